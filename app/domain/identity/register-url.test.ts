import { describe, expect, it } from 'vitest'
import { hospitalIdFromUrl } from './register-url'

describe('hospitalIdFromUrl (docs/rules/identity.md#validation: the id after an equals sign)', () => {
  it.each([
    ['http://portal.test/register?hospitalId=1', 1],
    ['http://portal.test/register?id=12', 12],
    ['http://portal.test/register/hospitalId=3', 3],
    ['http://portal.test/register/hospitalId%3D4', 4],
    ['http://portal.test/register', null],
    ['http://portal.test/register?hospitalId=', null],
    ['http://portal.test/register?hospitalId=abc', null],
    ['http://portal.test/register?hospitalId=0', null],
  ])('%s gives %s', (url, id) => {
    expect(hospitalIdFromUrl(url)).toBe(id)
  })
})
