import type { ServerBuild } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { postTargetOf } from './post-target.ts'
import { routeMatcher } from './route-ids.ts'

const action = () => null
const route = (id: string, parentId: string | undefined, path: string | undefined, module: object, index = false) => ({
  id,
  parentId,
  path,
  index,
  module,
})
const routes = Object.fromEntries(
  [
    route('root', undefined, '', {}),
    route('routes/_index', 'root', undefined, {}, true),
    route('routes/signin', 'root', 'signin', { action }),
    route('routes/list', 'root', 'list', { action }),
    route('routes/list._index', 'routes/list', undefined, {}, true),
    route('routes/page', 'root', 'page', {}),
    route('routes/$', 'root', '*', {}),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes']
const matchRoutes = routeMatcher(routes)
const at = (path: string) => {
  const url = new URL(path, 'https://portal.example.org')
  return postTargetOf(matchRoutes(url.pathname), url)
}

describe('where a post lands, by the rule of Remix’s router', () => {
  it('the deepest route the path matches', () => {
    expect(at('/signin')).toBe('action')
    expect(at('/page')).toBe('none')
  })

  it('an index route only with a bare ?index, else its parent', () => {
    expect(at('/')).toBe('none')
    expect(at('/list')).toBe('action')
    expect(at('/list?index')).toBe('none')
    expect(at('/list?index=1')).toBe('action')
  })

  it('nowhere when only the catch-all matches', () => {
    expect(at('/nothing/here')).toBe('nowhere')
  })
})
