import { describe, expect, it } from 'vitest'
import { serviceUrl } from '~/utils/calls/service-address.server'

describe('serviceUrl', () => {
  it('puts every service under one origin in the paths layout', () => {
    const url = serviceUrl('patient', '/patients/7/status', { baseUrl: 'https://api.hospital.org', layout: 'paths' })
    expect(url.href).toBe('https://api.hospital.org/patient-service/patients/7/status')
  })

  it('keeps a base path of the origin', () => {
    const url = serviceUrl('logger', '/logger/logs', { baseUrl: 'https://hospital.org/api/', layout: 'paths' })
    expect(url.href).toBe('https://hospital.org/api/logger-service/logger/logs')
  })

  it('gives each service its own port in the ports layout', () => {
    const base = { baseUrl: 'http://10.0.0.5', layout: 'ports' as const }
    expect(serviceUrl('admin', '/x', base).href).toBe('http://10.0.0.5:30000/admin-service/x')
    expect(serviceUrl('appointment', '/x', base).port).toBe('30001')
    expect(serviceUrl('config', '/x', base).port).toBe('30002')
    expect(serviceUrl('consultation', '/x', base).port).toBe('30003')
    expect(serviceUrl('doctor', '/x', base).port).toBe('30005')
    expect(serviceUrl('hospital', '/x', base).port).toBe('30006')
    expect(serviceUrl('patient', '/x', base).port).toBe('30007')
    expect(serviceUrl('logger', '/x', base).port).toBe('30011')
  })
})
