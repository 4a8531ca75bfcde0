/**
 * The administrator's reset of a patient's two-step sign-in (docs/two-step.md): clears the
 * patient's methods, recovery codes and remembered devices in the portal's shared store, SQLite
 * or Redis as the portal's own environment says (REDIS_URL, PORTAL_DATA_DIR), ends every session of
 * the patient, and records it in the patient's activity as done by the hospital.
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
try {
  const had = await resetTwoStep(patientId)
  console.log(
    had
      ? `Two-step sign-in cleared for patient ${patientId}: every session ended; their next sign-in needs the password only.`
      : `Patient ${patientId} had no two-step sign-in method; every session ended.`,
  )
} catch (error) {
  // a wrong or missing setting, a store out of reach: said plainly, with what to check
  const why =
    error instanceof Response
      ? "the portal's shared store could not be used (the line above says why)"
      : error instanceof Error
        ? error.message
        : String(error)
  console.error(
    `Two-step reset of patient ${patientId} did not finish: ${why}.\n` +
      "Run it with the portal's own environment: REDIS_URL for the cluster's Redis, or PORTAL_DATA_DIR for its SQLite folder.",
  )
  process.exitCode = 1
} finally {
  await closeStore().catch(() => undefined)
}
