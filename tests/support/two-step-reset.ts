/**
 * The administrator's reset of a patient's two-step sign-in (`npm run two-step:reset`), run as the hospital
 * would, against the portal's store (its folder, or the Redis a cluster shares): how the e2e tests and the
 * screen reader's journey leave or start a patient with it off.
 */
import { execFileSync } from 'node:child_process'

export function resetTwoStep(patientId: number, store: { PORTAL_DATA_DIR: string } | { REDIS_URL: string }): void {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/two-step-reset.ts', String(patientId)], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...store },
  })
}
