import type { ReactNode } from 'react'

/**
 * A heading's second line ('Select Doctor' / 'Online Consultation'). Shown on a line of its own, it is read
 * straight after the title, so a hidden separator keeps a screen reader from running the two together.
 */
export function Subtitle({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <>
      <span className="visually-hidden">: </span>
      <span className="booking__subtitle" lang={lang}>
        {children}
      </span>
    </>
  )
}
