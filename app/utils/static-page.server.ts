import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { getEnv } from './env.server'
import { notFound } from './http.server'

/**
 * The static pages' text lives in content/pages/<Name>.html (or STATIC_PAGES_DIR), so a
 * hospital can replace it without touching code. The file is the hospital's own, trusted HTML:
 * it starts with an <h1>, which also gives the page title. No scripts: the CSP would refuse them.
 */
export async function loadStaticPage(name: string): Promise<{ title: string; html: string }> {
  const dir = path.resolve(getEnv().STATIC_PAGES_DIR)
  let html: string
  try {
    html = await readFile(path.join(dir, `${name}.html`), 'utf8')
  } catch {
    throw notFound()
  }
  const title =
    /<h1[^>]*>([\s\S]*?)<\/h1>/i
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? name
  return { title, html }
}
