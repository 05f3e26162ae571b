import { createRequire } from 'node:module'
import path from 'node:path'

import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import { epcQrPayload } from '@core/domain/epc-qr'
import { VAT_NOTES, type VatTreatment } from '@core/domain/invoice-amounts'
import type { Locale } from '@core/i18n/locales'
import { clock } from '@core/time/format'
import type { Settings } from '@core/settings'

import { rootDir } from '../../cms/paths'

/** Everything printed on a buyer's invoice; the route gathers it (server/routes/invoices.ts). */
export type InvoiceDocument = {
  /** A credit note reverses the invoice it `corrects` in full (its own number series, never an edit). */
  kind: 'invoice' | 'credit_note'
  corrects?: { number: string; issued_at: string } | null
  reason?: string | null
  locale: Locale
  /** The platform's time zone (settings `time_zone`): the invoice's dates are calendar days there. */
  time_zone?: string | null
  number: string
  issued_at: string
  due_at?: string | null
  payment_reference: string
  amounts: {
    hammer_price: number
    buyer_fee: number
    buyer_fee_pct: number
    net_total: number
    vat_treatment: VatTreatment
    vat_rate: number
    vat_amount: number
    total: number
  }
  /** The settings' `company` group, with the legal name always set, plus phone and website. */
  platform: Settings['company'] & { legal_name: string; phone?: string | null; website?: string | null }
  bank: Settings['bank']
  buyer: {
    company?: string | null
    contact?: string | null
    street?: string | null
    postal_code?: string | null
    city?: string | null
    country?: string | null
    vat_id?: string | null
    email: string
    customer_number: string
  }
  seller?: string | null
  lot: {
    title: string
    brand?: string | null
    model?: string | null
    year?: number | null
    hours?: number | null
    serial_number?: string | null
    location?: string | null
    auction_number: string
    ended_at?: string | null
  }
}

const TEXTS = {
  en: {
    title: 'Invoice',
    creditTitle: 'Credit note',
    creditNo: 'Credit note no.',
    correctsNo: 'Corrects invoice',
    creditIntro: (n: string, d: string) => `This credit note cancels invoice ${n} of ${d} in full. The amounts below are credited to you.`,
    reason: 'Reason',
    creditTotal: 'Total credited',
    refundTitle: 'Refund',
    refundText: (amount: string) => `We refund ${amount} to the account you paid from, if you have paid. Nothing is due under this credit note.`,
    scan: 'Scan with your banking app (GiroCode)',
    invoiceNo: 'Invoice no.',
    date: 'Invoice date',
    deliveryDate: 'Date of supply',
    dueDate: 'Due date',
    reference: 'Payment reference',
    customerNo: 'Customer no.',
    auctionNo: 'Auction no.',
    billTo: 'Bill to',
    vatId: 'VAT ID',
    intro: (n: string) => `For the lot below, sold to you in auction ${n} on MachineryMarket, we invoice as follows.`,
    pos: 'Item',
    description: 'Description',
    amount: 'Amount',
    brandModel: 'Brand / model',
    year: 'Year of manufacture',
    hours: 'Operating hours',
    serial: 'Serial no. / ID',
    location: 'Location',
    seller: 'Seller',
    ended: 'Auction ended',
    hammer: 'Hammer price (seller)',
    fee: (pct: string) => `Buyer fee ${pct} of the hammer price`,
    net: 'Net amount (your winning bid)',
    vat: { domestic: (rate: string) => `VAT ${rate}`, intra_community: () => 'VAT 0% (intra-community supply, reverse charge)', export: () => 'VAT 0% (export delivery)' },
    total: 'Total due',
    feeNote: (pct: string) => `Your winning bid is the all-in price: it already contains the ${pct} buyer fee.`,
    payTitle: 'Payment by SEPA bank transfer',
    payText: (amount: string, due: string) => `Please transfer ${amount} by ${due} to the account below, quoting the payment reference. We do not accept cash or card payments.`,
    holder: 'Account holder',
    bank: 'Bank',
    thanks: 'Thank you for buying with MachineryMarket. Collection is arranged with the seller once the payment has been received.',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    register: 'Register',
    directors: 'Managing directors',
    hours_unit: 'h',
  },
  de: {
    title: 'Rechnung',
    creditTitle: 'Rechnungskorrektur',
    creditNo: 'Korrektur-Nr.',
    correctsNo: 'Korrigiert Rechnung',
    creditIntro: (n: string, d: string) => `Diese Rechnungskorrektur storniert die Rechnung ${n} vom ${d} vollständig. Die folgenden Beträge werden Ihnen gutgeschrieben.`,
    reason: 'Grund',
    creditTotal: 'Gutschriftsbetrag',
    refundTitle: 'Erstattung',
    refundText: (amount: string) => `Haben Sie bereits gezahlt, erstatten wir ${amount} auf das Konto, von dem Sie gezahlt haben. Aus dieser Korrektur ist nichts zu zahlen.`,
    scan: 'Mit der Banking-App scannen (GiroCode)',
    invoiceNo: 'Rechnungsnr.',
    date: 'Rechnungsdatum',
    deliveryDate: 'Leistungsdatum',
    dueDate: 'Fällig am',
    reference: 'Verwendungszweck',
    customerNo: 'Kundennr.',
    auctionNo: 'Auktionsnr.',
    billTo: 'Rechnungsempfänger',
    vatId: 'USt-IdNr.',
    intro: (n: string) => `Für das unten genannte Los, das Ihnen in der Auktion ${n} auf MachineryMarket zugeschlagen wurde, berechnen wir Ihnen:`,
    pos: 'Pos.',
    description: 'Beschreibung',
    amount: 'Betrag',
    brandModel: 'Hersteller / Modell',
    year: 'Baujahr',
    hours: 'Betriebsstunden',
    serial: 'Seriennr. / Kennung',
    location: 'Standort',
    seller: 'Verkäufer',
    ended: 'Auktionsende',
    hammer: 'Zuschlagspreis (Verkäufer)',
    fee: (pct: string) => `Käuferaufgeld ${pct} des Zuschlagspreises`,
    net: 'Nettobetrag (Ihr Höchstgebot)',
    vat: { domestic: (rate: string) => `Umsatzsteuer ${rate}`, intra_community: () => 'USt. 0 % (innergemeinschaftliche Lieferung, Reverse Charge)', export: () => 'USt. 0 % (Ausfuhrlieferung)' },
    total: 'Rechnungsbetrag',
    feeNote: (pct: string) => `Ihr Höchstgebot ist der Gesamtpreis: Das Käuferaufgeld von ${pct} ist darin bereits enthalten.`,
    payTitle: 'Zahlung per SEPA-Überweisung',
    payText: (amount: string, due: string) => `Bitte überweisen Sie ${amount} bis zum ${due} unter Angabe des Verwendungszwecks auf das unten genannte Konto. Bar- oder Kartenzahlung ist nicht möglich.`,
    holder: 'Kontoinhaber',
    bank: 'Bank',
    thanks: 'Vielen Dank für Ihren Kauf bei MachineryMarket. Die Abholung vereinbaren Sie nach Zahlungseingang mit dem Verkäufer.',
    page: (i: number, n: number) => `Seite ${i} von ${n}`,
    register: 'Handelsregister',
    directors: 'Geschäftsführer',
    hours_unit: 'Std.',
  },
} as const

const INTL: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' }

const COLORS = { ink: '#0f172a', muted: '#475569', faint: '#94a3b8', rule: '#cbd5e1', band: '#f1f5f9', accent: '#f5b301' }
/**
 * Arimo (metric-compatible with Helvetica/Arial, so the layout is unchanged), embedded as a subset.
 * PDF/A-3, which ZUGFeRD/Factur-X requires, forbids relying on the reader's standard 14 fonts.
 * Resolved from the repository root because the service bundle keeps packages external.
 */
const fontFile = (file: string) => createRequire(path.join(rootDir, 'package.json')).resolve(`@expo-google-fonts/arimo/${file}`)
const FONT_FILES = { regular: fontFile('400Regular/Arimo_400Regular.ttf'), bold: fontFile('700Bold/Arimo_700Bold.ttf') }
const FONT = 'Arimo'
const BOLD = 'Arimo-Bold'

export const countryName = (code: string | null | undefined, locale: Locale) => {
  if (!code) return ''
  try {
    return new Intl.DisplayNames([INTL[locale]], { type: 'region' }).of(code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The logo mark: a stylised excavator arm (boom, stick and bucket) on the accent square. */
const drawLogo = (doc: PDFKit.PDFDocument, x: number, y: number) => {
  doc.save().roundedRect(x, y, 30, 30, 6).fill(COLORS.accent)
  doc.lineWidth(2.6).lineCap('round').lineJoin('round').strokeColor(COLORS.ink)
  doc.moveTo(x + 7, y + 23).lineTo(x + 15, y + 9).lineTo(x + 23, y + 14).stroke()
  doc.moveTo(x + 23, y + 14).lineTo(x + 22, y + 21).lineTo(x + 17, y + 21).stroke()
  doc.restore()
}

type Texts = (typeof TEXTS)[Locale]
type Page = { invoice: InvoiceDocument; t: Texts; left: number; width: number }

/** Payment instructions (kept together: a new page if they would not fit), then the thanks. */
const drawPayment = (
  doc: PDFKit.PDFDocument,
  { invoice, t, eur, date, left, width, qr }: Page & { eur: (amount: number) => string; date: (iso?: string | null) => string; qr: Buffer | null },
) => {
  const { platform, amounts, bank } = invoice
  if (invoice.kind === 'credit_note') {
    // `eur` prints a credit note's amounts negative; the refund is said as a positive sum.
    const y = doc.y + 18
    doc.roundedRect(left, y, width, 58, 4).lineWidth(0.75).strokeColor(COLORS.rule).stroke()
    doc.rect(left, y, 4, 58).fill(COLORS.accent)
    doc.font(BOLD).fontSize(10).fillColor(COLORS.ink).text(t.refundTitle, left + 16, y + 12, { width: width - 32 })
    doc.font(FONT).fontSize(8.5).fillColor(COLORS.ink).text(t.refundText(eur(-amounts.total)), left + 16, doc.y + 3, { width: width - 32 })
    return
  }
  const payHeight = 122
  const qrSize = 84
  const textW = width - 32 - (qr ? qrSize + 16 : 0)
  if (doc.y + 14 + payHeight + 22 > doc.page.height - doc.page.margins.bottom) doc.addPage()
  const y = doc.y + 14
  doc.roundedRect(left, y, width, payHeight, 4).lineWidth(0.75).strokeColor(COLORS.rule).stroke()
  doc.rect(left, y, 4, payHeight).fill(COLORS.accent)
  doc.font(BOLD).fontSize(10).fillColor(COLORS.ink).text(t.payTitle, left + 16, y + 12, { width: textW })
  doc.font(FONT).fontSize(8.5).fillColor(COLORS.ink).text(t.payText(eur(amounts.total), date(invoice.due_at)), left + 16, doc.y + 3, { width: textW })
  const bankRows: [string, string][] = [
    [t.holder, bank.account_holder ?? platform.legal_name],
    ['IBAN', bank.iban ?? ''],
    ['BIC', `${bank.bic ?? ''}${bank.bank_name ? `  (${bank.bank_name})` : ''}`],
    [t.reference, invoice.payment_reference],
  ]
  let bankY = doc.y + 8
  for (const [label, value] of bankRows) {
    doc.font(FONT).fontSize(8.5).fillColor(COLORS.muted).text(label, left + 16, bankY, { width: 110, lineBreak: false })
    doc.font(BOLD).fontSize(9).fillColor(COLORS.ink).text(value, left + 130, bankY, { width: textW - 114, lineBreak: false })
    bankY += 13
  }
  if (qr) {
    // The GiroCode (EPC QR): IBAN, amount and reference for a banking app.
    const qrX = left + width - 16 - qrSize
    doc.image(qr, qrX, y + 10, { width: qrSize, height: qrSize })
    doc.font(FONT).fontSize(6.5).fillColor(COLORS.muted).text(t.scan, qrX - 30, y + 10 + qrSize + 4, { width: qrSize + 44, align: 'center', lineBreak: false })
  }
  doc.font(FONT).fontSize(8.5).fillColor(COLORS.muted).text(t.thanks, left, y + payHeight + 14, { width })
}

/** Footer on every page: the legal details in three columns and "Page i of n". */
const drawFooters = (doc: PDFKit.PDFDocument, { invoice, t, lang, left, right, width }: Page & { lang: Locale; right: number }) => {
  const { platform, bank } = invoice
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const fy = doc.page.height - 84
    doc.moveTo(left, fy).lineTo(right, fy).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
    const colW = width / 3 - 8
    const column = (x: number, lines: (string | null | undefined)[]) => {
      lines.filter(Boolean).forEach((line, n) => {
        doc.font(n === 0 ? BOLD : FONT).fontSize(6.8).fillColor(COLORS.muted).text(line as string, x, fy + 8 + n * 8.6, { width: colW, lineBreak: false })
      })
    }
    const cityLine = [[platform.postal_code, platform.city].filter(Boolean).join(' '), countryName(platform.country, lang)].filter(Boolean).join(', ')
    column(left, [platform.legal_name, platform.street, cityLine, platform.email, platform.phone])
    column(left + width / 3, [
      t.register,
      [platform.register_court, platform.register_number].filter(Boolean).join(', '),
      `${t.directors}: ${platform.managing_directors ?? ''}`,
      `${t.vatId}: ${platform.vat_id ?? ''}`,
      platform.website,
    ])
    column(left + (2 * width) / 3, [bank.bank_name ?? t.bank, `IBAN ${bank.iban ?? ''}`, `BIC ${bank.bic ?? ''}`, bank.account_holder])
    doc.font(FONT).fontSize(7).fillColor(COLORS.faint).text(`${invoice.number} · ${t.page(i - range.start + 1, range.count)}`, left, doc.page.height - 30, { width, align: 'right', lineBreak: false })
    doc.page.margins.bottom = bottom
  }
}

/**
 * The buyer's invoice as an A4 PDF (pdfkit) in the buyer's language: the platform's legal details
 * (seller of record), the buyer's company from the approved business verification, the lot, the
 * winning bid split into hammer price and buyer fee, the VAT line in the wording of the buyer's VAT
 * case (domestic, intra-community reverse charge, export) with its legal note, the SEPA payment
 * instructions and "Page i of n" on every page.
 */
/** The GiroCode's image for an invoice (none for a credit note, or without an IBAN to pay to). */
export const giroCodeFor = async (invoice: InvoiceDocument): Promise<Buffer | null> => {
  if (invoice.kind === 'credit_note' || !invoice.bank.iban || invoice.amounts.total <= 0) return null
  const text = epcQrPayload({
    bic: invoice.bank.bic,
    name: invoice.bank.account_holder || invoice.platform.legal_name,
    iban: invoice.bank.iban,
    amount: invoice.amounts.total,
    reference: invoice.payment_reference,
  })
  // Error correction M and the 4-module quiet zone, as EPC069-12 asks.
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale: 8, type: 'png' })
}

export const renderInvoicePdf = async (invoice: InvoiceDocument): Promise<Buffer> => {
  const qr = await giroCodeFor(invoice)
  return new Promise((resolve, reject) => {
    const isCredit = invoice.kind === 'credit_note'
    const t = TEXTS[invoice.locale]
    const lang = invoice.locale
    // A credit note shows the reversed amounts as negative figures.
    const eur = (amount: number) => new Intl.NumberFormat(INTL[lang], { style: 'currency', currency: 'EUR' }).format(isCredit && amount !== 0 ? -amount : amount)
    const title = isCredit ? t.creditTitle : t.title
    const pct = (value: number) => `${new Intl.NumberFormat(INTL[lang], { maximumFractionDigits: 2 }).format(value)}${lang === 'de' ? ' %' : '%'}`
    // Calendar days in the platform's time zone (the one clock, core/time/format.ts).
    const dates = clock(lang, invoice.time_zone)
    const date = (iso?: string | null) => (iso ? dates.date(iso) : '—')
    const { platform, buyer, lot, amounts } = invoice
    const platformAddress = [platform.street, [platform.postal_code, platform.city].filter(Boolean).join(' '), countryName(platform.country, lang)].filter(Boolean) as string[]

    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: 48, left: 56, right: 56, bottom: 96 },
      bufferPages: true,
      // The default font too: pdfkit would otherwise set up Helvetica before the first text.
      font: FONT_FILES.regular,
      lang: lang === 'de' ? 'de-DE' : 'en-GB',
      info: { Title: `${title} ${invoice.number}`, Author: platform.legal_name, Subject: lot.title },
    })
    doc.registerFont(FONT, FONT_FILES.regular)
    doc.registerFont(BOLD, FONT_FILES.bold)
    doc.font(FONT)
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)

    const left = doc.page.margins.left
    const right = doc.page.width - doc.page.margins.right
    const width = right - left

    // Header: logo mark and name on the left, the document title on the right.
    drawLogo(doc, left, 48)
    doc.fillColor(COLORS.ink).font(BOLD).fontSize(15).text('MachineryMarket', left + 40, 50, { lineBreak: false })
    doc.font(FONT).fontSize(8).fillColor(COLORS.muted).text(platform.legal_name, left + 40, 68, { lineBreak: false })
    doc.font(BOLD).fontSize(22).fillColor(COLORS.ink).text(title.toUpperCase(), left, 50, { width, align: 'right', characterSpacing: 1.5 })
    doc.moveTo(left, 92).lineTo(right, 92).lineWidth(0.75).strokeColor(COLORS.rule).stroke()

    // Sender line and the buyer's address (left); the invoice facts (right).
    const top = 112
    doc.font(FONT).fontSize(7).fillColor(COLORS.muted).text([platform.legal_name, ...platformAddress].join(' · '), left, top, { width: 270 })
    doc.moveTo(left, top + 11).lineTo(left + 270, top + 11).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
    doc.font(FONT).fontSize(7.5).fillColor(COLORS.muted).text(t.billTo.toUpperCase(), left, top + 18, { characterSpacing: 0.5 })
    doc.moveDown(0.3).font(BOLD).fontSize(10.5).fillColor(COLORS.ink).text(buyer.company || buyer.email, { width: 270 })
    doc.font(FONT).fontSize(9.5)
    const buyerLines = [buyer.contact, buyer.street, [buyer.postal_code, buyer.city].filter(Boolean).join(' '), countryName(buyer.country, lang)].filter(Boolean) as string[]
    for (const line of buyerLines) doc.text(line, { width: 270 })
    doc.moveDown(0.4).fillColor(COLORS.muted).fontSize(8.5)
    if (buyer.vat_id) doc.text(`${t.vatId}: ${buyer.vat_id}`, { width: 270 })
    doc.text(buyer.email, { width: 270 })
    const addressBottom = doc.y

    const facts: [string, string][] = [
      [isCredit ? t.creditNo : t.invoiceNo, invoice.number],
      ...(isCredit && invoice.corrects ? ([[t.correctsNo, invoice.corrects.number]] as [string, string][]) : []),
      [t.date, date(invoice.issued_at)],
      [t.deliveryDate, date(lot.ended_at)],
      ...(isCredit ? [] : ([[t.dueDate, date(invoice.due_at)]] as [string, string][])),
      [t.customerNo, buyer.customer_number],
      [t.auctionNo, lot.auction_number],
      [t.reference, invoice.payment_reference],
    ]
    const factsX = left + 300
    const factsW = width - 300
    doc.roundedRect(factsX - 10, top - 6, factsW + 10, facts.length * 16 + 12, 4).fill(COLORS.band)
    facts.forEach(([label, value], i) => {
      const y = top + i * 16
      doc.font(FONT).fontSize(8.5).fillColor(COLORS.muted).text(label, factsX, y, { width: factsW * 0.55, lineBreak: false })
      doc.font(BOLD).fontSize(8.5).fillColor(COLORS.ink).text(value, factsX + factsW * 0.5, y, { width: factsW * 0.5 - 6, align: 'right', lineBreak: false })
    })

    // The lot.
    let y = Math.max(addressBottom, top + facts.length * 16 + 12) + 22
    const intro = isCredit && invoice.corrects ? t.creditIntro(invoice.corrects.number, date(invoice.corrects.issued_at)) : t.intro(lot.auction_number)
    doc.font(FONT).fontSize(9.5).fillColor(COLORS.ink).text(intro, left, y, { width })
    if (isCredit && invoice.reason) doc.font(FONT).fontSize(9).fillColor(COLORS.muted).text(`${t.reason}: ${invoice.reason}`, left, doc.y + 2, { width })
    y = doc.y + 14
    const amountW = 110
    const posW = 34
    const descX = left + posW
    const descW = width - posW - amountW
    doc.rect(left, y, width, 20).fill(COLORS.ink)
    doc.font(BOLD).fontSize(8.5).fillColor('#ffffff')
    doc.text(t.pos, left + 8, y + 6, { width: posW - 8, lineBreak: false })
    doc.text(t.description, descX, y + 6, { width: descW, lineBreak: false })
    doc.text(t.amount, right - amountW, y + 6, { width: amountW - 8, align: 'right', lineBreak: false })
    y += 30
    doc.font(BOLD).fontSize(10.5).fillColor(COLORS.ink).text('1', left + 8, y, { width: posW - 8 })
    doc.text(lot.title, descX, y, { width: descW - 10 })
    const details: [string, string][] = (
      [
        [t.brandModel, [lot.brand, lot.model].filter(Boolean).join(' ')],
        [t.year, lot.year ? String(lot.year) : ''],
        [t.hours, lot.hours != null ? `${new Intl.NumberFormat(INTL[lang]).format(lot.hours)} ${t.hours_unit}` : ''],
        [t.serial, lot.serial_number ?? ''],
        [t.location, lot.location ?? ''],
        [t.auctionNo, lot.auction_number],
        [t.ended, date(lot.ended_at)],
        [t.seller, invoice.seller ?? ''],
      ] as [string, string][]
    ).filter(([, value]) => value)
    // The lot's facts in two columns.
    const detailsY = doc.y + 4
    const colW = (right - descX) / 2
    details.forEach(([label, value], n) => {
      const x = descX + (n % 2) * colW
      const rowY = detailsY + Math.floor(n / 2) * 12
      doc.font(FONT).fontSize(8.5).fillColor(COLORS.muted).text(label, x, rowY, { width: 92, lineBreak: false })
      doc.fillColor(COLORS.ink).text(value, x + 94, rowY, { width: colW - 98, height: 11, lineBreak: false, ellipsis: true })
    })
    y = detailsY + Math.ceil(details.length / 2) * 12 + 8
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke()

    // The amounts: the winning bid split into hammer price and buyer fee, then VAT and the total.
    const row = (label: string, amount: string, options: { bold?: boolean; muted?: boolean; size?: number } = {}) => {
      y += 8
      doc.font(options.bold ? BOLD : FONT).fontSize(options.size ?? 9.5).fillColor(options.muted ? COLORS.muted : COLORS.ink)
      doc.text(label, descX, y, { width: descW, lineBreak: false })
      doc.text(amount, right - amountW, y, { width: amountW - 8, align: 'right', lineBreak: false })
      y += (options.size ?? 9.5) + 4
    }
    row(t.hammer, eur(amounts.hammer_price), { muted: true })
    row(t.fee(pct(amounts.buyer_fee_pct)), eur(amounts.buyer_fee), { muted: true })
    y += 4
    doc.moveTo(descX, y).lineTo(right, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke()
    row(t.net, eur(amounts.net_total), { bold: true })
    const vatLabel = amounts.vat_treatment === 'domestic' ? t.vat.domestic(pct(amounts.vat_rate)) : t.vat[amounts.vat_treatment]()
    row(vatLabel, eur(amounts.vat_amount))
    y += 8
    doc.rect(descX - 8, y, right - descX + 8, 26).fill(COLORS.accent)
    doc.font(BOLD).fontSize(11.5).fillColor(COLORS.ink)
    doc.text(isCredit ? t.creditTotal : t.total, descX, y + 8, { width: descW, lineBreak: false })
    doc.text(eur(amounts.total), right - amountW, y + 8, { width: amountW - 8, align: 'right', lineBreak: false })
    y += 38

    doc.font(FONT).fontSize(8.5).fillColor(COLORS.muted).text(t.feeNote(pct(amounts.buyer_fee_pct)), descX, y, { width: width - posW })
    if (amounts.vat_treatment !== 'domestic') {
      doc.moveDown(0.4).font(BOLD).fillColor(COLORS.ink).text(VAT_NOTES[lang][amounts.vat_treatment], descX, doc.y, { width: width - posW })
      if (buyer.vat_id && amounts.vat_treatment === 'intra_community') {
        doc.font(FONT).fillColor(COLORS.muted).text(`${t.vatId}: ${buyer.vat_id} · ${platform.legal_name} ${t.vatId}: ${platform.vat_id ?? ''}`, descX, doc.y, { width: width - posW })
      }
    }

    drawPayment(doc, { invoice, t, eur, date, left, width, qr })
    drawFooters(doc, { invoice, t, lang, left, right, width })
    doc.end()
  })
}
