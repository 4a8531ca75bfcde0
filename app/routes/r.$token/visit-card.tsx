import { Form } from '~/ui/form/csrf-field'
import { Field } from '~/ui/form/field'
import { fill, useTexts } from '~/utils/language/texts'
import type { LinkPage } from './link-page.server'

type Result = { error: string | null; yearError: string | null; year: string } | null

/**
 * The visit a link opens and what the patient may do with it: plain forms and links, no script.
 * "Cancel this visit" is a link to the same page asking the year of birth (GET changes nothing).
 */
export function VisitCard({
  page,
  result,
}: {
  page: LinkPage & { askYear: boolean; done: string | null }
  result: Result
}) {
  const t = useTexts('reminderLinkMessages')
  const { actions } = page
  const askYear = (page.askYear || result?.yearError) && actions.cancel
  const notice =
    page.done === 'confirmed' && page.state === 'confirmed'
      ? t.confirmedNotice
      : page.done === 'cancelled' && page.state === 'cancelled'
        ? t.cancelledNotice
        : null
  const state = {
    upcoming: t.upcoming,
    confirmed: fill(t.confirmedOn, { date: page.confirmedOn ?? '' }),
    cancelled: t.cancelled,
    passed: t.passed,
  }[page.state]
  return (
    <>
      <h1>{t.title}</h1>
      <p className="link-visit__hospital">{page.hospital}</p>
      <p>{fill(t.forPatient, { name: page.forName })}</p>
      {notice ? (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      ) : null}
      {result?.error ? (
        <p className="notice notice--error" role="alert">
          {result.error}
        </p>
      ) : null}
      <dl className="link-visit__details">
        <dt>{t.when}</dt>
        <dd>
          <time dateTime={page.startTime}>{`${page.time}, ${page.date}`}</time>
        </dd>
        <dt>{t.kind}</dt>
        <dd>{page.online ? t.video : t.inPerson}</dd>
        <dt>{t.state}</dt>
        <dd>{state}</dd>
      </dl>
      {askYear ? (
        <YearForm page={page} result={result} />
      ) : (
        <div className="link-visit__actions">
          {actions.confirm ? (
            <Form method="post" action={page.here}>
              <button type="submit" name="intent" value="confirm" className="button button--primary button--block">
                {t.willCome}
              </button>
            </Form>
          ) : null}
          {actions.cancel ? (
            <a href={`${page.here}?cancel`} className="button button--block">
              {t.cancelVisit}
            </a>
          ) : null}
          {actions.change ? (
            <p>
              <a href={page.changeHref}>{t.changeTime}</a> <span className="field__hint">{t.changeTimeHint}</span>
            </p>
          ) : null}
          {actions.calendar ? (
            <p>
              <a href={page.calendarHref} download="appointment.ics">
                {t.calendar}
              </a>
            </p>
          ) : null}
        </div>
      )}
    </>
  )
}

/** The cancel step: the year of birth, then the post. A wrong year keeps what was typed. */
function YearForm({ page, result }: { page: LinkPage; result: Result }) {
  const t = useTexts('reminderLinkMessages')
  if (page.actions.cancelLocked)
    return (
      <p className="notice notice--error" role="alert">
        {t.cancelLocked}
      </p>
    )
  const error = result?.yearError ?? null
  return (
    <Form method="post" action={`${page.here}?cancel`} className="link-visit__cancel">
      <h2>{t.cancelVisit}</h2>
      <p>{t.yearIntro}</p>
      <Field
        label={t.yearLabel}
        hint={t.yearHint}
        errors={error ? [error] : undefined}
        inputProps={{
          id: 'year-of-birth',
          name: 'yearOfBirth',
          inputMode: 'numeric',
          autoComplete: 'bday-year',
          maxLength: 4,
          defaultValue: result?.year ?? '',
          autoFocus: Boolean(error),
        }}
      />
      <button type="submit" name="intent" value="cancel" className="button button--danger button--block">
        {t.cancelNow}
      </button>
      <p>
        <a href={page.here}>{t.keep}</a>
      </p>
    </Form>
  )
}
