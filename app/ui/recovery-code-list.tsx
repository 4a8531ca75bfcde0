import { useTexts } from '~/utils/language/texts'

/**
 * The recovery codes, shown once (docs/two-step.md): after the first method is added (on Account security, or at
 * the set-up step a hospital requires) and after "new codes". `notice` says what happened and that the codes are
 * below, as a status, so a screen reader hears that they are there, not only that the step is on. Monospaced in a
 * list, so they can be read aloud, printed or copied by hand.
 */
export function RecoveryCodeList({ codes, notice }: { codes: readonly string[]; notice: string }) {
  const text = useTexts('secondStepScreen')
  return (
    <>
      <p className="alert alert--success" role="status">
        {notice}
      </p>
      <section aria-labelledby="recovery-codes-title" className="recovery-codes">
        <h2 id="recovery-codes-title">{text.codesHeading}</h2>
        <p>{text.codesIntro}</p>
        <ul className="recovery-codes__list">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
