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
    for (const step of STEPS) expect(scripts[step], step).toBeDefined()
    expect(STEPS.indexOf('build')).toBeLessThan(STEPS.indexOf('test:e2e'))
    expect(STEPS.indexOf('build')).toBeLessThan(STEPS.indexOf('size'))
  })
})
