import type { ShouldRevalidateFunctionArgs } from '@remix-run/react'
import { describe, expect, it } from 'vitest'
import { layoutDataStale } from '~/utils/navigation/layout-revalidation'

const at = (path: string) => new URL(path, 'http://portal.test')

function navigation(from: string, to: string, more: Partial<ShouldRevalidateFunctionArgs> = {}) {
  const currentUrl = at(from)
  const nextUrl = at(to)
  // the router's own default (@remix-run/router getMatchesToLoad) for a route without params
  const defaultShouldRevalidate =
    currentUrl.pathname + currentUrl.search === nextUrl.pathname + nextUrl.search ||
    currentUrl.search !== nextUrl.search
  return { currentUrl, nextUrl, currentParams: {}, nextParams: {}, defaultShouldRevalidate, ...more }
}

describe('layout data on a client-side navigation (ADR 67)', () => {
  it('is kept from page to page, also when the next URL carries a query (the booking steps)', () => {
    expect(layoutDataStale(navigation('/myappointments', '/careCategories'))).toBe(false)
    expect(layoutDataStale(navigation('/careCategories', '/selectDoctor?careServiceId=1'))).toBe(false)
    expect(layoutDataStale(navigation('/selectDoctor?careServiceId=1', '/slots?doctorId=3'))).toBe(false)
    expect(layoutDataStale(navigation('/slots?doctorId=3', '/slots?doctorId=3&date=2026-12-01'))).toBe(false)
  })

  it('is asked again after any submission, a form POST or a fetcher', () => {
    expect(layoutDataStale(navigation('/confirmation?slot=1', '/SuccessPage', { formMethod: 'POST' }))).toBe(true)
    expect(layoutDataStale(navigation('/myappointments', '/myappointments', { formMethod: 'post' }))).toBe(true)
  })

  it('is kept after a GET form (a filter), like any other navigation to a URL with a query', () => {
    expect(layoutDataStale(navigation('/slots?doctorId=3', '/confirmation?slot=1', { formMethod: 'GET' }))).toBe(false)
  })

  it('is asked again when the router is told to: a redirect that set a cookie (an alert, a sign-out)', () => {
    // a page's loader found the session gone and sent the patient to sign in with an alert
    const expired = navigation('/careCategories', '/signin')
    expect(layoutDataStale({ ...expired, defaultShouldRevalidate: true })).toBe(true)
    const fromQuery = navigation('/selectDoctor?careServiceId=1', '/signin')
    expect(layoutDataStale({ ...fromQuery, defaultShouldRevalidate: true })).toBe(true)
  })

  it('is asked again on a link to the page on screen (a refresh)', () => {
    expect(layoutDataStale(navigation('/notification', '/notification'))).toBe(true)
  })
})
