/**
 * The file viewer by ear, on asha's closed appointment with Dr. Priya Raman (backend/seed), whose doctor has also
 * shared a PDF in the chat (the stand-in's dev control): View prescription opens a dialog heard by its name and
 * role, once, with the document's loading; Escape closes it, says so, and the focus is heard back on View
 * prescription. The chat's file opens in the same viewer, heard the same way.
 */
import type { Journey, Patient } from '../patient.ts'
import { NEVER_ANYWHERE, newPage, SIGNED_IN } from './common.ts'

/** Opens the viewer from the focused button; Escape closes it back to that button, `opener`. */
async function viewAndClose(p: Patient, opener: RegExp, dialog: RegExp, name: string) {
  await p.press(`${name}: open (Enter)`, ['Return'], {
    once: [{ phrase: dialog, because: 'a dialog is named, with its role, as it opens, once' }],
    // the loading is the dialog's description: said with it while the document loads, and not at all once it has
    atMostOnce: [{ phrase: 'Loading the document', because: "the document's loading is said once, if at all" }],
    never: NEVER_ANYWHERE,
  })
  await p.press(`${name}: close (Escape)`, ['Escape'], {
    once: [{ phrase: / closed/, because: 'closing a dialog says a word, once' }],
    hear: [{ phrase: opener, because: 'the focus is back on what opened it' }],
    never: [...NEVER_ANYWHERE, { phrase: 'Loading the document', because: 'a closed document says nothing more' }],
  })
}

export const fileViewer: Journey = {
  name: 'file-viewer',
  ...SIGNED_IN,
  start: '/specificAppointment?appointmentId=4',
  async walk(p) {
    await p.standIn('/dev/appointments/4/doctor-file', { name: 'test-results.pdf' })
    await p.press('the page again, with the shared file (F5)', ['F5'], newPage('Appointment Details'))
    await p.tabTo(/View prescription push button/, { max: 40 })
    await viewAndClose(
      p,
      /View prescription push button/,
      /Prescription, Dr\.? Priya Raman[^\n]*dialog/,
      'the prescription',
    )
    await p.tabTo(/View test-results\.pdf push button/, { max: 20 })
    await viewAndClose(p, /View test-results\.pdf push button/, /test-results\.pdf dialog/, "the chat's file")
  },
}
