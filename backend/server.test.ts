import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SERVICE_PORTS } from './config.ts'
import { startStandIn } from './server.ts'

function loginForm(username: string, password: string) {
  const form = new FormData()
  form.set('username', username)
  form.set('password', password)
  return { method: 'POST', body: form }
}

describe('startStandIn', () => {
  it("layout 'single' serves every service path on one port over real HTTP", async () => {
    const standIn = await startStandIn({ port: 0, dataDir: 'memory' })
    try {
      expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const login = await fetch(`${standIn.url}/patient-service/login`, loginForm('asha', 'Asha@2026'))
      expect(login.status).toBe(200)
      const bearer = login.headers.get('authorization') ?? ''
      expect(bearer).toMatch(/^Bearer /)
      const info = await fetch(`${standIn.url}/hospital-service/hospitals/info/1`, {
        headers: { Authorization: bearer },
      })
      expect(await info.json()).toMatchObject({ hospitalName: 'Sunrise Multispeciality Hospital' })
      expect((await fetch(`${standIn.url}/dev/logs`)).status).toBe(200)
    } finally {
      await standIn.close()
    }
    await expect(fetch(`${standIn.url}/dev/logs`)).rejects.toThrow()
  })

  it("layout 'ports' puts each service on its test-host port, answering only its own paths", async () => {
    expect(SERVICE_PORTS).toEqual({
      admin: 30000,
      appointment: 30001,
      config: 30002,
      consultation: 30003,
      doctor: 30005,
      hospital: 30006,
      patient: 30007,
      logger: 30011,
    })
    const standIn = await startStandIn({ layout: 'ports', dataDir: 'memory' })
    try {
      expect(standIn.url).toBe('http://127.0.0.1')
      expect(standIn.ports).toEqual(SERVICE_PORTS)
      const login = await fetch('http://127.0.0.1:30007/patient-service/login', loginForm('asha', 'Asha@2026'))
      expect(login.status).toBe(200)
      const bearer = login.headers.get('authorization') ?? ''

      const wrongPort = await fetch('http://127.0.0.1:30007/hospital-service/hospitals/info/1', {
        headers: { Authorization: bearer },
      })
      expect(wrongPort.status).toBe(404)
      const rightPort = await fetch('http://127.0.0.1:30006/hospital-service/hospitals/info/1', {
        headers: { Authorization: bearer },
      })
      expect(rightPort.status).toBe(200)
      expect((await fetch('http://127.0.0.1:30011/dev/logs')).status).toBe(200)
    } finally {
      await standIn.close()
    }
  })
})

describe('backend/main.ts', () => {
  it('prints where it listens and stops cleanly on SIGTERM', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, STANDIN_PORT: '0', STANDIN_DATA_DIR: 'memory' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const listening = new Promise<string>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /stand-in services listening on (http:\/\/\S+)/.exec(output)
        if (match?.[1]) resolve(match[1])
      })
    })
    const url = await listening
    expect((await fetch(`${url}/dev/outbox`)).status).toBe(200)
    child.kill('SIGTERM')
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    expect(output.trim().split('\n')).toHaveLength(1)
  }, 20_000)
})
