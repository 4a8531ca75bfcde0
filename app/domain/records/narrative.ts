import type { Bundle, Composition } from '@medplum/fhirtypes'
import { sectionKeyOf } from '~/domain/records/codes'
import { describeItem, type Wording } from '~/domain/records/describe'
import { readHealthRecord, type PageSection } from '~/domain/records/read'

/**
 * Each section's narrative (`text.div`) in the page's language, written from the same reading of the
 * Bundle the page shows (ADR 117), whichever builder made it. The Composition takes the language and
 * its title; the coded entries stay as they are.
 */
export function withNarrative(bundle: Bundle, w: Wording): Bundle {
  const view = readHealthRecord(bundle)
  const [first, ...rest] = bundle.entry ?? []
  const composition = first?.resource as Composition
  const section = (composition.section ?? []).map((s) => {
    const key = sectionKeyOf(s.code)
    if (!key) return s
    // the documents section holds the prescriptions too: the page shows them apart
    const parts: PageSection[] = key === 'documents' ? ['prescriptions', 'documents'] : [key]
    const lines = parts.flatMap((part) =>
      view.sections[part].items.map((item) => {
        const d = describeItem(part, item, w)
        return `<li>${escape([d.title, d.detail, d.source].filter(Boolean).join('. '))}</li>`
      }),
    )
    const body = lines.length > 0 ? `<ul>${lines.join('')}</ul>` : `<p>${escape(w.words.noneRecorded)}</p>`
    return {
      ...s,
      title: parts.map((p) => w.words.sections[p]).join(', '),
      text: { status: 'generated' as const, div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` },
    }
  })
  return {
    ...bundle,
    language: w.locale,
    entry: [
      { ...first, resource: { ...composition, language: w.locale, title: w.words.documentTitle, section } },
      ...rest,
    ],
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
