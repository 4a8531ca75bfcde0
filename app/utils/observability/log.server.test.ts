import { describe, expect, it } from 'vitest'
import { routeOf } from '~/utils/observability/log.server'

describe('routeOf', () => {
  it.each([
    ['/patient-service/patients/17/notification-flag?pageSize=1', '/patient-service/patients/:id/notification-flag'],
    ['/patient-service/patients/email/asha@example.org', '/patient-service/patients/email/:id'],
    ['/patient-service/otp/9876543210', '/patient-service/otp/:id'],
    ['/myappointments/42/calendar.ics', '/myappointments/:id/calendar.ics'],
    ['/resources/chat-document/3/abc', '/resources/chat-document/:id/abc'],
    ['/selectDoctor?careServiceId=2', '/selectDoctor'],
    ['/', '/'],
  ])('%s is logged as %s', (path, route) => {
    expect(routeOf(path)).toBe(route)
  })

  it("folds a text link's token, whatever it looks like, and its calendar file's", () => {
    expect(routeOf('/r/AbCdEfGhIjKlMnOpQrStUv')).toBe('/r/:id')
    expect(routeOf('/R/short/calendar.ics')).toBe('/R/:id/calendar.ics')
    expect(routeOf('/r')).toBe('/r')
  })

  it('folds a long token in a path', () => {
    expect(routeOf(`/reset/${'x'.repeat(48)}`)).toBe('/reset/:id')
  })
})
