import type { Payload } from 'payload'

export type InvoiceKind = 'invoice' | 'credit_note'

/** Invoices run 2026-000001, 2026-000002, …; credit notes have their own series, CN-2026-000001, … */
const PREFIX: Record<InvoiceKind, string> = { invoice: '', credit_note: 'CN-' }

export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number) => `${PREFIX[kind]}${year}-${String(sequence).padStart(6, '0')}`

/** The calendar year of a moment in the platform's time zone (an invoice of 31 Dec 23:30 in Berlin belongs to that year). */
export const yearIn = (at: Date, timeZone: string) => Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at))

// One issue at a time in this process; across processes the unique index on `number` decides.
let queue: Promise<unknown> = Promise.resolve()

/**
 * Issues a document with the next number of its series and year: the number is the series' highest
 * stored sequence plus one and is taken by the insert itself, so a number exists exactly when its
 * document does (no gaps, as nothing is ever deleted) and two issuers never share one: the unique
 * index on `number` refuses the second insert, which then takes the next number.
 */
export const issueNumbered = <T>(
  payload: Payload,
  series: { kind: InvoiceKind; year: number },
  insert: (numbered: { number: string; sequence: number; series_year: number }) => Promise<T>,
): Promise<T> => {
  const run = async () => {
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const last = await payload.find({
        collection: 'invoices',
        where: { and: [{ kind: { equals: series.kind } }, { series_year: { equals: series.year } }] },
        sort: '-sequence',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const sequence = (last.docs[0]?.sequence ?? 0) + 1
      const number = formatInvoiceNumber(series.kind, series.year, sequence)
      try {
        return await insert({ number, sequence, series_year: series.year })
      } catch (err) {
        const taken = await payload.count({ collection: 'invoices', where: { number: { equals: number } }, overrideAccess: true })
        if (taken.totalDocs === 0) throw err
      }
    }
    throw new Error(`issueNumbered: no free number in ${series.kind} ${series.year} after 25 attempts`)
  }
  const result = queue.then(run, run)
  queue = result.catch(() => undefined)
  return result
}
