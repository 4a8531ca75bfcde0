import { describe, expect, it } from 'vitest'
import { readForm } from './form.server'

const multipart = (body: string) =>
  new Request('http://portal.test/form', {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    body,
  })

describe('readForm', () => {
  it('reads a well-formed body', async () => {
    const form = await readForm(multipart('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'))
    expect([...form.entries()]).toEqual([['a', '1']])
  })

  it('answers a body the parser cannot read with a 400, not an error', async () => {
    const thrown = await readForm(
      multipart('--b\r\nContent-Disposition: form-data; name=a\r\n\r\n1\r\n--b--\r\n'),
    ).catch((error: unknown) => error)
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(400)
  })

  it('lets any other failure go on as it is: a body the request guard refused part-way', async () => {
    const refused = new Error('refused with 413')
    const request = new Request('http://portal.test/form', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({ pull: (controller) => controller.error(refused) }),
      duplex: 'half',
    } as RequestInit)
    expect(await readForm(request).catch((error: unknown) => error)).toBe(refused)
  })
})
