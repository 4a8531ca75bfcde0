import { useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import {
  EXPERIENCE_BANDS,
  FILTER_PARAMS,
  SLOT_DURATIONS,
  SORTS,
  type FilterGroup,
} from '~/domain/booking/doctor-filters'
import { GENDERS } from '~/domain/common/genders'
import { Form } from '~/ui/form/csrf-field'
import { Link } from '~/ui/navigation/link'
import { fill, plural, useLocale, useTexts, type English } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'
import type { DoctorList } from './doctor-list.server'
import { CheckGroup, useChoicesFromUrl, type Choice, type ChoiceGroup } from './filter-group'

/** Wider than this, a filter choice applies at once (with JavaScript); narrower, on APPLY (docs/rules/booking.md#screens). */
const WIDE_SCREEN = '(min-width: 885px)'

/**
 * The filters and the sort (docs/rules/booking.md#screens): one GET form whose state is the URL (ADR 21), so it works without
 * JavaScript and a reload or a shared link shows the same list. The date field outside it belongs to it (`id`).
 */
export function DoctorFilters({ id, data }: { id: string; data: DoctorList }) {
  const submit = useSubmit()
  const text = useTexts('bookingSearchMessages')
  const selectDoctorScreen = useTexts('selectDoctorScreen')
  const locale = useLocale()
  // With JavaScript on a wide screen a choice applies at once; on a narrow one it waits for APPLY.
  const applyIfWide = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'date' || !window.matchMedia(WIDE_SCREEN).matches) return
    submit(event.currentTarget, { replace: true, preventScrollReset: true })
  }
  const groups = choiceGroups(data, selectDoctorScreen, text)
  useChoicesFromUrl(id, groups)
  return (
    // A disclosure, closed until a filter is applied: some 45 choices would otherwise stand between
    // the patient and the doctors (docs/accessibility.md: the first Book Appointment within 25 Tab presses); its
    // summary says how many filters are applied. Closed, its fields still belong to the form (ADR 52).
    <details className="filter-panel" open={data.activeFilters > 0}>
      <summary className="filter-panel__title">
        {selectDoctorScreen.filtersTitle}
        {data.activeFilters > 0 ? (
          <span className="filter-panel__count"> ({plural(locale, text.activeFilters, data.activeFilters)})</span>
        ) : null}
      </summary>
      {/* replace: APPLY updates this page (its words say how many doctors), not a new one (ADR 80) */}
      <Form method="get" id={id} onChange={applyIfWide} preventScrollReset replace>
        <input type="hidden" name="careServiceId" value={data.care.id} />
        {data.choicesFailed ? <p className="notice notice--error">{selectDoctorScreen.choicesFailed}</p> : null}
        {groups.map((group) => (
          <CheckGroup key={group.name} {...group} />
        ))}
        <div className="filter-panel__actions">
          <button type="submit" className="button button--primary">
            {selectDoctorScreen.apply}
          </button>
          <button type="reset" className="button">
            {text.cancel}
          </button>
        </div>
        {data.activeFilters > 0 ? (
          <p>
            <Link to={`${Path.selectDoctor}?careServiceId=${data.care.id}&date=${data.day}`}>
              {selectDoctorScreen.clearFilters}
            </Link>
          </p>
        ) : null}
      </Form>
    </details>
  )
}

/**
 * The form's groups of choices, in the order shown: the sort, then the filters (docs/rules/booking.md#states), each
 * filter choice with how many doctors it lists. The groups the hospital's services name are in their
 * language; when a lookup failed its group is empty, so not shown, and `choicesFailed` says so above them.
 */
function choiceGroups(
  data: DoctorList,
  legends: English['selectDoctorScreen'],
  text: English['bookingSearchMessages'],
): ChoiceGroup[] {
  const filter = (group: FilterGroup, legend: string, options: Choice[], lang?: string): ChoiceGroup => {
    const chosen: readonly (string | number)[] = data.filters[group]
    return {
      legend,
      name: FILTER_PARAMS[group],
      options,
      chosen: chosen.map(String),
      counts: data.counts?.[group],
      lang,
    }
  }
  const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }))
  const { specialities, languages, conditions } = data.options
  return [
    {
      legend: legends.sortLegend,
      type: 'radio',
      name: FILTER_PARAMS.sort,
      options: SORTS.map((s) => ({ value: s, label: text.sorts[s] })),
      chosen: [data.filters.sort],
    },
    filter(
      'experience',
      legends.experienceLegend,
      EXPERIENCE_BANDS.map((b) => ({ value: b.value, label: text.experienceBands[b.value] })),
    ),
    filter(
      'durations',
      legends.durationLegend,
      SLOT_DURATIONS.map((m) => ({ value: String(m), label: fill(text.duration, { minutes: m }) })),
    ),
    filter(
      'genders',
      legends.genderLegend,
      GENDERS.map((g) => ({ value: g, label: text.genders[g] })),
    ),
    filter('specialities', legends.specialityLegend, named(specialities), SERVICE_LANG),
    filter('languages', legends.languageLegend, named(languages), SERVICE_LANG),
    filter(
      'conditions',
      legends.conditionLegend,
      conditions.map((c) => ({ value: String(c.id), label: c.name })),
      SERVICE_LANG,
    ),
  ]
}
