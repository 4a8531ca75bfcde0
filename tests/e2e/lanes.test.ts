import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROJECTS, selectedProjects } from './projects'
import { LANES } from './run'

/** Every port ports.ts gives for one E2E_PORT_OFFSET (a fresh import: the module reads it once). */
async function portsAt(offset: string): Promise<number[]> {
  vi.resetModules()
  vi.stubEnv('E2E_PORT_OFFSET', offset)
  const ports = await import('./ports')
  return Object.entries(ports)
    .filter(([name]) => name.endsWith('_PORT') || name.endsWith('_PORTS'))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]) as number[])
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("a full e2e run's lanes", () => {
  it('run every project once between them', () => {
    const runs = LANES.flatMap((lane) => [...selectedProjects(['node', 'playwright', 'test', ...lane.args], PROJECTS)])
    expect(runs.sort()).toEqual([...PROJECTS].sort())
  })

  it("end with the screen reader's journeys, in the lane that is done first (ADR 82)", () => {
    const after = LANES.flatMap((lane) => ('then' in lane ? [{ lane: lane.name, command: lane.then.command }] : []))
    expect(after).toEqual([
      { lane: 'js-off+cluster', command: ['node', '--import', 'tsx', 'tests/screen-reader/run.ts'] },
    ])
  })

  it('listen on ports apart from each other, and write their results apart', async () => {
    const one = await portsAt(LANES[0].env.E2E_PORT_OFFSET)
    const two = await portsAt(LANES[1].env.E2E_PORT_OFFSET)
    expect(one.length).toBeGreaterThan(10)
    expect(new Set(one).size).toBe(one.length)
    expect(one.filter((port) => two.includes(port))).toEqual([])
    expect(new Set(LANES.map((lane) => lane.env.E2E_RESULTS)).size).toBe(LANES.length)
  })
})
