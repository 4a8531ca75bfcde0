import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { installHint, SCREEN_READER_PACKAGES, SCREEN_READER_TOOLS } from './tools.ts'

describe("the screen reader's programs", () => {
  it('.ci/run installs the packages the run names, no more and no fewer', () => {
    const ci = readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8')
    const installed = /^screen_reader_packages=\((.*)\)$/m.exec(ci)?.[1]
    expect(installed?.split(' ')).toEqual(SCREEN_READER_PACKAGES.split(' '))
  })

  it("every program's package is one of them (or bsdutils, which every Debian has)", () => {
    const packages = new Set([...SCREEN_READER_PACKAGES.split(' '), 'bsdutils'])
    const missing = SCREEN_READER_TOOLS.flatMap((t) => t.pkg.split(' ')).filter((pkg) => !packages.has(pkg))
    expect(missing).toEqual([])
  })

  it('a missing program fails with the command that installs them all', () => {
    expect(installHint([{ program: 'orca', pkg: 'orca' }])).toBe(
      [
        'screen-reader: orca not found.',
        'Install the screen reader and its virtual desktop, then run again:',
        `  apt-get update && apt-get install -y --no-install-recommends ${SCREEN_READER_PACKAGES}     (Debian/Ubuntu; .ci/run does this)`,
      ].join('\n'),
    )
  })
})
