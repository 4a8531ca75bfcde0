import { describe, expect, it } from 'vitest'
import { helperMay } from '~/domain/helpers/route-scopes'
import type { HelperScope } from '~/domain/helpers/scopes'
import { routeManifest } from '../../../rules/route-manifest'
import { get, post } from '../../../support/requests'
import { run } from '../../../support/run'
import { inRequest } from '../../activity/support'
import { ASHA_NAMES, kiranActingForAsha } from '../support'

/**
 * Every scope × every URL of the route manifest the compiler builds (docs/helpers.md): kiran acts
 * for asha with one scope and asks each route's loader (GET) and action (POST). What the helpers'
 * table opens to that scope answers anything but 403; everything else answers 403 and shows nothing
 * of asha. Generated from the manifest and the table, so a new page is asked too. Each scope walks
 * in a file of its own (every-route/<scope>.test.ts), so that vitest spreads them over the cores.
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

/** kiran, acting for asha with `scope` alone, on every route: the answers the table does not expect. */
async function walkEveryRoute(scope: HelperScope) {
  const { cookie } = await kiranActingForAsha([scope])
  const all = await routes()
  let refused = 0
  const wrong: string[] = []
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
  return { wrong, refused }
}

/**
 * The walk for one scope, as its own test file's test: vitest runs the files on both cores, and the
 * walk of the five scopes is most of this folder's time.
 */
export function describeEveryRoute(scope: HelperScope) {
  describe(`a helper with ${scope} alone, on every route`, () => {
    it(`is let in where ${scope} opens the route, and refused with nothing of the patient everywhere else`, async () => {
      const { wrong, refused } = await walkEveryRoute(scope)
      expect(wrong).toEqual([])
      // the account's own pages are refused to every scope: not a vacuous walk
      expect(refused).toBeGreaterThan(40)
    }, 60_000)
  })
}
