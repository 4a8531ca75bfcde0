import { describe, expect, it } from 'vitest'
import { isUnattendedSearch, movesIdleClock, unattendedHeaders, unattendedUrl } from './idle-clock'

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`https://portal.example${url}`, { headers })

describe('the idle clock', () => {
  it("is moved by the patient's own requests: a page, a form post, a request without JavaScript", () => {
    expect(movesIdleClock(request('/myappointments'))).toBe(true)
    expect(movesIdleClock(new Request('https://portal.example/resources/keep-alive', { method: 'POST' }))).toBe(true)
    expect(movesIdleClock(request('/myappointments?_data=routes%2F_app.myappointments'))).toBe(true)
  })

  it("is not moved by the page's own requests: a fetch with the header, a navigation with the flag, a browser prefetch", () => {
    expect(movesIdleClock(request('/myappointments?_data=routes%2F_app', unattendedHeaders))).toBe(false)
    expect(movesIdleClock(request(unattendedUrl('/Video?appointmentId=1')))).toBe(false)
    expect(movesIdleClock(request('/myappointments', { 'Sec-Purpose': 'prefetch' }))).toBe(false)
    expect(movesIdleClock(request('/myappointments', { Purpose: 'prefetch' }))).toBe(false)
  })

  it('is moved by a form the patient sends from an address that still carries the flag', () => {
    const form = new Request(`https://portal.example${unattendedUrl('/Video/add-person?appointmentId=1')}`, {
      method: 'POST',
    })
    expect(movesIdleClock(form)).toBe(true)
  })

  it('puts the flag into the query, before any fragment', () => {
    expect(unattendedUrl('/Video?appointmentId=1')).toBe('/Video?appointmentId=1&unattended=1')
    expect(unattendedUrl('/myappointments')).toBe('/myappointments?unattended=1')
    expect(unattendedUrl('/a?b=1#top')).toBe('/a?b=1&unattended=1#top')
    expect(unattendedUrl('/a?unattended=1')).toBe('/a?unattended=1')
    expect(isUnattendedSearch('?appointmentId=1&unattended=1')).toBe(true)
    expect(isUnattendedSearch('?appointmentId=1')).toBe(false)
  })
})
