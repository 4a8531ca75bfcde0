import { lazy, Suspense } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

// the WebAuthn browser code is its own chunk, fetched only here and at the second step (ADR 92)
const Island = lazy(() => import('~/islands/passkey-add.client'))

/** Adding a passkey needs the browser's WebAuthn, so JavaScript: without it, a plain sentence says so. */
export function PasskeyAdd() {
  const hydrated = useHydrated()
  const text = useTexts('securityScreen')
  if (!hydrated) return <p>{text.passkeysNeedScript}</p>
  return (
    <Suspense fallback={null}>
      <Island url={Path.securityPasskey} />
    </Suspense>
  )
}
