import { describe, expect, it } from 'vitest'
import { notFound, parseId, requireId } from '~/utils/request/http.server'

describe('ids from URLs', () => {
  it.each([
    ['7', 7],
    ['007', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['1e2', null],
    [' 4', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['9007199254740993', null],
  ])('parseId(%j) is %j', (raw, id) => {
    expect(parseId(raw)).toBe(id)
  })

  it('requireId answers a bad id with the one 404', () => {
    expect(requireId('12')).toBe(12)
    let thrown: unknown
    try {
      requireId('x')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).status).toBe(404)
    expect((thrown as Response).headers.get('Cache-Control')).toBe('no-store')
    expect(notFound().status).toBe(404)
  })
})
