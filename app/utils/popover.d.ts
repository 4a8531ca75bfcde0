// React 18 does not know the HTML popover attributes yet; it passes these
// lower-case names through to the DOM as they are.
import 'react'

declare module 'react' {
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual'
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string
  }
}
