import { useEffect, useState } from 'react'

/**
 * A widget's message that leaves the screen after 3 seconds (docs/rules/profile.md#validation) but stays in the
 * page, visually hidden, so a screen-reader user can still find it. A polite region without
 * role="status": empty most of the time, and an empty status is named "status bar" on every page.
 */
export function TransientMessage({ message, id }: { message: string | null; id: string }) {
  const [faded, setFaded] = useState(false)
  useEffect(() => {
    setFaded(false)
    if (!message) return
    const timer = setTimeout(() => setFaded(true), 3000)
    return () => clearTimeout(timer)
  }, [message])
  return (
    <p id={id} aria-live="polite" className={message && !faded ? 'field__error' : 'visually-hidden'}>
      {message}
    </p>
  )
}
