import { Link, useSubmit } from '@remix-run/react'
import type { FormEvent } from 'react'
import { SERVICE_LANG } from '~/domain/booking/care-service'
import { EXPERIENCE_BANDS, FILTER_PARAMS, GENDERS, SLOT_DURATIONS, SORTS } from '~/domain/booking/doctor-filters'
import { Form } from '~/ui/form'
import { Path } from '~/utils/paths'
import { fill, plural, useLocale, useTexts } from '~/utils/texts'
import type { DoctorList } from './doctor-list.server'

/** Wider than this, a filter choice applies at once (with JavaScript); narrower, on APPLY (spec 2 section 2). */
const WIDE_SCREEN = '(min-width: 885px)'

/**
 * The filters and the sort (spec 2 section 2): one GET form whose state is the URL (ADR 21), so it works without
 * JavaScript and a reload or a shared link shows the same list. The date field outside it belongs to it (`id`).
 */
export function DoctorFilters({ id, data }: { id: string; data: DoctorList }) {
  const submit = useSubmit()
  const text = useTexts('bookingSearchMessages')
  const SelectDoctorText = useTexts('SelectDoctorText')
  const locale = useLocale()
  // With JavaScript on a wide screen a choice applies at once; on a narrow one it waits for APPLY.
  const applyIfWide = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement
    if (target.type === 'date' || !window.matchMedia(WIDE_SCREEN).matches) return
    submit(event.currentTarget, { replace: true, preventScrollReset: true })
  }
  const f = data.filters
  return (
    // A disclosure, closed until a filter is applied: some 45 choices would otherwise stand between
    // the patient and the doctors (issue 20: the first Book Appointment within 25 Tab presses); its
    // summary says how many filters are applied. Closed, its fields still belong to the form (ADR 52).
    <details className="filter-panel" open={data.activeFilters > 0}>
      <summary className="filter-panel__title">
        {SelectDoctorText.filtersTitle}
        {data.activeFilters > 0 ? (
          <span className="filter-panel__count"> ({plural(locale, text.activeFilters, data.activeFilters)})</span>
        ) : null}
      </summary>
      <Form method="get" id={id} onChange={applyIfWide} preventScrollReset>
        <input type="hidden" name="careServiceId" value={data.care.id} />
        {data.choicesFailed ? <p className="notice notice--error">{SelectDoctorText.choicesFailed}</p> : null}
        <CheckGroup
          legend={SelectDoctorText.sortLegend}
          type="radio"
          name={FILTER_PARAMS.sort}
          options={SORTS.map((s) => ({ value: s, label: text.sorts[s] }))}
          chosen={[f.sort]}
        />
        <CheckGroup
          legend={SelectDoctorText.experienceLegend}
          name={FILTER_PARAMS.experience}
          options={EXPERIENCE_BANDS.map((b) => ({ value: b.value, label: text.experienceBands[b.value] }))}
          chosen={f.experience}
          counts={data.counts?.experience}
        />
        <CheckGroup
          legend={SelectDoctorText.durationLegend}
          name={FILTER_PARAMS.durations}
          options={SLOT_DURATIONS.map((m) => ({ value: String(m), label: fill(text.duration, { minutes: m }) }))}
          chosen={f.durations.map(String)}
          counts={data.counts?.durations}
        />
        <CheckGroup
          legend={SelectDoctorText.genderLegend}
          name={FILTER_PARAMS.genders}
          options={GENDERS.map((g) => ({ value: g, label: text.genders[g] }))}
          chosen={f.genders}
          counts={data.counts?.genders}
        />
        <CheckGroup
          legend={SelectDoctorText.specialityLegend}
          name={FILTER_PARAMS.specialities}
          options={data.options.specialities.map((s) => ({ value: s, label: s }))}
          chosen={f.specialities}
          counts={data.counts?.specialities}
          lang={SERVICE_LANG}
        />
        <CheckGroup
          legend={SelectDoctorText.languageLegend}
          name={FILTER_PARAMS.languages}
          options={data.options.languages.map((l) => ({ value: l, label: l }))}
          chosen={f.languages}
          counts={data.counts?.languages}
          lang={SERVICE_LANG}
        />
        <CheckGroup
          legend={SelectDoctorText.conditionLegend}
          name={FILTER_PARAMS.conditions}
          options={data.options.conditions.map((c) => ({ value: String(c.id), label: c.name }))}
          chosen={f.conditions.map(String)}
          counts={data.counts?.conditions}
          lang={SERVICE_LANG}
        />
        <div className="filter-panel__actions">
          <button type="submit" className="button button--primary">
            {SelectDoctorText.apply}
          </button>
          <button type="reset" className="button">
            {text.cancel}
          </button>
        </div>
        {data.activeFilters > 0 ? (
          <p>
            <Link to={`${Path.selectDoctor}?careServiceId=${data.care.id}&date=${data.day}`}>
              {SelectDoctorText.clearFilters}
            </Link>
          </p>
        ) : null}
      </Form>
    </details>
  )
}

function CheckGroup({
  legend,
  name,
  options,
  chosen,
  counts,
  type = 'checkbox',
  lang,
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  chosen: readonly string[]
  /** how many doctors each choice lists, by value (none when the doctors could not be loaded) */
  counts?: Record<string, number> | undefined
  type?: 'checkbox' | 'radio'
  /** the choices' language, when the hospital's services name them (ours are in the page's) */
  lang?: string
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="filter-group__option">
          {/* keyed by the applied state so a new URL resets what the form shows */}
          <input
            key={String(chosen.includes(o.value))}
            type={type}
            name={name}
            value={o.value}
            defaultChecked={chosen.includes(o.value)}
          />
          <span lang={lang}>{o.label}</span>
          {counts ? <span className="filter-group__count"> ({counts[o.value] ?? 0})</span> : null}
        </label>
      ))}
    </fieldset>
  )
}
