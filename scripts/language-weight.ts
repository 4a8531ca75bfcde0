/**
 * Weight (docs/languages.md): what a page costs in each language. The JavaScript is the same file in every
 * language (ADR 56; `npm run size` fails if a dictionary reaches it), so what differs is the HTML,
 * which carries the page's texts in its loader data. For the pages with the most texts, this prints
 * the gzip size of the HTML in English, Hindi and Kannada, on the built portal in production mode.
 *
 *   npm run build && npm run weight      (WEIGHT_PORT default 3500: the portal there, the stand-in at +1000)
 */
import { gzipSync } from 'node:zlib'
import { locales, type Locale } from '../app/utils/language/locale.ts'
import { signInToPortal } from './portal-session.ts'
import { startPortal } from './run-portal.ts'

const PORT = Number(process.env.WEIGHT_PORT ?? 3500)

/** The pages with the most texts of each area; sign-in is read without a session. */
const PAGES = [
  { name: 'sign-in', path: '/signin', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'dashboard', path: '/myappointments', signedIn: true },
  { name: 'doctor list', path: '/selectDoctor?careServiceId=1', signedIn: true },
  { name: 'appointment + chat', path: '/specificAppointment?appointmentId=2', signedIn: true },
  { name: 'profile', path: '/newProfile', signedIn: true },
  { name: 'accessibility statement', path: '/Accessibility', signedIn: false },
] as const

const running = await startPortal({ port: PORT, standInPort: PORT + 1000 })
try {
  const session = await signInToPortal(running.url)
  const kb = async (path: string, locale: Locale, signedIn: boolean) => {
    const cookie = [`lang=${locale}`, ...(signedIn ? [session] : [])].join('; ')
    const response = await fetch(`${running.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${path} in ${locale}: status ${response.status}`)
    if (!html.includes(`<html lang="${locale}"`)) throw new Error(`${path} in ${locale}: not in that language`)
    return gzipSync(html, { level: 9 }).length / 1024
  }
  console.log(`| page | ${locales.join(' | ')} |\n|---|${locales.map(() => '---|').join('')}`)
  for (const page of PAGES) {
    const sizes = []
    for (const locale of locales) sizes.push(await kb(page.path, locale, page.signedIn))
    console.log(`| ${page.name} | ${sizes.map((s) => `${s.toFixed(1)} KB`).join(' | ')} |`)
  }
  console.log('\ngzip (level 9) of the HTML with its loader data; the JavaScript is the same in every language.')
} finally {
  await running.stop()
}
