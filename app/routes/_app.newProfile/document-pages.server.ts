import { clampPage, pageOf } from '~/domain/common/paging'
import { DOCUMENT_TYPES, documentPageKey, type DocumentType } from '~/domain/profile/uploads'
import { listPatientDocuments, type PatientDocument } from '~/services/patient/files.server'
import { optional } from '~/utils/calls/optional-call.server'
import type { Locale } from '~/utils/language/locale'
import { textsOf } from '~/utils/language/texts.server'
import type { SignedInPatient } from '~/utils/session/session.server'

type DocumentPage = { items: PatientDocument[]; page: number; last: number }

/**
 * The profile's documents, a page of each type (`?<type>-page=`, 10 a page) so the profile stays
 * the same size however many there are; a type that could not be loaded is null, and `failed`
 * says so (the error page's text; only when one failed).
 */
export async function loadDocumentPages(patient: SignedInPatient, url: URL, locale: Locale) {
  const lists = await Promise.all(DOCUMENT_TYPES.map((type) => optional(listPatientDocuments(patient, type))))
  const pages = DOCUMENT_TYPES.map((type, i) =>
    documentPage(lists[i] ?? null, url.searchParams.get(documentPageKey(type))),
  )
  return {
    documents: Object.fromEntries(DOCUMENT_TYPES.map((type, i) => [type, pages[i] ?? null])) as Record<
      DocumentType,
      DocumentPage | null
    >,
    documentsFailed: pages.includes(null) ? textsOf(locale, 'errorPageMessages').unexpected : null,
  }
}

function documentPage(all: PatientDocument[] | null, requested: string | null): DocumentPage | null {
  if (!all) return null
  const { page, last } = clampPage(requested, all.length)
  return { items: pageOf(all, page), page, last }
}
