/**
 * The title of a static page: the text of its first `<h1>`, without tags. Read by scanning, not by a
 * pattern, so it stays linear on any file (docs/security.md, "Patterns and length caps").
 */
export function pageTitle(html: string): string | null {
  const lower = html.toLowerCase()
  const open = lower.indexOf('<h1')
  if (open < 0) return null
  const start = html.indexOf('>', open)
  const end = start < 0 ? -1 : lower.indexOf('</h1>', start)
  if (end < 0) return null
  return withoutTags(html.slice(start + 1, end)).trim()
}

/** The text with every `<…>` taken out; a `<` that no `>` closes stays, with what follows it. */
function withoutTags(text: string): string {
  let out = ''
  let at = 0
  while (at < text.length) {
    const lt = text.indexOf('<', at)
    if (lt >= 0 && text[lt + 1] === '>') {
      out += text.slice(at, lt + 2)
      at = lt + 2
      continue
    }
    const gt = lt < 0 ? -1 : text.indexOf('>', lt + 1)
    if (gt < 0) return out + text.slice(at)
    out += text.slice(at, lt)
    at = gt + 1
  }
  return out
}
