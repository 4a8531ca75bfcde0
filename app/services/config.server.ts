import { z } from 'zod/v4'
import { cachedReference } from '~/utils/calls/reference-cache.server'
import { callService, callServiceForFile, type Caller } from '~/utils/calls/service-request.server'
import { Path } from '~/utils/navigation/paths'
import type { RequestScope } from '~/utils/observability/request-context.server'
import type { SignedInPatient } from '~/utils/session/session.server'

/** The config service: the sign-in page's images (docs/rules/identity.md#service-calls). */
export type LoginImageType = 'SPONSOR' | 'LOGO' | 'BACKGROUND'

const imagesSchema = z.array(
  z.object({
    id: z.coerce.number().int(),
    photoUrl: z.string(),
    description: z.string().nullish(),
  }),
)

export type LoginImage = { id: number; src: string; description: string }

/**
 * The images of one type. The browser gets them through the portal (/resources/login-image/:id,
 * same origin, so the CSP's img-src 'self' holds); the stand-in's photoUrl is that file's path.
 */
export async function getLoginPageImages(type: LoginImageType, scope: RequestScope | undefined): Promise<LoginImage[]> {
  const { data } = await callService(
    { service: 'config', path: '/Login-Page/images', query: { type }, caller: { scope } },
    imagesSchema,
  )
  return data.map((image) => ({
    id: image.id,
    src: `${Path.loginImage}/${image.id}`,
    description: image.description ?? '',
  }))
}

/** One image's bytes, for the resource route. */
export function getLoginPageImageFile(id: number, scope: RequestScope | undefined): Promise<Response> {
  return callServiceForFile({ service: 'config', path: `/Login-Page/images/${id}/file`, caller: { scope } })
}

// ---------------------------------------------------------------- profile reference data

const namedSchema = z.array(z.object({ id: z.coerce.number().int(), name: z.string() }))
const languagesSchema = z.array(z.object({ name: z.string() }))

export async function getStates(caller: Caller) {
  const { data } = await callService({ service: 'config', path: '/states', caller }, namedSchema)
  return data
}

export async function getCities(caller: Caller, stateId: number) {
  const { data } = await callService({ service: 'config', path: `/cities/state/${stateId}`, caller }, namedSchema)
  return data
}

/** The languages (the profile's choices and a filter of the doctor list). Cached per hospital. */
export function getLanguages(patient: SignedInPatient) {
  return cachedReference(patient.hospitalId, 'languages', async () => {
    const { data } = await callService({ service: 'config', path: '/languages', caller: patient }, languagesSchema)
    return data.map((l) => l.name)
  })
}

/** The conditions a doctor can be searched by (the doctor's keywords; a filter of the doctor list). Cached. */
export function getConditions(patient: SignedInPatient) {
  return cachedReference(patient.hospitalId, 'conditions', async () => {
    const { data } = await callService({ service: 'config', path: '/conditions', caller: patient }, namedSchema)
    return data
  })
}
