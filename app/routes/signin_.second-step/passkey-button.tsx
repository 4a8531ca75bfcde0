import { lazy, Suspense } from 'react'
import { useHydrated } from '~/ui/use-hydrated'
import { Path } from '~/utils/navigation/paths'

// the WebAuthn browser code is its own chunk, fetched only here and on account security (ADR 92)
const Island = lazy(() => import('~/islands/passkey-sign-in.client'))

/** "Use a passkey", once scripts run: without JavaScript the code forms alone are there. */
export function PasskeyButton({ remember }: { remember: boolean }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Island url={Path.secondStepPasskey} remember={remember} />
    </Suspense>
  )
}
