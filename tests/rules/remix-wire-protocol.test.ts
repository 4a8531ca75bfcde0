import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The places that speak Remix v2's data protocol by hand (`?_data=`, the `X-Remix-*` headers): a move to
 * React Router 7 (single fetch, turbo-stream) changes each of them, and no type checker notices. ADR 83
 * names them; this keeps the list whole, so an upgrade finds every one.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const ADR = 'docs/decisions/0083-three-patched-packages-pinned-and-checked.md'

const SPEAKS_THE_PROTOCOL = [
  'app/utils/navigation/layout-revalidation.ts',
  'app/utils/navigation/step-data.ts',
  'server/request-guard.ts',
]

/** The search parameter `_data` (written, or read as `query._data`), or a header of Remix's own. */
const PROTOCOL = /[?&'"`]_data\b|query\._data\b|X-Remix-[A-Z][a-z]+/

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, join(root, folder, file)))
}

describe("Remix's data protocol, spoken by hand", () => {
  it('the pattern finds what it is for, and not a field named like it', () => {
    expect(PROTOCOL.test("url.searchParams.set('_data', routeId)")).toBe(true)
    expect(PROTOCOL.test("res.headers.has('X-Remix-Catch')")).toBe(true)
    expect(PROTOCOL.test('return req.query._data !== undefined')).toBe(true)
    expect(PROTOCOL.test('const { _data } = loaderAnswer')).toBe(false)
    expect(PROTOCOL.test('const secret = result.data.SESSION_SECRET')).toBe(false)
  })

  it('is spoken only in the files ADR 83 names', () => {
    const speaking = [...sources('app'), ...sources('server')]
      .filter((file) => PROTOCOL.test(readFileSync(join(root, file), 'utf8')))
      .sort()
    expect(speaking).toEqual(SPEAKS_THE_PROTOCOL)
    const adr = readFileSync(join(root, ADR), 'utf8')
    for (const file of SPEAKS_THE_PROTOCOL) expect(adr, `${ADR} names ${file}`).toContain(file)
  })
})
