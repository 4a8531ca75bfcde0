import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hooksOf, importBuild, liveHooks, watchBuild, type PortalBuild } from './build.ts'

/** A stand-in for the Remix build: a module whose server entry's hooks say which build it is. */
function writeBuild(file: string, name: string) {
  writeFileSync(file, `export const entry = { module: { serverHooks: { routeOf: () => ${JSON.stringify(name)} } } }\n`)
}

const nameOf = (build: PortalBuild) => hooksOf(build).routeOf('/')

let dir = ''
let file = ''
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-build-'))
  file = path.join(dir, 'index.js')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('development takes a changed build', () => {
  it('hears the rebuilt file and imports the new build, where a plain import would keep the old one', async () => {
    writeBuild(file, 'first')
    expect(nameOf(await importBuild(file))).toBe('first')
    const changed = new Promise<void>((resolve) => {
      const stop = watchBuild(file, () => {
        stop()
        resolve()
      })
    })
    writeBuild(file, 'second')
    await changed
    // Node keeps a module once imported: only a fresh URL reads the new file
    expect(nameOf(await importBuild(file))).toBe('first')
    expect(nameOf(await importBuild(file, Date.now()))).toBe('second')
  })

  it("reads the file once it has stayed still, not at each of the compiler's writes", async () => {
    writeBuild(file, 'first')
    let calls = 0
    const stop = watchBuild(file, () => calls++)
    writeBuild(file, 'second')
    writeBuild(file, 'third')
    await new Promise((resolve) => setTimeout(resolve, 400))
    stop()
    expect(calls).toBe(1)
  })

  it('ignores the other files the compiler writes beside it', async () => {
    let calls = 0
    const stop = watchBuild(file, () => calls++)
    writeFileSync(path.join(dir, 'metafile.server.json'), '{}')
    await new Promise((resolve) => setTimeout(resolve, 400))
    stop()
    expect(calls).toBe(0)
  })

  it("gives the server's middleware the hooks of whichever build is current", async () => {
    writeBuild(file, 'first')
    let current = await importBuild(file)
    const portal = liveHooks(() => current)
    expect(portal.routeOf('/')).toBe('first')
    writeBuild(file, 'second')
    current = await importBuild(file, 2)
    expect(portal.routeOf('/')).toBe('second')
  })
})
