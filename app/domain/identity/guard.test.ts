import { describe, expect, it } from 'vitest'
import { guardDestination, landingFor } from './guard'

const regular = { loginStatus: 'NEXT_LOGIN', temporaryPassword: 'NO' } as const
const firstLogin = { loginStatus: 'FIRST_TIME_LOGIN', temporaryPassword: 'NO' } as const
const temporary = { loginStatus: 'NEXT_LOGIN', temporaryPassword: 'YES' } as const

describe('guardDestination', () => {
  it('lets a regular patient go anywhere, including change password and consent', () => {
    expect(guardDestination(regular, '/myappointments')).toBeNull()
    expect(guardDestination(regular, '/resetpassword')).toBeNull()
    expect(guardDestination(regular, '/UserConsentForm')).toBeNull()
  })

  it('forces a temporary password to /resetpassword, before the consent step', () => {
    expect(guardDestination(temporary, '/myappointments')).toBe('/resetpassword')
    expect(guardDestination({ ...temporary, loginStatus: 'FIRST_TIME_LOGIN' }, '/UserConsentForm')).toBe(
      '/resetpassword',
    )
    expect(guardDestination(temporary, '/resetpassword')).toBeNull()
  })

  it('forces a first login with no temporary password to /UserConsentForm', () => {
    expect(guardDestination(firstLogin, '/myappointments')).toBe('/UserConsentForm')
    expect(guardDestination(firstLogin, '/UserConsentForm')).toBeNull()
  })
})

describe('landingFor', () => {
  it('sends each kind of patient to its page after sign-in', () => {
    expect(landingFor(regular)).toBe('/myappointments')
    expect(landingFor(firstLogin)).toBe('/UserConsentForm')
    expect(landingFor(temporary)).toBe('/resetpassword')
  })
})
