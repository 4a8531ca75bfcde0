import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROJECTS, REAL_CLOCK, selectedProjects } from './projects'
import { LANE_NICENESS, LANES, playwrightCommand } from './run'

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
  it('run every project between them, and a project split over two lanes by a tag, each half once', () => {
    const runs = LANES.flatMap((lane) => [...selectedProjects(['node', 'playwright', 'test', ...lane.args], PROJECTS)])
    expect([...new Set(runs)].sort()).toEqual([...PROJECTS].sort())
    const js = LANES.filter((lane) =>
      selectedProjects(['node', 'playwright', 'test', ...lane.args], PROJECTS).has('js-on'),
    )
    expect(js.map((lane) => filterOf(lane.args))).toEqual([
      ['--grep-invert', REAL_CLOCK],
      ['--grep', REAL_CLOCK],
    ])
    expect(runs.filter((project) => project !== 'js-on')).toEqual([...new Set(runs.filter((p) => p !== 'js-on'))])
  })

  it("end with the screen reader's journeys, in the lane that is done first (ADR 82)", () => {
    const after = LANES.flatMap((lane) => ('then' in lane ? [{ lane: lane.name, command: lane.then.command }] : []))
    expect(after).toEqual([{ lane: 'real-clock', command: ['node', '--import', 'tsx', 'tests/screen-reader/run.ts'] }])
  })

  it("run Playwright yielding the CPU to the screen reader's journeys, which run at the normal priority", () => {
    expect(playwrightCommand(['test'], true)).toEqual([
      'nice',
      '-n',
      String(LANE_NICENESS),
      'npx',
      'playwright',
      'test',
    ])
    expect(LANE_NICENESS).toBeGreaterThan(0)
    expect(LANES.flatMap((lane) => ('then' in lane ? [lane.then.command[0]] : []))).toEqual(['node'])
  })

  it('listen on ports apart from each other, and write their results apart', async () => {
    const ports: number[][] = []
    // one lane at a time: each import reads the offset of its moment
    for (const lane of LANES) ports.push(await portsAt(lane.env.E2E_PORT_OFFSET))
    expect(ports[0]!.length).toBeGreaterThan(10)
    const all = ports.flat()
    expect(new Set(all).size).toBe(all.length)
    expect(new Set(LANES.map((lane) => lane.env.E2E_RESULTS)).size).toBe(LANES.length)
  })
})

/** A lane's --grep or --grep-invert and its pattern. */
function filterOf(args: readonly string[]): string[] {
  const at = args.findIndex((arg) => arg.startsWith('--grep'))
  return at < 0 ? [] : args.slice(at, at + 2)
}
