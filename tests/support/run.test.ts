import { describe, expect, it } from 'vitest'
import { run } from './run'

const page = () => new Request('https://portal.example.org/myappointments')

describe('run', () => {
  it('answers a loader’s plain data as JSON', async () => {
    const response = await run(() => ({ title: 'My Appointments', appointments: [{ id: 1 }], alert: null }), page())
    expect(await response.json()).toEqual({ title: 'My Appointments', appointments: [{ id: 1 }], alert: null })
  })

  it.each([
    ['a date', { at: new Date(0) }],
    ['an undefined value', { alert: undefined }],
    ['a number JSON cannot write', { count: Number.NaN }],
  ])('fails a loader whose plain data holds %s, which the server would render unlike the browser', async (_, data) => {
    await expect(run(() => data, page())).rejects.toThrow(
      "plain data that JSON changes: the server's render would differ from the browser's",
    )
  })

  it('leaves an action’s answer to JSON, which Remix always writes for it', async () => {
    const post = new Request('https://portal.example.org/myappointments', { method: 'POST' })
    const response = await run(() => ({ intent: undefined, ok: true }), post)
    expect(await response.json()).toEqual({ ok: true })
  })
})
