import { useEffect, useState } from 'react'
import { useTexts } from '~/utils/language/texts'

/** Print, once the page's script runs: without it the browser's own Print does the same. */
export function PrintButton() {
  const text = useTexts('recordsMessages')
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  if (!ready) return null
  return (
    <p className="no-print">
      <button type="button" className="button" onClick={() => window.print()}>
        {text.print}
      </button>
    </p>
  )
}
