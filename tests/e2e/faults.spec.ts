/**
 * The fault matrix's real path (docs/resilience.md): the built portal in production mode, a fault-injecting
 * proxy and the stand-in, as `npm run faults` runs them, for a few rows; the whole matrix runs in
 * tests/integration/common/fault-matrix.test.ts (msw) and in `npm run faults`. No browser page.
 */
import { selectDoctorScreen } from '../../app/messages/booking/en.ts'
import { badCells, runRow, startFaultRig } from '../../scripts/faults.ts'
import { FAILURE_TEXTS } from '../support/fault-matrix.ts'
import { expect, test } from './fixtures.ts'

const textNumber = (text: string) => FAILURE_TEXTS.indexOf(text) + 1

test.describe('service faults through a real proxy', { tag: '@js-only' }, () => {
  test('a hanging doctor service, then hospital and doctor slow together: every page within 3 s, the doctor list says so', async () => {
    test.setTimeout(90_000)
    const rig = await startFaultRig()
    try {
      const healthy = await runRow(rig, [], 'none')
      expect(badCells(healthy)).toEqual([])
      expect(healthy.cells.flatMap((c) => c.texts)).toEqual([])

      for (const row of [
        await runRow(rig, ['doctor'], 'no-answer'),
        await runRow(rig, ['hospital', 'doctor'], 'delay-3s'),
      ]) {
        expect(badCells(row), `${row.services.join('+')} ${row.fault}`).toEqual([])
        const doctors = row.cells.find((c) => c.page === 'doctor list')!
        expect(doctors.status).toBe(200)
        expect(doctors.texts).toContain(textNumber(selectDoctorScreen.listFailed))
      }

      // and back at once when the service is
      const after = await runRow(rig, [], 'none')
      expect(after.cells.flatMap((c) => c.texts)).toEqual([])
    } finally {
      await rig.portal.stop()
    }
  })
})
