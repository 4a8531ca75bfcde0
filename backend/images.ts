/** Generated SVG images, so the seed needs no binary files in the repository. */

export const SVG_MIME = 'image/svg+xml'

/** The hospital logo: a sunrise over a medical cross, in two calm colours. */
export function hospitalLogoSvg(name: string): string {
  const title = escapeXml(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${title}">
  <title>${title}</title>
  <circle cx="32" cy="32" r="31" fill="#0b5d6b"/>
  <path d="M8 40a24 24 0 0 1 48 0z" fill="#f4a259"/>
  <g stroke="#f4a259" stroke-width="3" stroke-linecap="round">
    <path d="M32 8v5M15 15l3.5 3.5M49 15l-3.5 3.5M6 28h5M53 28h5"/>
  </g>
  <path d="M28 26h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#ffffff"/>
</svg>
`
}

const AVATAR_COLOURS = ['#0b5d6b', '#6b3e8f', '#2f6b2f', '#8f3e3e', '#3e548f', '#8f6b1f']

/** A doctor's photo stand-in: initials on a coloured disc. */
export function avatarSvg(firstName: string, lastName: string, seed: number): string {
  const initials = escapeXml(`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase())
  const colour = AVATAR_COLOURS[seed % AVATAR_COLOURS.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${initials}">
  <circle cx="48" cy="48" r="48" fill="${colour}"/>
  <text x="48" y="60" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#ffffff">${initials}</text>
</svg>
`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
