import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { announce } from '../announce/announcer'
import { useRootTexts } from './root-texts'

/** A thin bar, and a spoken 'Loading...' through the page's polite region, when a navigation takes longer than a moment. */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle'
  const [slow, setSlow] = useState(false)
  // the root renders it around its own error page too, where only the root's texts are sure
  const loading = useRootTexts()?.texts.frameMessages.loading

  useEffect(() => {
    if (!busy) {
      setSlow(false)
      return
    }
    const timer = setTimeout(() => setSlow(true), 400)
    return () => clearTimeout(timer)
  }, [busy])

  useEffect(() => {
    if (slow && loading) announce(loading)
  }, [slow, loading])

  return (
    <div className="progress" data-active={slow || undefined}>
      <div className="progress__bar" aria-hidden="true" />
    </div>
  )
}
