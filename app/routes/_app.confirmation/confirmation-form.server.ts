import { z } from 'zod'
import {
  cleanMedicalText,
  MEDICAL_TEXT_FIELDS,
  medicalTextProblem,
  VITAL_FIELDS,
  vitalProblem,
  type MedicalTextField,
  type VitalField,
} from '~/domain/booking/medical-info'
import type { English } from '~/utils/language/texts'
import { parseId } from '~/utils/request/http.server'

/**
 * What the confirmation form sends, read: its zod schema (kept off the page, ADR 7) and the booked
 * appointment a retry carries.
 */

/** A booking made, but with some of what was entered not saved: the retry goes to this appointment. */
export type Booked = { appointmentId: number; failures: string[]; documentsSaved: boolean }
/** What the loader and the action say, in the patient's language. */
export type Notices = English['bookingMessages']

const medicalText = (field: MedicalTextField, m: Notices) =>
  z
    .string()
    .optional()
    .transform((v) => cleanMedicalText(v ?? ''))
    .superRefine((v, ctx) => {
      const problem = medicalTextProblem(field, v, m)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

const vital = (field: VitalField, m: Notices) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .superRefine((v, ctx) => {
      const problem = vitalProblem(field, v, m)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

/**
 * The confirmation form: the hand-over (hidden), the medical info, and on a retry the booked appointment's id;
 * its messages in the patient's language.
 */
export const confirmationSchema = (m: Notices) =>
  z.object({
    careServiceId: z.string(),
    doctorId: z.string(),
    date: z.string(),
    start: z.string(),
    end: z.string(),
    ...(Object.fromEntries(MEDICAL_TEXT_FIELDS.map((f) => [f, medicalText(f, m)])) as Record<
      MedicalTextField,
      ReturnType<typeof medicalText>
    >),
    ...(Object.fromEntries(VITAL_FIELDS.map((f) => [f, vital(f, m)])) as Record<VitalField, ReturnType<typeof vital>>),
    appointmentId: z.coerce.number().int().positive().optional(),
    documentsSaved: z.literal('yes').optional(),
  })

/** A retry form carries the booked appointment (hidden fields), so a refused retry still shows it. */
export function bookedBefore(form: FormData): Booked | null {
  const id = parseId(form.get('appointmentId')?.toString())
  if (id === null) return null
  return { appointmentId: id, failures: [], documentsSaved: form.get('documentsSaved') === 'yes' }
}
