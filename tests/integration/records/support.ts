import type { Bundle, Composition } from '@medplum/fhirtypes'
import { loader as pageLoader } from '~/routes/_app.records/route'
import { loader as fileLoader } from '~/routes/_app.records_.health-record[.]json.resource'
import { standIn } from '../../mocks/standin'
import { stubEnv } from '../../support/env'
import { readLoaderData } from '../../support/read-response'
import { get } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

/** The health record's integration helpers: the two builders, the page's data and the file. */

export const BUILDERS = ['portal', 'hospital'] as const

export function useBuilder(builder: (typeof BUILDERS)[number]) {
  stubEnv({ HEALTH_RECORD_BUILDER: builder })
}

export const asha = () => signIn('asha', 'Asha@2026')

/** ravi past his first sign-in's consent: a patient who has told us nothing and has no visits. */
export async function ravi() {
  standIn.db().prepare(`UPDATE patients SET login_status = 'NEXT_LOGIN', consent_status = 'GIVEN' WHERE id = 2`).run()
  return signIn('ravi', 'Ravi@2026')
}

export const page = async (cookie: string, query = '') =>
  readLoaderData<typeof pageLoader>(await run(pageLoader, get(`/records${query}`, cookie)))

export const fileResponse = (cookie: string, query = '') =>
  run(fileLoader, get(`/records/health-record.json${query}`, cookie))

export async function file(cookie: string, query = ''): Promise<Bundle> {
  const response = await fileResponse(cookie, query)
  if (response.status !== 200) throw new Error(`the file answered ${response.status}`)
  return (await response.json()) as Bundle
}

export const compositionOf = (bundle: Bundle) => bundle.entry?.[0]?.resource as Composition

/** Every entry a section of the file lists. */
export const sectionEntries = (bundle: Bundle) =>
  (compositionOf(bundle).section ?? []).flatMap((s) => (s.entry ?? []).map((e) => e.reference))

/** asha's completed visits made `count` in all, each a physical visit with Dr. 1 on an earlier day. */
export function completedVisits(count: number) {
  const db = standIn.db()
  const insert = db.prepare(
    `INSERT INTO appointments (doctor_id, patient_id, start_time, end_time, status, type, created_at, updated_at)
     VALUES (1, 1, ?, ?, 'CLOSED', 'PHYSICAL_VISIT', ?, ?)`,
  )
  const already = db
    .prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM appointments WHERE patient_id = 1 AND status = 'CLOSED'`)
    .get()!.n
  for (let i = 0; i < count - already; i++) {
    const start = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString()
    const end = new Date(Date.UTC(2020, 0, 1) + i * 3_600_000 + 1_800_000).toISOString()
    insert.run(start, end, start, end)
  }
}
