import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LaneTime } from '../tests/e2e/run-summary.ts'
import { LANE_NICENESS, LANES } from '../tests/e2e/run.ts'
import { ARGUMENTS, BESIDE, runSteps, stepCommand, STEPS, type Start } from './npm-test.ts'

const scripts = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>
  }
).scripts

describe('npm test', () => {
  it('runs every check through this runner, loaded or not', () => {
    expect(scripts.test).toBe('node --import tsx scripts/npm-test.ts')
    expect(scripts['test:loaded']).toBe('node --import tsx scripts/npm-test.ts --loaded')
  })

  it('runs steps that exist, the build before the end-to-end tests and the bundle budget', () => {
    const order = STEPS.flat()
    for (const step of order) expect(scripts[step], step).toBeDefined()
    expect(order).toEqual(['lint', 'typecheck', 'build', 'test:unit', 'test:e2e', 'size'])
    // at once only where neither needs the other's result: the cheap checks and the build, each on a core
    expect(STEPS.filter((group) => group.length > 1)).toEqual([['lint', 'typecheck', 'build']])
  })

  it("starts the screen reader's lane after the build, beside vitest, and the browser lanes in test:e2e", () => {
    expect(BESIDE).toBe('screen-reader')
    expect(stepCommand(BESIDE, true)).toEqual(['node', '--import', 'tsx', 'tests/screen-reader/run.ts'])
    expect(scripts[BESIDE]).toBe(stepCommand(BESIDE, true).join(' '))
    expect(LANES.map((lane) => lane.name)).toContain(BESIDE)
    expect(stepCommand('test:e2e', true)).toEqual(['npm', 'run', 'test:e2e', '--', ...ARGUMENTS['test:e2e']!])
    expect(STEPS.findIndex((group) => group.includes('build'))).toBe(0)
  })

  it("runs vitest and the bundle budget yielding the CPU to the screen reader's journeys beside them", () => {
    const nice = ['nice', '-n', String(LANE_NICENESS)]
    expect(stepCommand('test:unit', true)).toEqual([...nice, 'npm', 'run', 'test:unit'])
    expect(stepCommand('size', true)).toEqual([...nice, 'npm', 'run', 'size'])
    expect(stepCommand('test:unit', false)).toEqual(['npm', 'run', 'test:unit'])
    // the browser lanes are under nice of their own; lint, types and the build run before the journeys start
    expect(stepCommand('lint', true)).toEqual(['npm', 'run', 'lint'])
  })

  describe('its order', () => {
    /** Steps that end when told to: what was started, how, and what was stopped, in order. */
    function fakeSteps(failing: string[] = []) {
      const events: string[] = []
      const ends = new Map<string, (passed: boolean) => void>()
      const start: Start = (step, how) => {
        events.push(`start ${step}${how.yielding ? ' yielding' : ''}${how.beside ? ' beside' : ''}`)
        const done = new Promise<LaneTime>((resolve) =>
          ends.set(step, (passed) => resolve({ name: step, ms: 1, passed })),
        )
        return { done, stop: () => (events.push(`stop ${step}`), ends.get(step)!(false)) }
      }
      // each step (but the journeys) ends as soon as it has started, failing if named; `settled` once all have
      const run = (retried: string[] = []) => {
        const times = runSteps(start, retried)
        const settled = (async () => {
          for (let i = 0; i < 20; i++) {
            await new Promise((resolve) => setImmediate(resolve))
            for (const [step, end] of ends) if (step !== BESIDE) end(!failing.includes(step))
          }
        })()
        return { times, settled }
      }
      return { events, ends, run }
    }

    it('starts the journeys once lint, types and the build have passed, and waits for them at the end', async () => {
      const steps = fakeSteps()
      const { times, settled } = steps.run()
      await settled
      expect(steps.events).toEqual([
        'start lint beside',
        'start typecheck beside',
        'start build beside',
        `start ${BESIDE} beside`,
        'start test:unit yielding beside',
        'start test:e2e yielding beside',
        'start size yielding beside',
      ])
      steps.ends.get(BESIDE)!(true)
      expect((await times).map((t) => `${t.name} ${t.passed}`)).toEqual([
        'lint true',
        'typecheck true',
        'build true',
        'test:unit true',
        'test:e2e true',
        'size true',
        `${BESIDE} true`,
      ])
    })

    it('stops the journeys when a step fails, and starts nothing after it', async () => {
      const steps = fakeSteps(['test:unit'])
      const times = await steps.run().times
      expect(steps.events.slice(3)).toEqual([
        `start ${BESIDE} beside`,
        'start test:unit yielding beside',
        `stop ${BESIDE}`,
      ])
      expect(times.filter((t) => !t.passed).map((t) => t.name)).toEqual(['test:unit', BESIDE])
    })

    it('starts no journeys when the build or a check fails', async () => {
      const steps = fakeSteps(['build'])
      const times = await steps.run().times
      expect(steps.events).toEqual(['start lint beside', 'start typecheck beside', 'start build beside'])
      expect(times.map((t) => t.name)).toEqual(['lint', 'typecheck', 'build'])
    })

    it('starts no step after journeys that failed, and lists a journey walked twice', async () => {
      const steps = fakeSteps()
      const retried: string[] = []
      const after = (ms: number, time: LaneTime) => new Promise<LaneTime>((resolve) => setTimeout(resolve, ms, time))
      // the journeys fail while vitest is still running
      const times = runSteps((step, how) => {
        steps.events.push(`start ${step}`)
        if (step === BESIDE) how.onLine?.('screen-reader: passed on a retry: booking')
        const ms = step === BESIDE ? 5 : step === 'test:unit' ? 20 : 0
        return { done: after(ms, { name: step, ms, passed: step !== BESIDE }), stop: () => {} }
      }, retried)
      expect((await times).map((t) => t.name)).toEqual(['lint', 'typecheck', 'build', 'test:unit', BESIDE])
      expect(steps.events).not.toContain('start test:e2e')
      expect(retried).toEqual([`[${BESIDE}] booking`])
    })
  })
})
