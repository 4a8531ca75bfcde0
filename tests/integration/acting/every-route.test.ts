import { describe, expect, it } from 'vitest'
import { helperMay } from '~/domain/helpers/route-scopes'
import { helperScopes } from '~/domain/helpers/scopes'
import { changeHelperGrant } from '~/services/patient/helpers.server'
import { routeManifest } from '../../rules/route-manifest'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { inRequest } from '../activity/support'
import { ASHA_NAMES, dayIn, kiranActingForAsha, switchTo } from './support'

/**
 * Every scope × every URL of the route manifest the compiler builds (docs/helpers.md): kiran acts
 * for asha with one scope at a time and asks each route's loader (GET) and action (POST). What the
 * helpers' table opens to that scope answers anything but 403; everything else answers 403 and
 * shows nothing of asha. Generated from the manifest and the table, so a new page is asked too.
 */
type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }

/** A URL pattern with asha's own ids in it: appointment 3 is hers. */
const urlOf = (pattern: string) =>
  pattern
    .replace(':appointmentId', '3')
    .replace(/:[A-Za-z]+/g, '1')
    .replace(/\*$/, 'nowhere')

async function routes() {
  const manifest = await routeManifest()
  const patternOf = (id: string): string => {
    const route = manifest[id]
    if (!route || id === 'root') return ''
    return [patternOf(route.parentId ?? 'root'), route.path ?? ''].filter(Boolean).join('/')
  }
  return Promise.all(
    Object.values(manifest)
      // logout would end the session the walk goes on with; it ends the acting with it, whoever asks
      .filter(
        (route) => route.id !== 'root' && route.id !== 'routes/logout' && (route.path !== undefined || route.index),
      )
      .map(async (route) => ({
        id: route.id,
        path: urlOf(`/${patternOf(route.id)}`),
        module: (await import(/* @vite-ignore */ `~/${route.file.replace(/\.tsx?$/, '')}`)) as RouteModule,
      })),
  )
}

const PARAMS = {
  appointmentId: '3',
  docId: '1',
  fileType: 'ID',
  fileId: '1',
  doctorId: '1',
  id: '1',
  token: '1',
  '*': 'nowhere',
}

describe('a helper on every route, one scope at a time', () => {
  it('is let in where the scope opens the route, and refused with nothing of the patient everywhere else', async () => {
    const { cookie, grantId, asha } = await kiranActingForAsha(['see'])
    const all = await routes()
    let refused = 0
    const wrong: string[] = []
    for (const scope of helperScopes) {
      await changeHelperGrant(asha, grantId, { scopes: [scope], endsAt: dayIn(60) })
      expect(await switchTo(cookie, grantId)).toHaveProperty('status', 302)
      for (const { id, path, module } of all)
        for (const [method, fn] of [
          ['GET', module.loader],
          ['POST', module.action],
        ] as const) {
          if (!fn) continue
          const request = method === 'GET' ? get(path, cookie) : post(path, { intent: 'x' }, cookie)
          const answer = await inRequest(() => run(fn as never, request, { params: PARAMS }))
          const body = answer.status === 403 ? await answer.text() : ''
          const allowed = helperMay(path, method, [scope])
          if (allowed === (answer.status === 403)) wrong.push(`${scope}: ${method} ${id} answered ${answer.status}`)
          if (!allowed && answer.status === 403) {
            refused += 1
            expect(JSON.parse(body)).toMatchObject({ refusal: { title: "Helpers can't use this page" } })
            for (const name of ASHA_NAMES) expect(body).not.toContain(name)
          }
        }
    }
    expect(wrong).toEqual([])
    // the account's own pages, refused to each scope: not a vacuous walk
    expect(refused).toBeGreaterThan(100)
  }, 240_000)
})
