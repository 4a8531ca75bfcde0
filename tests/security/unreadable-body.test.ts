/**
 * A body the form parser can't read is a 400, not a 500 (readForm, ADR 109): replayed through the
 * portal's request chain and Remix (tests/security/server-chain.ts) on an action that reads its
 * form, on a page's action, and on one that reads a copy of the request, each as the portal's
 * actions read a form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readForm } from '~/utils/request/form.server'
import { letThrough, send, startChain, type Chain } from './server-chain'

let chain: Chain
let read: string[][] = []
const reads = (copy: boolean) => ({
  action: async ({ request }: { request: Request }) => {
    const form = await readForm(copy ? request.clone() : request)
    read.push([...form.keys()])
    return Response.json({ ok: true })
  },
})

beforeAll(async () => {
  chain = await startChain({
    'routes/resources.form': { path: 'resources/form', module: reads(false) },
    'routes/resources.copy': { path: 'resources/copy', module: reads(true) },
    // a page: Remix renders its error boundary for what the action throws
    'routes/page': { path: 'page', module: { ...reads(false), default: () => null } },
  })
})
afterAll(() => chain.close())
beforeEach(() => {
  read = []
  letThrough(chain)
})

const multipart = (body: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
  body,
})

describe('a body the parser cannot read', () => {
  it.each([
    ['a part without headers', '--b\r\n\r\n1\r\n--b--\r\n'],
    ['a part whose header is not one', '--b\r\nGarbage\r\n\r\n1\r\n--b--\r\n'],
    ['a part without a name', '--b\r\nContent-Disposition: form-data\r\n\r\n1\r\n--b--\r\n'],
    ['a name without quotes', '--b\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--b--\r\n'],
  ])('%s is a 400 on every kind of route, and nothing is read', async (_name, body) => {
    for (const path of ['/resources/form', '/resources/copy', '/page'])
      expect((await send(chain, path, multipart(body))).status, path).toBe(400)
    expect(read).toEqual([])
  })

  it('a well-formed one is read', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'
    for (const path of ['/resources/form', '/resources/copy'])
      expect((await send(chain, path, multipart(body))).status).toBe(200)
    expect(read).toEqual([['a'], ['a']])
  })
})
