/**
 * The ADR index (docs/decisions/README.md) lists every decision there is, and names every number there
 * isn't as a gap: a reader who looks a decision up in the table finds it, and a number cited in the code
 * leads to one file.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const folder = new URL('../../docs/decisions/', import.meta.url)
const index = readFileSync(new URL('README.md', folder), 'utf8')
const files = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name))
const numberOf = (file: string) => Number(file.slice(0, 4))

describe('the ADR index', () => {
  it('has a row for each decision, linked to its file', () => {
    const missing = files.filter((file) => !index.includes(`| [${numberOf(file)}](${file}) |`))
    expect(missing).toEqual([])
  })

  it('names each unused number below the highest as a gap, and only those', () => {
    const used = new Set(files.map(numberOf))
    const highest = Math.max(...used)
    const unused = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !used.has(n))
    const gapsLine = /There are no ADRs ([^.]+)\./.exec(index)?.[1] ?? ''
    const gaps = gapsLine.split(/,| or /).map((n) => Number(n.trim()))
    expect(gaps).toEqual(unused)
    expect(new Set(files.map(numberOf)).size).toBe(files.length)
  })
})
