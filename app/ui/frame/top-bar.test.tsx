import { describe, expect, it } from 'vitest'
import { frameMessages, languageSwitch } from '~/messages/common/en'
import { renderOnPage } from '../../../tests/support/render-on-page'
import { TopBar } from './top-bar'

const menu = { scopes: null, canSwitch: true, bell: true }

/** The menu's links as the server renders them on `path`: each link's name and its aria-current. */
async function menuLinks(path: string) {
  const html = await renderOnPage(
    <TopBar hasNewNotifications={false} menu={menu} />,
    { texts: { frameMessages, languageSwitch } },
    'en',
    path,
  )
  const nav = /<nav id="site-menu"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!
  return [...nav.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes, name]) => ({
    name,
    current: /aria-current="page"/.test(attributes!),
  }))
}

describe('the top bar', () => {
  it("marks the current section's link, on its page and on a page under it", async () => {
    for (const path of ['/myappointments', '/myappointments/12']) {
      expect((await menuLinks(path)).filter((l) => l.current).map((l) => l.name)).toEqual(['Dashboard'])
    }
    expect((await menuLinks('/appointmentHistory')).filter((l) => l.current).map((l) => l.name)).toEqual([
      'Appointment History',
    ])
  })

  it('marks no link on a page outside the menu', async () => {
    expect((await menuLinks('/selectDoctor')).some((l) => l.current)).toBe(false)
  })
})
