import { useTexts } from '~/utils/language/texts'

/**
 * The recovery codes, shown once (docs/two-step.md): after the first method is added and after
 * "new codes". Monospaced in a list, so they can be read aloud, printed or copied by hand.
 */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const text = useTexts('secondStepScreen')
  return (
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
  )
}
