import { describe, expect, it } from 'vitest'
import { helperMay } from './route-scopes'

describe('helperMay', () => {
  it('lets a helper read what one of their scopes opens, and nothing else', () => {
    expect(helperMay('/appointmentHistory', 'GET', ['see'])).toBe(true)
    expect(helperMay('/appointmentHistory', 'GET', ['book', 'chat'])).toBe(false)
    expect(helperMay('/myappointments', 'GET', ['call'])).toBe(true)
    expect(helperMay('/myappointments', 'GET', ['documents'])).toBe(false)
  })

  it('asks for the changing scope for any method but GET and HEAD', () => {
    expect(helperMay('/specificAppointment', 'GET', ['see'])).toBe(true)
    expect(helperMay('/specificAppointment', 'POST', ['see'])).toBe(false)
    expect(helperMay('/specificAppointment', 'POST', ['chat'])).toBe(true)
    expect(helperMay('/Video', 'POST', ['call'])).toBe(false)
    expect(helperMay('/newProfile/documents/ID', 'POST', ['documents'])).toBe(true)
    expect(helperMay('/newProfile/documents/ID', 'GET', ['documents'])).toBe(false)
    // the profile page shows a helper its documents' upload forms; the profile's form is never theirs
    expect(helperMay('/newProfile', 'GET', ['documents'])).toBe(true)
    expect(helperMay('/newProfile', 'GET', ['see', 'book', 'chat', 'call'])).toBe(false)
    expect(helperMay('/newProfile', 'POST', ['documents'])).toBe(false)
  })

  it('refuses the account itself to every helper, whatever the scopes', () => {
    const all = ['see', 'book', 'chat', 'call', 'documents'] as const
    for (const path of [
      '/resetpassword',
      '/devices',
      '/security',
      '/activity',
      '/newProfile/photo',
      '/helpers',
      '/Video/add-person',
    ])
      for (const method of ['GET', 'POST'])
        expect({ path, method, may: helperMay(path, method, all) }).toEqual({ path, method, may: false })
  })

  it('matches any case and each id, and refuses a URL no row names', () => {
    expect(helperMay('/MYAPPOINTMENTS/12/cancel', 'POST', ['book'])).toBe(true)
    expect(helperMay('/myappointments/12/cancel/more', 'POST', ['book'])).toBe(true) // the 404 page
    expect(helperMay('/newprofile/delete/3', 'POST', ['documents'])).toBe(false)
  })
})
