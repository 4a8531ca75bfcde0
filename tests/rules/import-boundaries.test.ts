import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The boundaries of server/ and backend/ (eslint.config.js, ADR 84) and of app/utils/ (ADR 103),
 * replayed as the imports they refuse: the server reaches the app only through the build (of app/
 * it imports the env schema, and types), the stand-in hospital imports nothing of the portal, and
 * the plumbing imports none of the areas, services and routes that stand on it.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: root })

// ESLint reads its config and loads the plugins on its first lint: about 2 s alone, and several times that on
// two busy cores. Done once here, with room for that, so each case below is timed on its own work.
beforeAll(() => eslint.lintText('', { filePath: 'server/index.ts' }).then(() => undefined), 30_000)

/** The boundary messages ESLint gives a module at `filePath` holding `code`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message)
}

const SERVER = /server\/ reaches the app through the Remix build only/
const BACKEND = /backend\/ is the stand-in hospital, a separate system/
const UTILS = /app\/utils\/ is the plumbing the areas, services and routes stand on: it imports none of them/

describe('server/', () => {
  it.each([
    ["import { log } from '../app/utils/observability/log.server.ts'\nexport const a = log\n", 'an app module'],
    ["import { Path } from '~/utils/navigation/paths'\nexport const a = Path\n", 'an app module by its alias'],
    ["export const a = import('../app/utils/observability/metrics.server.ts')\n", 'an app module imported at run time'],
    [
      "import { serverHooks } from '../app/entry.server.tsx'\nexport const a = serverHooks\n",
      'the server entry from source',
    ],
  ])('may not import %j (%s)', async (code) => {
    const found = await refusals('server/probe.ts', code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(SERVER)
  })

  it('may import the env schema, and the hooks type of the server entry', async () => {
    const code = [
      "import type { ServerHooks } from '../app/entry.server.tsx'",
      "import { loadEnv } from '../app/utils/env.server.ts'",
      'export const a: [typeof loadEnv, ServerHooks | undefined] = [loadEnv, undefined]',
      '',
    ].join('\n')
    expect(await refusals('server/probe.ts', code)).toEqual([])
  })
})

describe('backend/', () => {
  it.each([
    [
      'backend/names.ts',
      "import { isPersonName } from '../app/domain/common/name-cleaning.ts'\nexport const a = isPersonName\n",
    ],
    ['backend/config.ts', "import type { Env } from '../app/utils/env.server.ts'\nexport type A = Env\n"],
    ['backend/auth.ts', "import { csrf } from '../server/csrf.ts'\nexport const a = csrf\n"],
    [
      'backend/routes/patient/probe.ts',
      "import { Path } from '../../../app/utils/navigation/paths.ts'\nexport const a = Path\n",
    ],
    ['backend/routes/patient/probe.ts', "export const a = import('../../../server/csrf.ts')\n"],
  ])('%s may not hold %j', async (filePath, code) => {
    const found = await refusals(filePath, code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(BACKEND)
  })

  it("may import its own modules, named like the portal's folders", async () => {
    const code = [
      "import { createServicesApp } from './app.ts'",
      "import { startStandIn } from './server.ts'",
      'export const a = [createServicesApp, startStandIn]',
      '',
    ].join('\n')
    expect(await refusals('backend/probe.ts', code)).toEqual([])
  })
})

describe('app/utils/', () => {
  it.each([
    [
      'app/utils/session/probe.server.ts',
      "import { recordActivity } from '~/areas/activity.server'\nexport const a = recordActivity\n",
    ],
    [
      'app/utils/session/probe.server.ts',
      "import type { Patient } from '~/services/patient/profile.server'\nexport type A = Patient\n",
    ],
    ['app/utils/request/probe.server.ts', "import { loader } from '../../routes/_app.tsx'\nexport const a = loader\n"],
    ['app/utils/probe.server.ts', "export const a = import('~/areas/identity/guard.server')\n"],
  ])('%s may not hold %j', async (filePath, code) => {
    const found = await refusals(filePath, code)
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(UTILS)
  })

  it('may import its own modules and the pure rules, and an area may import it', async () => {
    const plumbing = [
      "import { guardDestination } from '~/domain/identity/guard'",
      "import { checkSession } from '~/utils/session/session.server'",
      "import { localeOf } from '../language/locale.server'",
      'export const a = [guardDestination, checkSession, localeOf]',
      '',
    ].join('\n')
    expect(await refusals('app/utils/session/probe.server.ts', plumbing)).toEqual([])
    const area = "import { checkSession } from '~/utils/session/session.server'\nexport const a = checkSession\n"
    expect(await refusals('app/areas/probe.server.ts', area)).toEqual([])
  })
})
