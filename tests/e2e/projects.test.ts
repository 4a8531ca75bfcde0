import { describe, expect, it } from 'vitest'
import { selectedProjects } from './projects'

const ALL = ['js-on', 'js-off', 'cluster']
const pick = (...argv: string[]) => [...selectedProjects(['node', 'playwright', 'test', ...argv], ALL)].sort()

describe('the projects a playwright command line selects', () => {
  it('is every project when none is named', () => {
    expect(pick()).toEqual(['cluster', 'js-off', 'js-on'])
    expect(pick('-g', 'sign-in', 'tests/e2e/identity.spec.ts')).toEqual(['cluster', 'js-off', 'js-on'])
  })

  it('reads --project NAME, --project=NAME, several names and repeats', () => {
    expect(pick('--project', 'cluster')).toEqual(['cluster'])
    expect(pick('--project=js-off')).toEqual(['js-off'])
    expect(pick('--project', 'js-on', 'js-off', '-g', 'x')).toEqual(['js-off', 'js-on'])
    expect(pick('--project', 'js-on', '--project=cluster')).toEqual(['cluster', 'js-on'])
  })

  it('matches case-insensitively, with * as a wildcard', () => {
    expect(pick('--project', 'JS-*')).toEqual(['js-off', 'js-on'])
    expect(pick('--project', 'clu*')).toEqual(['cluster'])
    expect(pick('--project', 'nothing')).toEqual([])
  })
})
