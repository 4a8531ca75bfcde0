import { useLocation, useNavigationType } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { pageChange, type Place } from '~/utils/navigation/page-change'
import { announce } from './announcer'

/**
 * Says, politely and once, what an update of the page brought (ADR 81): after a navigation that kept the page and
 * replaced its query (a filter, the date, the open slots), once the new data is on screen. `words` gets the query
 * before and after; null says nothing. A new page is read from its heading instead (ADR 80).
 */
export function useUpdateAnnouncement(words: (before: URLSearchParams, after: URLSearchParams) => string | null) {
  const location = useLocation()
  const action = useNavigationType()
  const before = useRef<Place>(location)
  const latest = useRef(words)
  latest.current = words
  useEffect(() => {
    const previous = before.current
    before.current = location
    if (pageChange(previous, location, action) !== 'update') return
    const message = latest.current(new URLSearchParams(previous.search), new URLSearchParams(location.search))
    if (message) announce(message)
  }, [location, action])
}
