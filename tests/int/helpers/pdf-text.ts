import { extractTextItems } from 'unpdf'

/**
 * The printed text of a PDF, read in JavaScript (unpdf, PDF.js underneath) so tests need no
 * poppler-utils: each page's text runs are grouped into printed lines (same baseline), ordered left
 * to right and joined with a space where there is a gap between them, like `pdftotext -layout`
 * does. Whitespace is collapsed to single spaces, so a label and its amount on one printed line
 * read as "Hammer price (seller) €17,156.86".
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { items } = await extractTextItems(new Uint8Array(pdf))
  const pages = items.map((page) => {
    const lines: { y: number; runs: typeof page }[] = []
    for (const item of page) {
      if (item.str === '') continue
      // Runs whose baselines are within a third of the font size share a printed line.
      const line = lines.find((candidate) => Math.abs(candidate.y - item.y) < Math.max(1, item.fontSize / 3))
      if (line) line.runs.push(item)
      else lines.push({ y: item.y, runs: [item] })
    }
    // PDF space has its origin at the bottom left: top of the page first.
    lines.sort((a, b) => b.y - a.y)
    return lines
      .map(({ runs }) => {
        runs.sort((a, b) => a.x - b.x)
        let text = ''
        let end = -Infinity
        for (const run of runs) {
          const gap = run.x - end
          text += text === '' || gap <= run.fontSize * 0.1 ? run.str : ` ${run.str}`
          end = run.x + run.width
        }
        return text
      })
      .join('\n')
  })
  return pages.join('\n').replace(/\s+/g, ' ')
}
