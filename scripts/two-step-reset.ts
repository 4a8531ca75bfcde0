/**
 * The administrator's reset of a patient's two-step sign-in (docs/two-step.md): clears the
 * patient's methods, recovery codes and remembered devices in the portal's shared store, SQLite
 * or Redis as the portal's own environment says (REDIS_URL, PORTAL_DATA_DIR), and records it in the
 * patient's activity as done by the hospital.
 *
 *   npm run two-step:reset -- <patientId>
 */
import { resetTwoStep } from '~/areas/security.server'
import { closeStore } from '~/utils/shared-store/index.server'

const arg = process.argv[2] ?? ''
if (!/^[1-9][0-9]{0,9}$/.test(arg)) {
  console.error('Usage: npm run two-step:reset -- <patientId>   (the patient id, a positive number)')
  process.exit(2)
}
const patientId = Number(arg)
const had = await resetTwoStep(patientId)
await closeStore()
console.log(
  had
    ? `Two-step sign-in cleared for patient ${patientId}: their next sign-in needs the password only.`
    : `Patient ${patientId} had no two-step sign-in method; nothing else changed.`,
)
