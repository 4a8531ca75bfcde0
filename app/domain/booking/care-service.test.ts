import { describe, expect, it } from 'vitest'
import { bookableCareService, careServiceIcon } from './care-service'

describe('bookableCareService', () => {
  it.each([
    ['Online Consultation', { appointmentType: 'ONLINE_CONSULTATION', consultationMode: 'ONLINE' }],
    ['Physical Visit', { appointmentType: 'PHYSICAL_VISIT', consultationMode: 'PHYSICAL' }],
    ['physical visit', { appointmentType: 'PHYSICAL_VISIT', consultationMode: 'PHYSICAL' }],
    ['Remote Patient Monitoring', null],
    ['Nursing Services', null],
  ])('%s', (title, expected) => {
    expect(bookableCareService(title)).toEqual(expected)
  })
})

describe('careServiceIcon', () => {
  it.each([
    ['Online Consultation', 'online'],
    ['Physical Visit', 'physical'],
    ['Remote Patient Monitoring', 'monitoring'],
    ['Nursing Services', 'nursing'],
    ['Something else', 'other'],
  ])('%s -> %s', (title, icon) => {
    expect(careServiceIcon(title)).toBe(icon)
  })
})
