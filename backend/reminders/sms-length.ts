/**
 * How many SMS segments a text takes (3GPP TS 23.038): GSM-7 when every character is in its
 * alphabet (160 a segment, 153 when concatenated; the extension characters count twice), else
 * UCS-2 (70, then 67 per segment, counted in UTF-16 units).
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM7_EXTENSION = '^{}\\[~]|€\f'

/** The text's length in GSM-7 septets, or null when it needs UCS-2. */
export function gsm7Length(text: string): number | null {
  let length = 0
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) length += 1
    else if (GSM7_EXTENSION.includes(char)) length += 2
    else return null
  }
  return length
}

export function smsSegments(text: string): { encoding: 'GSM-7' | 'UCS-2'; segments: number } {
  const septets = gsm7Length(text)
  if (septets !== null) return { encoding: 'GSM-7', segments: septets <= 160 ? 1 : Math.ceil(septets / 153) }
  const units = text.length
  return { encoding: 'UCS-2', segments: units <= 70 ? 1 : Math.ceil(units / 67) }
}
