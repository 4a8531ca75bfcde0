import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { STEPS } from './npm-test.ts'

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
    expect(order).toEqual(['lint', 'typecheck', 'test:unit', 'build', 'test:e2e', 'size'])
    // at once only where neither needs the other's result, and never beside the build or a browser
    expect(STEPS.filter((group) => group.length > 1)).toEqual([['lint', 'typecheck']])
  })
})
