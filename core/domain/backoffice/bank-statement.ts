import { parse as parseCsv } from 'csv-parse/sync'
import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * Bank statements as German banks export them, read into one list of incoming payments:
 * - CAMT.053 (ISO 20022 `BkToCstmrStmt`, any camt.053.001.xx version): every credited entry
 *   (`CdtDbtInd` CRDT) and, where an entry bundles several, each of its transactions;
 * - CSV (Sparkasse, Volksbank, Deutsche Bank, ING … style): `;` separated, a header row somewhere
 *   after the bank's preamble, amounts like `1.234,56`, dates like `25.11.2026`.
 * Debits are left out (they are not payments to us). Each payment keeps a transaction id that is
 * the same every time the same statement is read, so booking it twice can be refused.
 */
export type BankPayment = {
  /** The bank's id of the transaction (AcctSvcrRef / EndToEndId / a fixed fallback). */
  transactionId: string
  /** Booking day, YYYY-MM-DD. */
  bookedOn: string
  amountCents: number
  currency: string
  /** Remittance text (Verwendungszweck). */
  remittance: string
  payer: string
  /** The reference shown to the operator and recorded on the order (SEPA character set). */
  bankReference: string
  /**
   * Every id the bank gave the payment (CAMT: AcctSvcrRef and EndToEndId; CSV: the reference
   * column), in the SEPA character set. The same payment read from a CAMT.053 file and from a CSV
   * export shares one of them, with the same amount and booking day (see samePayment).
   */
  ids: string[]
}

/** The ids of a payment as they are compared: SEPA character set, upper case, "NOTPROVIDED" left out. */
export const paymentIds = (...values: Array<string | null | undefined>): string[] =>
  Array.from(new Set(values.map((value) => sepaSafe(value ?? '').toUpperCase()).filter((value) => value && value !== 'NOTPROVIDED')))

export class StatementError extends Error {
  constructor(
    readonly code: 'empty' | 'too_large' | 'unknown_format' | 'invalid_xml' | 'not_camt053' | 'no_header' | 'bad_row' | 'too_many',
    message: string,
  ) {
    super(message)
  }
}

/** At most 2 MB and 5,000 payments per statement. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024
export const STATEMENT_MAX_PAYMENTS = 5_000

const list = <T>(value: T | T[] | undefined | null): T[] => (value == null ? [] : Array.isArray(value) ? value : [value])
/** The value at a path of the parsed XML (undefined where any step is missing). */
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), node)
const text = (value: unknown): string => {
  if (value == null) return ''
  if (typeof value === 'object') return text((value as Record<string, unknown>)['#text'])
  return String(value).trim()
}

/** "1234.56" (CAMT) → cents, exactly. */
const decimalCents = (raw: string): number | null => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

/** "1.234,56", "-1.234,56", "1234,5", "1,234.56" → cents (negative for debits). */
export const germanAmountCents = (raw: string): number | null => {
  let value = raw.replace(/[\s€]|EUR/g, '')
  const negative = value.startsWith('-') || value.endsWith('-')
  value = value.replace(/^[+-]|-$/g, '')
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(value) || /^\d+(,\d{1,2})?$/.test(value)) value = value.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/.test(value)) value = value.replace(/,/g, '')
  else return null
  const cents = decimalCents(value)
  return cents === null ? null : negative ? -cents : cents
}

/** "25.11.2026", "25.11.26", "2026-11-25" → "2026-11-25". */
const day = (raw: string): string | null => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw.trim())
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(raw.trim())
  if (!de) return null
  const year = de[3]!.length === 2 ? `20${de[3]}` : de[3]
  return `${year}-${de[2]!.padStart(2, '0')}-${de[1]!.padStart(2, '0')}`
}

/** The SEPA character set, at most 140 (what the order's bank reference field accepts). */
const sepaSafe = (value: string) => value.replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 140)

const camtPayments = (xml: string): BankPayment[] => {
  if (XMLValidator.validate(xml) !== true) throw new StatementError('invalid_xml', 'The file is not well-formed XML.')
  const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, trimValues: true }).parse(xml) as Record<string, unknown>
  const root = (doc.Document as Record<string, unknown> | undefined)?.BkToCstmrStmt as Record<string, unknown> | undefined
  if (!root) throw new StatementError('not_camt053', 'This XML is not a CAMT.053 bank statement (no BkToCstmrStmt).')
  const payments: BankPayment[] = []
  list(root.Stmt as unknown[]).forEach((stmt, s) => {
    const statement = stmt as Record<string, unknown>
    const statementId = text(statement.Id) || `S${s}`
    list(statement.Ntry as unknown[]).forEach((entry, n) => {
      if (text(at(entry, 'CdtDbtInd')) !== 'CRDT') return
      if (text(at(entry, 'RvslInd')) === 'true') return
      const bookedOn = day(text(at(entry, 'BookgDt', 'Dt') ?? at(entry, 'BookgDt', 'DtTm')) || text(at(entry, 'ValDt', 'Dt') ?? at(entry, 'ValDt', 'DtTm'))) ?? ''
      const details = list(at(entry, 'NtryDtls') as unknown[]).flatMap((d) => list(at(d, 'TxDtls') as unknown[]))
      const parts: unknown[] = details.length > 0 ? details : [{}]
      parts.forEach((tx, t) => {
        const amountNode = parts.length > 1 && at(tx, 'Amt') !== undefined ? at(tx, 'Amt') : (at(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? at(entry, 'Amt'))
        const amountCents = decimalCents(text(amountNode ?? at(entry, 'Amt')))
        if (amountCents === null) throw new StatementError('bad_row', `Entry ${n + 1} of the statement has no readable amount.`)
        const currency = String(at(amountNode, '@_Ccy') ?? at(entry, 'Amt', '@_Ccy') ?? 'EUR')
        const remittance = list(at(tx, 'RmtInf', 'Ustrd') as unknown[]).map(text).join(' ').trim() || text(at(entry, 'AddtlNtryInf'))
        const payer = text(at(tx, 'RltdPties', 'Dbtr', 'Nm') ?? at(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'))
        const endToEnd = text(at(tx, 'Refs', 'EndToEndId'))
        const bankRef = text(at(tx, 'Refs', 'AcctSvcrRef')) || text(at(entry, 'AcctSvcrRef'))
        const transactionId = [bankRef || `${statementId}/${n}`, parts.length > 1 ? (endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : String(t)) : ''].filter(Boolean).join('/')
        payments.push({
          transactionId,
          bookedOn,
          amountCents,
          currency,
          remittance,
          payer,
          bankReference: sepaSafe(endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : bankRef || transactionId) || 'CAMT',
          ids: paymentIds(endToEnd, bankRef),
        })
      })
    })
  })
  return payments
}

/** Header names of the usual German (and English) exports, lower case without umlauts. */
const COLUMNS = {
  date: ['buchungstag', 'buchungsdatum', 'buchung', 'datum', 'booking date', 'date', 'valutadatum', 'valuta'],
  amount: ['betrag', 'betrag (eur)', 'umsatz', 'amount', 'betrag in eur'],
  remittance: ['verwendungszweck', 'purpose', 'reference text', 'remittance'],
  payer: ['beguenstigter/zahlungspflichtiger', 'zahlungspflichtige*r', 'name zahlungsbeteiligter', 'auftraggeber/empfaenger', 'auftraggeber / beguenstigter', 'auftraggeber', 'name', 'payer'],
  currency: ['waehrung', 'currency'],
  id: ['bankreferenz', 'bank reference', 'transaction id', 'kundenreferenz', 'kundenreferenz (end-to-end)', 'end-to-end-referenz', 'referenz'],
} as const

const norm = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/^"|"$/g, '')

const csvPayments = (content: string): BankPayment[] => {
  let rows: string[][]
  try {
    rows = parseCsv(content, { delimiter: ';', relax_column_count: true, relax_quotes: true, skip_empty_lines: true, bom: true, trim: true }) as string[][]
  } catch (err) {
    throw new StatementError('bad_row', `The CSV file cannot be read: ${(err as Error).message.split('\n')[0]}`)
  }
  const find = (header: string[], names: readonly string[]) => {
    const normalized = header.map(norm)
    for (const name of names) {
      const index = normalized.indexOf(name)
      if (index >= 0) return index
    }
    return -1
  }
  const headerAt = rows.findIndex((row) => find(row, COLUMNS.date) >= 0 && find(row, COLUMNS.amount) >= 0)
  if (headerAt < 0) throw new StatementError('no_header', 'No header row with a booking date and an amount column (e.g. "Buchungstag;…;Betrag") was found.')
  const header = rows[headerAt]!
  const at = {
    date: find(header, COLUMNS.date),
    amount: find(header, COLUMNS.amount),
    remittance: find(header, COLUMNS.remittance),
    payer: find(header, COLUMNS.payer),
    currency: find(header, COLUMNS.currency),
    id: find(header, COLUMNS.id),
  }
  const payments: BankPayment[] = []
  rows.slice(headerAt + 1).forEach((row, index) => {
    const line = headerAt + index + 2
    const cell = (i: number) => (i >= 0 ? (row[i] ?? '').trim() : '')
    // A closing line (balance, "Kontostand") has no booking day: it is not a transaction.
    const bookedOn = day(cell(at.date))
    if (!bookedOn) {
      if (row.length >= header.length - 1 && cell(at.amount) && /\d/.test(cell(at.date))) throw new StatementError('bad_row', `Line ${line}: "${cell(at.date)}" is not a date.`)
      return
    }
    const amountCents = germanAmountCents(cell(at.amount))
    if (amountCents === null) throw new StatementError('bad_row', `Line ${line}: "${cell(at.amount)}" is not an amount.`)
    if (amountCents <= 0) return
    const remittance = cell(at.remittance)
    const bankId = cell(at.id)
    const transactionId = bankId && bankId !== 'NOTPROVIDED' ? bankId : `CSV:${bookedOn}:${amountCents}:${remittance.slice(0, 60)}:${line}`
    payments.push({
      transactionId,
      bookedOn,
      amountCents,
      currency: (cell(at.currency) || 'EUR').toUpperCase(),
      remittance,
      payer: cell(at.payer),
      bankReference: sepaSafe(bankId && bankId !== 'NOTPROVIDED' ? bankId : `${bookedOn} ${remittance}`) || bookedOn,
      ids: paymentIds(bankId),
    })
  })
  return payments
}

/** Reads a statement file: CAMT.053 when it is XML, else the German CSV. Throws StatementError. */
export const parseBankStatement = (file: { name: string; bytes: Uint8Array }): BankPayment[] => {
  if (file.bytes.byteLength === 0) throw new StatementError('empty', 'The file is empty.')
  if (file.bytes.byteLength > STATEMENT_MAX_BYTES) throw new StatementError('too_large', 'The file is larger than 2 MB.')
  let content = new TextDecoder('utf-8', { fatal: false }).decode(file.bytes)
  // Many German CSV exports are Windows-1252: a decoding full of replacement characters is read again as such.
  if (content.includes('\uFFFD')) content = new TextDecoder('windows-1252').decode(file.bytes)
  const head = content.replace(/^\uFEFF/, '').trimStart()
  const isXml = head.startsWith('<') || /\.xml$/i.test(file.name)
  const isCsv = /\.(csv|txt)$/i.test(file.name) || (!isXml && head.includes(';'))
  if (!isXml && !isCsv) throw new StatementError('unknown_format', 'Please upload a CAMT.053 XML file or a CSV export of the bank account.')
  const payments = isXml ? camtPayments(head) : csvPayments(head)
  if (payments.length > STATEMENT_MAX_PAYMENTS) throw new StatementError('too_many', `A statement may hold at most ${STATEMENT_MAX_PAYMENTS} payments.`)
  return payments
}
