import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANE_NICENESS, LANES } from '../tests/e2e/run.ts'
import { ARGUMENTS, BESIDE, stepCommand, STEPS } from './npm-test.ts'

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
})
