import { createCanvas, loadImage } from '@napi-rs/canvas'
import jsQR from 'jsqr'
import { getDocumentProxy, renderPageAsImage } from 'unpdf'

/**
 * Reads a downloaded invoice back the way a recipient's software does, in JavaScript only (no
 * poppler or other programs): the e-invoice XML embedded in the PDF (ZUGFeRD/Factur-X attaches it
 * as factur-x.xml) and the GiroCode, decoded from the rendered first page.
 */
export const embeddedFiles = async (pdf: Uint8Array): Promise<Record<string, string>> => {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const attachments = ((await document.getAttachments()) ?? {}) as Record<string, { filename: string; content: Uint8Array }>
  return Object.fromEntries(Object.values(attachments).map((file) => [file.filename, new TextDecoder().decode(file.content)]))
}

/** The text of the first QR code in the document, each page rendered at twice its size. */
export const qrCodeText = async (pdf: Uint8Array): Promise<string | null> => {
  const document = await getDocumentProxy(new Uint8Array(pdf))
  for (let page = 1; page <= document.numPages; page += 1) {
    const png = await renderPageAsImage(document, page, { canvasImport: () => import('@napi-rs/canvas'), scale: 2 })
    const image = await loadImage(Buffer.from(png))
    const canvas = createCanvas(image.width, image.height)
    const context = canvas.getContext('2d')
    context.drawImage(image, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height)
    const code = jsQR(new Uint8ClampedArray(data), width, height)
    if (code) return code.data
  }
  return null
}

/** Every value of a CII element (e.g. `ram:CategoryCode`), in document order. */
export const xmlValues = (xml: string, element: string): string[] =>
  [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)</${element}>`, 'g'))].map((match) => match[1]!)

/**
 * What PDF/A asks of a file that a reader can check without a validator: every font the pages use
 * is embedded (no reliance on the reader's Helvetica), and the XMP metadata declares the PDF/A part
 * and conformance. pdf.js reports a font it had to substitute as `missingFile`.
 */
export const pdfaFacts = async (pdf: Uint8Array) => {
  const document = await getDocumentProxy(new Uint8Array(pdf), { fontExtraProperties: true })
  const fonts = new Map<string, boolean>()
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number)
    const { fnArray, argsArray } = await page.getOperatorList()
    fnArray.forEach((fn, index) => {
      // OPS.setFont is 37 in pdf.js: its first argument is the loaded font's id in commonObjs.
      if (fn !== 37) return
      const font = page.commonObjs.get(argsArray[index]![0] as string) as { name?: string; missingFile?: boolean }
      fonts.set(font.name ?? String(argsArray[index]![0]), !font.missingFile)
    })
  }
  const xmp = (await document.getMetadata()).metadata
  return {
    fonts: Object.fromEntries(fonts),
    part: xmp?.get('pdfaid:part') ?? null,
    conformance: xmp?.get('pdfaid:conformance') ?? null,
  }
}
