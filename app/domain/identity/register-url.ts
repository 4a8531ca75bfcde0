/**
 * The registration link (docs/rules/identity.md#validation) carries the hospital id after an equals sign
 * (/register?hospitalId=3, /register?id=3, /register/hospital=3 ...): the digits after the last '='.
 */
export function hospitalIdFromUrl(url: string): number | null {
  let text: string
  try {
    const parsed = new URL(url)
    text = decodeURIComponent(parsed.pathname + parsed.search)
  } catch {
    return null
  }
  const match = /=\s*([0-9]{1,9})\s*\/?$/.exec(text)
  const id = match?.[1] ? Number(match[1]) : NaN
  return Number.isInteger(id) && id > 0 ? id : null
}
