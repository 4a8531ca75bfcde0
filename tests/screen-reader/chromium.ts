/**
 * Chromium on the virtual desktop, as a blind patient uses it: not headless, its accessibility tree on for
 * Orca, driven by key presses (xdotool). Each journey gets a fresh profile, so nothing a journey leaves (a
 * cookie, a language) reaches the next. The page's title and address are read through the DevTools
 * endpoint, only to know when a page has arrived; nothing is clicked or filled that way. A journey that is not
 * about signing in gets the session cookie a sign-in made put in the profile that way, before its first page.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { waitFor, type Desktop } from './desktop.ts'
import { asProcessEnv, HarnessError, startGroup, stopGroup } from './processes.ts'
import type { Tool } from './tools.ts'

const run = promisify(execFile)

/** Chromium's own prompts (save the password? translate?) would talk over the page. */
const QUIET_PREFERENCES = {
  credentials_enable_service: false,
  profile: { password_manager_enabled: false },
  translate: { enabled: false },
}

export type Browser = {
  /** the page's title and address, or undefined while there is no page */
  page(): Promise<{ title: string; url: string } | undefined>
  /**
   * Opens `url` in a new tab and closes the one before, as a link followed from outside the portal (a letter, a
   * bookmark) opens: the page is read as it loads. Through the DevTools endpoint, not the address bar.
   */
  openTab(url: string): Promise<void>
  /** Puts a session cookie (`name=value`, as the portal set it) in the profile, for the portal at `url`. */
  addCookie(url: string, cookie: string): Promise<void>
  key(...keys: string[]): Promise<void>
  type(text: string): Promise<void>
  stop(): Promise<void>
}

export async function startChromium({
  chromium,
  desktop,
  tools,
  profileDir,
  url,
}: {
  chromium: string
  desktop: Desktop
  tools: Record<Tool, string>
  profileDir: string
  url: string
}): Promise<Browser> {
  mkdirSync(join(profileDir, 'Default'), { recursive: true })
  writeFileSync(join(profileDir, 'Default', 'Preferences'), JSON.stringify(QUIET_PREFERENCES))
  const browser = startGroup(
    'chromium',
    chromium,
    [
      `--user-data-dir=${profileDir}`,
      '--force-renderer-accessibility',
      '--no-first-run',
      '--no-default-browser-check',
      '--password-store=basic',
      // no network here, and nothing of Chromium's own may speak between the page's words
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      // root in CI: Chromium's sandbox refuses to run as root
      // (and --test-type keeps Chromium's warning about that flag, an alert Orca would read, off the screen)
      ...(process.getuid?.() === 0 ? ['--no-sandbox', '--test-type'] : []),
      '--window-position=0,0',
      '--window-size=1280,900',
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      url,
    ],
    { env: desktop.env, logDir: profileDir },
  )
  const xdotool = (...args: string[]) => run(tools.xdotool, args, { env: asProcessEnv(desktop.env) })
  const stop = () => stopGroup(browser, 5_000)
  try {
    let devtools = ''
    await waitFor(() => {
      try {
        devtools = devtoolsAddress(readFileSync(join(profileDir, 'DevToolsActivePort'), 'utf8')) ?? ''
        return devtools !== ''
      } catch {
        return false
      }
    }, 'Chromium')
    // no window manager: the window takes the keyboard only when told to
    let window = ''
    await waitFor(async () => {
      const found = await xdotool('search', '--onlyvisible', '--class', 'chromium').catch(() => ({ stdout: '' }))
      window = found.stdout.trim().split('\n').filter(Boolean).at(-1) ?? ''
      return window !== ''
    }, "Chromium's window")
    await xdotool('windowfocus', '--sync', window)
    const pages = async () =>
      (
        (await fetch(`${devtools}/json/list`).then(
          (r) => r.json(),
          () => [],
        )) as { id: string; type: string; title: string; url: string }[]
      ).filter((t) => t.type === 'page')
    return {
      async page() {
        return (await pages())[0]
      },
      async openTab(url) {
        const before = await pages()
        const opened = await fetch(`${devtools}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' })
        if (!opened.ok) throw new HarnessError(`Chromium did not open a tab (${opened.status})`)
        for (const page of before) await fetch(`${devtools}/json/close/${page.id}`)
      },
      async addCookie(portal, cookie) {
        const { chromium: driver } = await import('playwright-core')
        const cdp = await driver.connectOverCDP(devtools)
        try {
          await cdp.contexts()[0]!.addCookies([profileCookie(portal, cookie)])
        } finally {
          // disconnects: the browser and its pages stay as they are
          await cdp.close()
        }
      },
      async key(...keys) {
        await xdotool('key', '--clearmodifiers', ...keys)
      },
      async type(text) {
        await xdotool('type', '--delay', '60', '--', text)
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw new HarnessError(`Chromium did not start: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Where Chromium's DevTools answer, from its `DevToolsActivePort` file (the port's line, then the browser's path);
 * null until the port's whole line is in it: Chromium makes the file before it writes it.
 */
export function devtoolsAddress(activePort: string): string | null {
  const port = /^(\d+)\n/.exec(activePort)?.[1]
  return port ? `http://127.0.0.1:${port}` : null
}

/**
 * A cookie as the portal set it: httpOnly, SameSite=Lax, path /; a `__Host-` one is Secure, which DevTools takes
 * only for an https address (Chromium sends it to http://127.0.0.1 all the same: a secure context).
 */
export function profileCookie(url: string, cookie: string) {
  const at = cookie.indexOf('=')
  const name = cookie.slice(0, at)
  const secure = name.startsWith('__Host-')
  return {
    name,
    value: cookie.slice(at + 1),
    url: secure ? url.replace(/^http:/, 'https:') : url,
    secure,
    httpOnly: true,
    sameSite: 'Lax' as const,
  }
}
