import { afterEach, describe, expect, it, vi } from 'vitest'
import { PROJECTS, selectedProjects } from './projects'
import { jsonReportOf } from './report-files'
import { BROWSER_LANES, LANE_NICENESS, laneCommand, laneEnv, LANES, lanesOf, playwrightCommand } from './run'

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
  const projectsOf = (lane: (typeof LANES)[number]) =>
    'playwright' in lane ? [...selectedProjects(['node', 'playwright', 'test', ...lane.playwright], PROJECTS)] : []

  it('run every project between them, each once, and no test filtered out', () => {
    const runs = LANES.flatMap(projectsOf)
    expect([...runs].sort()).toEqual([...PROJECTS].sort())
    expect(
      LANES.flatMap((lane) => ('playwright' in lane ? lane.playwright : [])).filter((a) => a.startsWith('--grep')),
    ).toEqual([])
  })

  it("run the screen reader's journeys from the start, as a lane of their own (ADR 82)", () => {
    expect(LANES.map((lane) => [lane.name, laneCommand(lane)[0]])).toEqual([
      ['js-on+cluster+static', 'nice'],
      ['js-off+sweep', 'nice'],
      ['screen-reader', 'node'],
    ])
    expect(laneCommand(LANES[2])).toEqual(['node', '--import', 'tsx', 'tests/screen-reader/run.ts'])
  })

  it("run Playwright yielding the CPU to the screen reader's journeys, which run at the normal priority", () => {
    expect(laneCommand(LANES[0])).toEqual([
      'nice',
      '-n',
      String(LANE_NICENESS),
      'npx',
      'playwright',
      'test',
      '--project',
      'js-on',
      '--project',
      'cluster',
      '--project',
      'static-pages-js-on',
      '--project',
      'static-pages-js-off',
    ])
    expect(playwrightCommand(['test'], false)).toEqual(['npx', 'playwright', 'test'])
    expect(LANE_NICENESS).toBeGreaterThan(0)
  })

  it('are all run with no arguments, the browser lanes alone with --browser-lanes, none with Playwright arguments', () => {
    expect(lanesOf([])).toBe(LANES)
    expect(lanesOf([BROWSER_LANES])?.map((lane) => lane.name)).toEqual(['js-on+cluster+static', 'js-off+sweep'])
    expect(lanesOf(['--project', 'js-on'])).toBeUndefined()
    expect(lanesOf([BROWSER_LANES, '--project', 'js-on'])).toBeUndefined()
  })

  it("move their ports by their own offset on top of the caller's", () => {
    expect(laneEnv(LANES[1], {})).toEqual({ E2E_PORT_OFFSET: '500', E2E_RESULTS: 'js-off' })
    expect(laneEnv(LANES[1], { E2E_PORT_OFFSET: '4000' })).toEqual({ E2E_PORT_OFFSET: '4500', E2E_RESULTS: 'js-off' })
    expect(laneEnv(LANES[2], { E2E_PORT_OFFSET: '4000' }).E2E_PORT_OFFSET).toBe('4250')
  })

  it('listen on ports apart from each other, and write their results apart', async () => {
    const ports: number[][] = []
    // one lane at a time: each import reads the offset of its moment
    for (const lane of LANES) ports.push(await portsAt(lane.env.E2E_PORT_OFFSET))
    expect(ports[0]!.length).toBeGreaterThan(10)
    const all = ports.flat()
    expect(new Set(all).size).toBe(all.length)
    expect(new Set(LANES.map((lane) => lane.env.E2E_RESULTS)).size).toBe(LANES.length)
    expect(new Set(LANES.map((lane) => jsonReportOf(lane.env.E2E_RESULTS))).size).toBe(LANES.length)
  })
})
