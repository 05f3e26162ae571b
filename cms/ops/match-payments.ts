import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { parseBankStatement, paymentIds, StatementError, type BankPayment } from '@core/domain/backoffice/bank-statement'
import { matchPayments, referencesIn, type BookedPayment, type OpenOrder, type PaymentMatch } from '@core/domain/backoffice/payment-matching'
import { toCents, toEuros } from '@core/domain/money'
import { ORDER_ACTION } from '../access'
import { claimOrderEvent } from './order-events'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

export const paymentKey = (transactionId: string) => `payment:${transactionId}`

/** The statement from the multipart form (`statement`), read; a bad file is a 400 that names the problem. */
export const readStatement = async (req: PayloadRequest): Promise<BankPayment[]> => {
  let form: FormData
  try {
    form = (await req.formData?.()) as FormData
  } catch {
    throw new OpsError(400, 'invalid_request', 'Please upload the statement as a file (multipart/form-data).')
  }
  const file = form?.get('statement')
  if (!file || typeof file === 'string') throw new OpsError(400, 'invalid_request', 'Please choose a statement file (CAMT.053 XML or CSV).', 'statement')
  try {
    return parseBankStatement({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })
  } catch (err) {
    if (err instanceof StatementError) throw new OpsError(err.code === 'too_large' ? 413 : 400, `statement_${err.code}`, err.message, 'statement')
    throw err
  }
}

/** The payments matched against the orders they name (their open amounts after earlier partial payments) and the transactions booked before. */
export const matchStatement = async (req: PayloadRequest, payments: BankPayment[]): Promise<PaymentMatch[]> => {
  const { payload } = req
  const references = Array.from(new Set(payments.flatMap((payment) => referencesIn(payment.remittance))))
  const orders = references.length
    ? await payload.find({ collection: 'orders', where: { payment_reference: { in: references } }, depth: 0, pagination: false, select: { payment_reference: true, status: true, total: true }, overrideAccess: false, req })
    : { docs: [] }
  const ids = orders.docs.map((order) => order.id)
  // The payments booked on these orders before (from any statement, CAMT or CSV): a line that is one of them again books nothing.
  const paid = ids.length
    ? await payload.find({ collection: 'order-events', where: { and: [{ order: { in: ids } }, { type: { in: ['paid', 'partial_payment'] } }] }, depth: 0, pagination: false, overrideAccess: true, req })
    : { docs: [] }
  const partials = paid.docs.filter((event) => event.type === 'partial_payment')
  const paidCents = (id: number) => partials.filter((event) => Number(event.order) === id).reduce((sum, event) => sum + toCents(event.amount ?? 0), 0)
  const open: OpenOrder[] = orders.docs.map((order) => ({ id: order.id, reference: order.payment_reference, status: order.status ?? 'awaiting_payment', totalCents: toCents(order.total), paidCents: paidCents(order.id) }))
  const keys = payments.map((payment) => paymentKey(payment.transactionId))
  const booked = await payload.find({ collection: 'order-events', where: { key: { in: keys } }, depth: 0, pagination: false, select: { key: true }, overrideAccess: true, req })
  // A booked payment's ids: the bank reference recorded and the parts of its key (CAMT: AcctSvcrRef[/EndToEndId]);
  // a CSV line without a reference column has none (its key is made of its date, amount and text).
  const earlier: BookedPayment[] = paid.docs
    .filter((event) => event.key.startsWith('payment:') && !event.key.startsWith('payment:CSV:') && event.amount != null && event.at)
    .map((event) => ({ ids: paymentIds(event.bank_reference, ...event.key.slice('payment:'.length).split('/')), amountCents: toCents(event.amount ?? 0), bookedOn: String(event.at).slice(0, 10) }))
  return matchPayments(payments, open, new Set(booked.docs.map((event) => event.key.slice('payment:'.length))), earlier)
}

/** Step 1: what the statement would do (nothing is written). */
export const previewPayments = async (req: PayloadRequest) => {
  requireRole(req, 'orders')
  return { matches: await matchStatement(req, await readStatement(req)) }
}

/**
 * Step 2, the operator confirmed: in one transaction, each matched or over-payment marks its order
 * paid with the bank reference and the booking day; each partial payment is recorded on the
 * order, which stays awaiting payment; unknown and already booked lines change nothing. Every
 * booked line claims its bank transaction id first, so a statement confirmed twice (or two
 * operators at once) books each transaction once.
 */
export const confirmPayments = async (req: PayloadRequest) => {
  requireRole(req, 'orders')
  const payments = await readStatement(req)
  const shouldCommit = await initTransaction(req)
  try {
    const matches = await matchStatement(req, payments)
    const counts = { matched: 0, partial: 0, over: 0, unknown: 0, booked: 0 }
    for (const match of matches) {
      if (!match.order || match.outcome === 'unknown' || match.outcome === 'booked') {
        counts[match.outcome] += 1
        continue
      }
      const orderId = Number(match.order.id)
      const at = new Date(`${match.bookedOn || new Date().toISOString().slice(0, 10)}T12:00:00Z`).toISOString()
      const fully = match.outcome !== 'partial'
      const claimed = await claimOrderEvent(
        req.payload,
        {
          key: paymentKey(match.transactionId),
          order: orderId,
          type: fully ? 'paid' : 'partial_payment',
          amount: toEuros(match.amountCents),
          bank_reference: match.bankReference,
          at,
          note: match.outcome === 'over' ? `Over-payment: ${toEuros(match.differenceCents).toFixed(2)} EUR to refund` : match.outcome === 'partial' ? `Still open: ${toEuros(match.differenceCents).toFixed(2)} EUR` : null,
        },
        req,
      )
      if (!claimed) {
        counts.booked += 1
        continue
      }
      if (fully) await req.payload.update({ collection: 'orders', id: orderId, data: { status: 'paid', sepa_reference: match.bankReference, paid_at: at }, depth: 0, req, overrideAccess: false, context: ORDER_ACTION })
      counts[match.outcome] += 1
    }
    if (shouldCommit) await commitTransaction(req)
    return { counts, matches }
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
