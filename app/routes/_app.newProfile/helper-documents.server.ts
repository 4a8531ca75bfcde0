import { json, type SerializeFrom } from '@remix-run/node'
import { helperMay } from '~/domain/helpers/route-scopes'
import { profileBasePath } from '~/domain/profile/rules'
import { localeOf } from '~/utils/language/locale.server'
import { textsFor, textsOf } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import type { SignedInPatient } from '~/utils/session/session.server'
import { loadDocumentPages } from './document-pages.server'

/**
 * The profile page of a helper holding `documents` (docs/helpers.md): the profile's documents by
 * kind, their names and an upload form each, and nothing else of the patient: no identity or
 * contact details, no photo, no editing, no deleting, no opening a document.
 */
export async function loadHelperDocuments(request: Request, patient: SignedInPatient) {
  const locale = localeOf(request)
  return json({
    helper: true as const,
    title: textsOf(locale, 'pageTitles').profileDocuments,
    texts: textsFor(locale, 'profileScreen', 'profileMessages', 'profileDocumentTitles'),
    base: profileBasePath(request.url),
    // Close leads where this helper may go: the dashboard, or switching account when no scope opens it
    back:
      patient.actor && !helperMay(Path.dashboard, 'GET', patient.actor.scopes) ? Path.switchAccount : Path.dashboard,
    ...(await loadDocumentPages(patient, new URL(request.url), locale)),
  })
}

export type LoadedHelperDocuments = SerializeFrom<typeof loadHelperDocuments>
