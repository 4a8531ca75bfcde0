import { PrefetchPageLinks, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type SyntheticEvent } from 'react'
import { helperMay } from '~/domain/helpers/route-scopes'
import type { HelperScope } from '~/domain/helpers/scopes'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { isCurrentPage } from '~/utils/navigation/link-click'
import { Path } from '~/utils/navigation/paths'
import { announce } from '../announce/announcer'
import { LanguageSwitch } from './language-switch'
import { LogoutButton } from './logout-button'

const sections = [
  { to: Path.dashboard, label: 'dashboard' },
  { to: Path.history, label: 'history' },
  { to: Path.profile, label: 'profile' },
  { to: Path.changePassword, label: 'changePassword' },
] as const

/**
 * What the menu offers: a helper acting for a patient (`scopes`) only the pages their scopes open
 * (app/domain/helpers/route-scopes.ts); Switch account to an account that helps someone.
 */
type Menu = { scopes: readonly HelperScope[] | null; canSwitch: boolean; bell: boolean }

/**
 * The signed-in top bar. On small screens the menu button opens the links as
 * a popover, which browsers do without JavaScript. The menu's links are the portal's plain links
 * (ADR 123), the current page's marked with aria-current; a section's page and data are fetched
 * ahead once the patient points at or tabs to its link.
 */
export function TopBar({ hasNewNotifications, menu }: { hasNewNotifications: boolean | null; menu: Menu }) {
  // null: the patient service did not say in time; the bell says so rather than "nothing new"
  const showDot = useNotificationDot(hasNewNotifications ?? false)
  const frameMessages = useTexts('frameMessages')
  useAnnouncedArrival(showDot, frameMessages.newNotifications)
  const { scopes } = menu
  const shown = sections.filter((s) => !scopes || helperMay(s.to, 'GET', scopes))
  const { pathname } = useLocation()
  const current = (to: string) => (isCurrentPage(pathname, to) ? 'page' : undefined)
  const [intended, setIntended] = useState<string | null>(null)
  const onIntent = (event: SyntheticEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-prefetch]') : null
    if (link) setIntended(link.getAttribute('href'))
  }
  return (
    <header className="top-bar">
      <Link to={Path.dashboard} className="top-bar__logo">
        <img src="/logo.svg" alt={frameMessages.home} width="160" height="32" />
      </Link>
      {menu.bell ? (
        <Link to={Path.notifications} className="bell" data-new={showDot || undefined}>
          <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
          </svg>
          <span className="visually-hidden">
            {showDot
              ? frameMessages.notificationsNew
              : hasNewNotifications === null
                ? frameMessages.notificationsUnknown
                : frameMessages.notifications}
          </span>
        </Link>
      ) : null}
      <button type="button" className="top-bar__menu-button" popovertarget="site-menu">
        {frameMessages.menu}
      </button>
      <nav
        id="site-menu"
        className="top-bar__nav"
        aria-label={frameMessages.mainNav}
        popover="auto"
        onPointerOver={onIntent}
        onFocus={onIntent}
      >
        <ul>
          {shown.map((s) => (
            <li key={s.to}>
              <Link to={s.to} aria-current={current(s.to)} data-prefetch="">
                {frameMessages[s.label]}
              </Link>
            </li>
          ))}
          {menu.canSwitch ? (
            <li>
              <Link to={Path.switchAccount} aria-current={current(Path.switchAccount)}>
                {frameMessages.switchAccount}
              </Link>
            </li>
          ) : null}
          <li>
            <LanguageSwitch folded />
          </li>
          <li>
            <LogoutButton>{frameMessages.logout}</LogoutButton>
          </li>
        </ul>
        {intended ? <PrefetchPageLinks page={intended} /> : null}
      </nav>
    </header>
  )
}

/**
 * The red dot. The notifications page clears the flag on the server; the frame's data may be
 * older than that (it is not reloaded on every client-side navigation), so once the patient
 * has opened the page the dot stays off until the frame reports a change.
 */
function useNotificationDot(hasNew: boolean) {
  const onNotificationsPage = useLocation().pathname === Path.notifications
  const [seenWhileFlagWas, setSeenWhileFlagWas] = useState<boolean | null>(null)
  useEffect(() => {
    if (onNotificationsPage) setSeenWhileFlagWas(hasNew)
    else if (seenWhileFlagWas !== null && seenWhileFlagWas !== hasNew) setSeenWhileFlagWas(null)
  }, [onNotificationsPage, hasNew, seenWhileFlagWas])
  if (onNotificationsPage) return false
  return hasNew && seenWhileFlagWas === null
}

/**
 * Says that notifications arrived when the dot appears while the patient is in the portal, once: not when a page
 * starts with it (the bell's name says it there), and not again when the frame's data is asked again unchanged.
 */
function useAnnouncedArrival(showDot: boolean, message: string) {
  const before = useRef(showDot)
  useEffect(() => {
    if (showDot && !before.current) announce(message)
    before.current = showDot
  }, [showDot, message])
}
