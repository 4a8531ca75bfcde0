import { z } from 'zod/v4'
import { webAddress } from '~/domain/common/web-address'
import { cachedReference } from '~/utils/calls/reference-cache.server'
import { callService, callServiceForFile } from '~/utils/calls/service-request.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The hospital service (docs/rules/common.md#service-calls). */

// websiteHref: the website made safe for an href here, so no page ships the check to the browser
const hospitalSchema = z
  .object({
    hospitalName: z.string(),
    website: z.string().nullish(),
    city: z.string().nullish(),
    photoStatus: z.string().nullish(),
  })
  .transform((hospital) => ({ ...hospital, websiteHref: webAddress(hospital.website) }))

export type Hospital = z.infer<typeof hospitalSchema>

/** A care service or a speciality: the hospital's reference lists. */
const titledListSchema = z.array(z.object({ id: z.number(), title: z.string() }))

export async function getHospital(patient: SignedInPatient) {
  const { data } = await callService(
    { service: 'hospital', path: `/hospitals/info/${patient.hospitalId}`, caller: patient },
    hospitalSchema,
  )
  return data
}

/** The hospital's logo as the services send it (a streamed image response). */
export function getHospitalLogo(patient: SignedInPatient) {
  return callServiceForFile({
    service: 'hospital',
    path: `/hospitals/${patient.hospitalId}/image`,
    caller: patient,
  })
}

/** The care services the hospital offers (id, title); the profile maps two of them to checkboxes. Cached. */
export function getCareServices(patient: SignedInPatient) {
  return cachedReference(patient.hospitalId, 'care-services', async () => {
    const { data } = await callService(
      { service: 'hospital', path: `/hospitals/${patient.hospitalId}/care-services`, caller: patient },
      titledListSchema,
    )
    return data
  })
}

/** The hospital's specialities (a filter of the doctor list). Cached. */
export function getSpecialities(patient: SignedInPatient) {
  return cachedReference(patient.hospitalId, 'specialities', async () => {
    const { data } = await callService(
      { service: 'hospital', path: `/hospitals/${patient.hospitalId}/hospital-specialities`, caller: patient },
      titledListSchema,
    )
    return data
  })
}
