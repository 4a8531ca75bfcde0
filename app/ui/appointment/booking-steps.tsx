import { fill, useTexts } from '~/utils/language/texts'

/**
 * The booking journey's progress: Select Care, Select Doctor, Confirmation. The current step carries
 * aria-current="step" and says "step 2 of 3" in hidden text too, since not every screen reader says
 * aria-current; earlier ones say they are done.
 * The page's loader sends the `bookingStepsMessages` texts.
 */
export function BookingSteps({ current }: { current: 1 | 2 | 3 }) {
  const m = useTexts('bookingStepsMessages')
  return (
    <nav aria-label={m.label} className="booking-steps">
      <ol className="booking-steps__list">
        {m.steps.map((title, index) => {
          const step = index + 1
          const state = step < current ? 'done' : step === current ? 'current' : 'todo'
          return (
            <li
              key={title}
              className={`booking-steps__step booking-steps__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="booking-steps__number" aria-hidden="true">
                {step}
              </span>
              <span className="booking-steps__title">{title}</span>
              {state === 'done' ? <span className="visually-hidden"> ({m.done})</span> : null}
              {state === 'current' ? (
                <span className="visually-hidden"> ({fill(m.current, { n: step, of: m.steps.length })})</span>
              ) : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
