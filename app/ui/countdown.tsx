import { useEffect, useState } from 'react'
import { plural, useLocale, useTexts } from '~/utils/language/texts'

/**
 * Time left until `until` (epoch ms), as m:ss, ticking each second with JavaScript; the server
 * renders the same text once. `role="timer"` is not announced on every tick. When it reaches
 * zero it renders `done` instead.
 */
export function Countdown({
  until,
  serverNow,
  label,
  done,
}: {
  until: number
  serverNow: number
  label: string
  done: React.ReactNode
}) {
  const [now, setNow] = useState(serverNow)
  const { minutes } = useTexts('formMessages')
  const locale = useLocale()
  useEffect(() => {
    // The browser's clock may differ from the server's: count from the server's remaining time.
    const offset = serverNow - Date.now()
    setNow(Date.now() + offset)
    const tick = setInterval(() => setNow(Date.now() + offset), 1000)
    return () => clearInterval(tick)
  }, [serverNow])
  const left = Math.max(0, Math.ceil((until - now) / 1000))
  if (left === 0) return <>{done}</>
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return (
    <p>
      {label}{' '}
      <span role="timer" aria-label={plural(locale, minutes, Math.ceil(left / 60))}>
        {text}
      </span>
    </p>
  )
}
