import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The layout docs/architecture.md describes, checked rather than remembered: the app root holds only the
 * Remix entry files, services/ one client per hospital service (a module, or a folder of modules
 * for a service that serves several things), ui/ its components in groups, and messages/, domain/,
 * areas/ and tests/integration/ name their entries after the same areas.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const AREAS = [
  'identity',
  'appointments',
  'booking',
  'chat',
  'video-call',
  'guest-call',
  'profile',
  'devices',
  'activity',
  'security',
  'helpers',
  'acting',
  'reminders',
  'records',
]
const SERVICES = ['patient', 'appointment', 'doctor', 'hospital', 'config', 'consultation', 'admin', 'logger']

/**
 * app/ui/'s groups (docs/architecture.md): the form-field pieces, the page frame, the polite region,
 * dialogs and an appointment's parts; at most a few components serve any page from the top.
 */
const UI_GROUPS = ['announce', 'appointment', 'dialog', 'form', 'frame', 'navigation']
const UI_LOOSE_MAX = 9

const entries = (dir: string) => readdirSync(root + dir, { withFileTypes: true })
/** 'booking/' -> 'booking', 'chat.test.ts' -> 'chat', 'identity.server.ts' -> 'identity' */
const areaOf = (name: string) => name.replace(/(\.server)?(\.test)?\.tsx?$/, '')

describe('the house layout', () => {
  it('app/ holds only root.tsx and the entry files beside its folders', () => {
    const files = entries('app')
      .filter((e) => e.isFile())
      .map((e) => e.name)
    expect(files.sort()).toEqual(['entry.client.tsx', 'entry.server.tsx', 'root.tsx'])
  })

  it('services/ holds only clients of the hospital services, a module or a folder of modules each', () => {
    for (const e of entries('app/services')) {
      const service = e.isFile() ? e.name.replace(/\.server\.ts$/, '') : e.name
      expect(SERVICES, e.name).toContain(service)
      if (e.isDirectory())
        for (const part of entries(`app/services/${e.name}`))
          expect(part.isFile() && part.name.endsWith('.server.ts'), `${e.name}/${part.name}`).toBe(true)
    }
  })

  it('areas/ names each module after an area', () => {
    for (const e of entries('app/areas')) expect(AREAS, e.name).toContain(areaOf(e.name))
  })

  it('ui/ groups its components: the named groups only, every form field in form/, and a few for any page', () => {
    const folders = entries('app/ui').filter((e) => e.isDirectory())
    expect(folders.map((e) => e.name).sort()).toEqual(UI_GROUPS)
    const fields = folders.flatMap((e) => entries(`app/ui/${e.name}`).map((f) => `${e.name}/${f.name}`))
    expect(fields.filter((f) => /-fields?\.tsx$/.test(f) && !f.startsWith('form/'))).toEqual([])
    const loose = entries('app/ui').filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    expect(loose.length, 'a new component goes into its group').toBeLessThanOrEqual(UI_LOOSE_MAX)
  })

  it.each(['app/messages', 'app/domain', 'tests/integration'])('%s names its entries after the areas', (dir) => {
    // domain/account: the rules about the account's browsers, which the devices area shows
    const also = dir === 'app/domain' ? ['common', 'account'] : ['common']
    for (const e of entries(dir)) expect([...AREAS, ...also], `${dir}/${e.name}`).toContain(areaOf(e.name))
  })
})
