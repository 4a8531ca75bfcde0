import { vi } from 'vitest'
import { resetEnvCache } from '~/utils/env.server'

/** Settings for this test on, as the portal reads them: the environment is parsed once, so its parse is dropped. */
export function stubEnv(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value)
  resetEnvCache()
}

/** The environment as it was before `stubEnv` (for an `afterEach`, or a test's own end). */
export function restoreEnv() {
  vi.unstubAllEnvs()
  resetEnvCache()
}
