import type { LoaderFunctionArgs } from '@remix-run/node'
import { recordActivity } from '~/areas/activity.server'
import { requirePatient } from '~/areas/identity/guard.server'

/** A transparent 1×1 GIF: what the print draws, so nothing shows where it is asked. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * The health record was printed (docs/records.md#the-page): the print's stylesheet alone asks for this
 * image, so a print records itself in the account activity without JavaScript; a page only shown asks
 * nothing. Never cached, so each page's print is asked again.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const patient = await requirePatient(request)
  await recordActivity(patient.patientId, 'healthRecordPrinted', request)
  return new Response(PIXEL, { headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' } })
}
