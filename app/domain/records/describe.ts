import { formatDate } from '~/domain/common/format'
import {
  PAGE_SECTIONS,
  type HealthRecordView,
  type ItemSource,
  type PageSection,
  type RecordItem,
} from '~/domain/records/read'
import type { Locale } from '~/utils/language/locale'
import { fill, type English } from '~/utils/language/texts'

/**
 * An item of the health record in words (docs/records.md#the-page): what it is, its value and where
 * it came from, in the page's language. The page and the file's narratives both write items with
 * this, so they say the same thing.
 */

type Words = English['recordsMessages']
export type Wording = { locale: Locale; timeZone: string; words: Words }

export type DescribedItem = { title: string; detail: string | null; source: string }

export function describeItem(section: PageSection, item: RecordItem, w: Wording): DescribedItem {
  const { words } = w
  const date = (at: string | null) => (at ? formatDate(w.locale, at, w.timeZone) : '')
  const kind = item.kind && item.kind in words.kinds ? words.kinds[item.kind as keyof Words['kinds']] : null
  switch (section) {
    case 'vitals': {
      const field = item.kind as keyof Words['vitals']
      return {
        title: words.vitals[field],
        detail: `${item.value} ${words.units[field]}`,
        source: sourceText(item.source, w),
      }
    }
    case 'encounters':
      return {
        title: date(item.date ?? null),
        detail: fill(words.visit, { type: kind ?? '', doctor: item.name }),
        source: sourceText(item.source, w),
      }
    case 'prescriptions':
      return {
        title: fill(words.prescription, { doctor: item.name }),
        detail: null,
        source: sourceText(item.source, w),
      }
    default:
      return { title: item.name, detail: kind, source: sourceText(item.source, w) }
  }
}

export function sourceText(source: ItemSource, w: Wording): string {
  const on = 'on' in source && source.on ? formatDate(w.locale, source.on, w.timeZone) : null
  switch (source.by) {
    case 'patient':
      return fill(w.words.toldAtBooking, { date: on ?? '' })
    case 'doctor':
      return fill(w.words.fromDoctor, { doctor: source.doctor, date: on ?? '' })
    case 'profile':
      return on ? fill(w.words.fromProfile, { date: on }) : w.words.fromProfileUndated
    case 'hospital':
      return fill(w.words.fromHospital, { hospital: source.hospital })
  }
}

/** A birth date ('1990-04-12') as the page writes dates; it is a calendar day, so no zone moves it. */
export const birthDateText = (birthDate: string, w: Wording) =>
  /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? formatDate(w.locale, `${birthDate}T12:00:00Z`, 'UTC') : birthDate

/** The page's whole record in words, with each item's link where it has one. */
export type DescribedRecord = ReturnType<typeof describeRecord>

export function describeRecord(view: HealthRecordView, w: Wording, links: RecordLinks) {
  const birthDate = birthDateText(view.patient.birthDate, w)
  return {
    about: {
      name: view.patient.name,
      birthDate,
      medicalRecordNumber: view.patient.medicalRecordNumber,
      hospital: view.hospital,
      // the print's running head: what the record holds of whom it is about (a helper's has no birth date)
      runningHead: [view.patient.name, birthDate, view.hospital].filter(Boolean).join(' · '),
    },
    madeOn: fill(w.words.madeOn, { date: formatDate(w.locale, view.madeOn, w.timeZone), hospital: view.hospital }),
    sections: PAGE_SECTIONS.map((key) => {
      const { items, inAll } = view.sections[key]
      const more = key === 'encounters' ? w.words.moreVisits : w.words.moreDocuments
      return {
        key,
        title: w.words.sections[key],
        more: inAll === null ? null : fill(more, { shown: items.length, total: inAll }),
        items: items.map((item) => ({ ref: item.ref, ...describeItem(key, item, w), link: linkOf(key, item, links) })),
      }
    }),
  }
}

/** Where an item's link goes: the prescription's viewer, the profile's document. */
export type RecordLinks = { prescription: (appointmentId: number) => string; document: (id: number) => string }

function linkOf(section: PageSection, item: RecordItem, links: RecordLinks): string | null {
  if (section === 'prescriptions' && item.appointmentId !== undefined) return links.prescription(item.appointmentId)
  if (section === 'documents' && item.documentId !== undefined) return links.document(item.documentId)
  return null
}
