import { describe, expect, it } from 'vitest'
import { routeManifest } from '../../rules/route-manifest'
import { get, post } from '../../support/requests'
import { run } from '../../support/run'
import { ashaWithMobileCode, password } from './support'

/**
 * A pending session (the password passed, the second step not yet) opens nothing but the second
 * step (docs/two-step.md). Every route of the manifest the compiler builds, loader and action, is
 * asked with no session, a signed-in one and a pending one: each that sends a signed-out browser
 * (and not a signed-in one) to sign in sends the pending one to the second step, and every other
 * answers it as it answers no session.
 */
type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown }

async function routes() {
  const manifest = await routeManifest()
  const rows = await Promise.all(
    Object.values(manifest)
      .filter((route) => route.id !== 'root' && route.path !== undefined)
      .map(async (route) => {
        const path = `/${(route.path ?? '').replace(/:[A-Za-z]+/g, '1').replace(/^\*$/, 'nowhere')}`
        const module = (await import(/* @vite-ignore */ `~/${route.file.replace(/\.tsx?$/, '')}`)) as RouteModule
        return { id: route.id, path, module }
      }),
  )
  return rows
}

const answer = async (fn: RouteModule['loader'], request: Request) => {
  const response = await run(fn as never, request, {
    params: { appointmentId: '1', docId: '1', fileType: 'ID', fileId: '1', doctorId: '1', id: '1', '*': 'nowhere' },
  })
  return { status: response.status, to: response.headers.get('Location') }
}

describe('a pending session on every route', () => {
  it('is sent to the second step wherever a signed-out browser is sent to sign in, and is no one elsewhere', async () => {
    await ashaWithMobileCode()
    const { cookies: pending } = await password()
    const { cookies: signedIn } = await password('kiran', 'Kiran@2026', '')
    let guarded = 0
    for (const { id, path, module } of await routes()) {
      if (id === 'routes/signin_.second-step' || id === 'routes/logout') continue
      for (const [kind, fn, request] of [
        ['loader', module.loader, (cookie?: string) => get(path, cookie)],
        ['action', module.action, (cookie?: string) => post(path, { intent: 'x' }, cookie)],
      ] as const) {
        if (!fn) continue
        const none = await answer(fn, request())
        const held = await answer(fn, request(pending))
        // guarded: a signed-out browser goes to sign in, a signed-in one does not
        const open = await answer(fn, request(signedIn))
        if (none.to === '/signin' && open.to !== '/signin') {
          guarded += 1
          expect({ route: `${kind} ${id}`, ...held }).toEqual({
            route: `${kind} ${id}`,
            status: 302,
            to: '/signin/second-step',
          })
        } else {
          expect({ route: `${kind} ${id}`, status: held.status }).toEqual({
            route: `${kind} ${id}`,
            status: none.status,
          })
        }
      }
    }
    // the signed-in screens, their dialogs and endpoints: not a vacuous walk
    expect(guarded).toBeGreaterThan(30)
  }, 60_000)
})
