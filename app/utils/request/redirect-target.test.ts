import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from '~/utils/request/redirect-target'

describe('safeRedirectTarget', () => {
  it.each([
    // normalised, each of these would start with // and leave the portal
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example/login',
    '/%2E//evil.example',
    '/..//evil.example',
    '/x/%2e%2e//evil.example',
    '/./%2e//evil.example',
    // as given
    '//evil.example',
    '/\\evil.example',
    '/x/..\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/ok\n',
    '/ok\t//evil.example',
    '',
  ])('sends %j to the dashboard', (value) => {
    expect(safeRedirectTarget(value)).toBe('/myappointments')
  })

  it('sends a missing or non-text value to the dashboard, or to the fallback given', () => {
    expect(safeRedirectTarget(null)).toBe('/myappointments')
    expect(safeRedirectTarget(['/signin'])).toBe('/myappointments')
    expect(safeRedirectTarget(undefined, '/signin')).toBe('/signin')
  })

  it.each([
    ['/selectDoctor?page=2', '/selectDoctor?page=2'],
    ['/signin', '/signin'],
    ['/x/../signin', '/signin'],
    ['/a/./b?next=//evil.example', '/a/b?next=//evil.example'],
  ])('keeps the portal path %j as %j', (value, target) => {
    expect(safeRedirectTarget(value)).toBe(target)
  })
})
