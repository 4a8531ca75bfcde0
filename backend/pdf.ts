/**
 * A small PDF writer for the generated prescriptions: A4 pages of Helvetica text lines, one
 * content stream per page, a correct cross-reference table. Enough for any PDF reader. A line
 * with a `link` is covered by a link annotation to that web address.
 */
export interface PdfLine {
  text: string
  size?: number
  bold?: boolean
  link?: string
}

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56

/** Text in a PDF string literal: only printable ASCII, with the three special characters escaped. */
function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?')
  return `(${ascii.replace(/[\\()]/g, (ch) => `\\${ch}`)})`
}

/** A page's content stream, and a link annotation over each line that has a link. */
function pageContent(lines: PdfLine[]): { stream: string; links: string[] } {
  let y = PAGE_HEIGHT - MARGIN
  const ops: string[] = []
  const links: string[] = []
  for (const line of lines) {
    const size = line.size ?? 11
    y -= size * 1.5
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${pdfString(line.text)} Tj ET`)
    if (line.link) {
      // Helvetica averages about half an em a character: near enough for the clickable box
      const rect = [MARGIN, y - size * 0.25, MARGIN + line.text.length * size * 0.5, y + size].map((n) => n.toFixed(1))
      links.push(
        `<< /Type /Annot /Subtype /Link /Rect [${rect.join(' ')}] /Border [0 0 0] ` +
          `/A << /S /URI /URI ${pdfString(line.link)} >> >>`,
      )
    }
  }
  return { stream: ops.join('\n'), links }
}

export function writePdf(pages: PdfLine[][], title: string): Buffer {
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  // 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then per page: the page, its
  // stream and its link annotations
  const contents = pages.map(pageContent)
  const pageIds: number[] = []
  let next = 6
  for (const { links } of contents) {
    pageIds.push(next)
    next += 2 + links.length
  }
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(`<< /Title ${pdfString(title)} /Producer (Stand-in hospital services) >>`)
  for (const [i, { stream, links }] of contents.entries()) {
    const id = pageIds[i]!
    const annots = links.length ? ` /Annots [${links.map((_, j) => `${id + 2 + j} 0 R`).join(' ')}]` : ''
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R${annots} >>`,
    )
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
    links.forEach(add)
  }
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
