import { describe, expect, it } from 'vitest'
import { clientNavigation, isCurrentPage, linkAsks, type Click, type ClickedLink } from './link-click'

const here = new URL('https://portal.example.org/selectDoctor?careServiceId=1')
const click: Click = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
}
const link = (to: string, more: Partial<ClickedLink> = {}): ClickedLink => ({
  href: new URL(to, here).href,
  target: '',
  download: false,
  asks: '',
  ...more,
})

describe("a click on the portal's link", () => {
  it('becomes a navigation of the router to the same address, a new step in the history', () => {
    expect(clientNavigation(click, link('/slots?doctorId=7#times'), here)).toEqual({
      to: '/slots?doctorId=7#times',
      replace: false,
      preventScrollReset: false,
    })
  })

  it('replaces the step when it leads to the page the patient is on, or when the link asks to', () => {
    expect(clientNavigation(click, link('/selectDoctor?careServiceId=1'), here)?.replace).toBe(true)
    expect(clientNavigation(click, link('?careServiceId=2', { asks: 'replace' }), here)).toEqual({
      to: '/selectDoctor?careServiceId=2',
      replace: true,
      preventScrollReset: false,
    })
  })

  it('keeps the scroll where the link asks to', () => {
    const asks = linkAsks({ preventScrollReset: true })
    expect(clientNavigation(click, link('?slotsFor=7', { asks }), here)?.preventScrollReset).toBe(true)
    expect(linkAsks({ replace: true, preventScrollReset: true })).toBe('replace keep-scroll')
    expect(linkAsks({})).toBe('')
  })

  it('is left to the browser: another button, a modifier, handled already, another window, a download, another origin', () => {
    const to = link('/myappointments')
    expect(clientNavigation({ ...click, button: 1 }, to, here)).toBeNull()
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(clientNavigation({ ...click, [key]: true }, to, here)).toBeNull()
    expect(clientNavigation({ ...click, defaultPrevented: true }, to, here)).toBeNull()
    expect(clientNavigation(click, link('/myappointments', { target: '_blank' }), here)).toBeNull()
    expect(clientNavigation(click, link('/myappointments', { target: '_self' }), here)).not.toBeNull()
    expect(clientNavigation(click, link('/documents/3', { download: true }), here)).toBeNull()
    expect(clientNavigation(click, link('https://sunrise-hospital.example.org/'), here)).toBeNull()
  })
})

describe('isCurrentPage', () => {
  it.each([
    ['/myappointments', '/myappointments', true],
    ['/myappointments/12', '/myappointments', true],
    ['/MyAppointments', '/myappointments', true],
    ['/myappointmentsx', '/myappointments', false],
    ['/appointmentHistory', '/myappointments', false],
    ['/newProfile', '/newprofile', true],
  ])('%s against a link to %s: %s', (pathname, to, current) => {
    expect(isCurrentPage(pathname, to)).toBe(current)
  })
})
