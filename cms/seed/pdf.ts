/**
 * Writes a small, valid one-page PDF (A4, Helvetica) from lines of text. Enough for demo KYC
 * documents and inspection reports without a PDF library.
 */

export type PdfLine = string | { text: string; bold?: boolean; size?: number; gapBefore?: number }

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56
const MAX_CHARS = 92

/** WinAnsi covers the Latin-1 letters we use (ä, ö, ü, ß, é …); other characters become '?'. */
const toWinAnsi = (text: string): string =>
  text
    .replace(/[–—]/g, '-')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/€/g, 'EUR')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/([\\()])/g, '\\$1')

const wrap = (text: string): string[] => {
  const words = text.split(/\s+/)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    if (current && (current + ' ' + word).length > MAX_CHARS) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

export const createPdf = (title: string, body: PdfLine[]): Buffer => {
  const ops: string[] = []
  let y = PAGE_HEIGHT - MARGIN - 10
  const write = (text: string, font: 'F1' | 'F2', size: number) => {
    ops.push(`BT /${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${toWinAnsi(text)}) Tj ET`)
    y -= size * 1.45
  }
  write(title, 'F2', 18)
  ops.push(`0.6 w ${MARGIN} ${(y + 8).toFixed(1)} m ${PAGE_WIDTH - MARGIN} ${(y + 8).toFixed(1)} l S`)
  y -= 10
  for (const entry of body) {
    const line = typeof entry === 'string' ? { text: entry } : entry
    y -= line.gapBefore ?? 0
    for (const part of wrap(line.text)) {
      if (y < MARGIN) break
      write(part, line.bold ? 'F2' : 'F1', line.size ?? 11)
    }
  }
  const content = ops.join('\n')

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ]
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}
