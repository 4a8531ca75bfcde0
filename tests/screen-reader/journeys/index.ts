/** Every journey the screen-reader run walks, in order; each in a fresh Chromium profile. */
import type { Journey } from '../patient.ts'
import { booking } from './booking.ts'
import { chat } from './chat.ts'
import { confirmationErrorLink } from './confirmation-error-link.ts'
import { dashboard } from './dashboard.ts'
import { devices } from './devices.ts'
import { dialog } from './dialog.ts'
import { fileViewer } from './file-viewer.ts'
import { healthRecord } from './health-record.ts'
import { helping } from './helping.ts'
import { hindi } from './hindi.ts'
import { profileEdit } from './profile-edit.ts'
import { signInWithError } from './sign-in.ts'
import { twoStep } from './two-step.ts'

export const JOURNEYS: Journey[] = [
  signInWithError,
  dashboard,
  booking,
  confirmationErrorLink,
  chat,
  dialog,
  fileViewer,
  profileEdit,
  devices,
  healthRecord,
  hindi,
  twoStep,
  helping,
]
