import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { germanAmountCents, parseBankStatement, StatementError } from '@core/domain/backoffice/bank-statement'
import { dueDateOf, dunningStageDue, isOverdue } from '@core/domain/backoffice/dunning'
import { canMoveOrder, nextOrderStates, ZCancelOrder, ZMarkPaid } from '@core/domain/backoffice/order-status'
import { matchPayments, referencesIn } from '@core/domain/backoffice/payment-matching'

const fixture = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url))) })
const DAY = 86_400_000

describe('order state machine', () => {
  it('allows awaiting → paid → picked up, cancelling before pickup, nothing else', () => {
    expect(canMoveOrder('awaiting_payment', 'paid')).toBe(true)
    expect(canMoveOrder('paid', 'picked_up')).toBe(true)
    expect(canMoveOrder('awaiting_payment', 'picked_up')).toBe(false)
    expect(canMoveOrder('paid', 'paid')).toBe(false)
    expect(canMoveOrder('picked_up', 'cancelled')).toBe(false)
    expect(canMoveOrder('cancelled', 'paid')).toBe(false)
    expect(canMoveOrder(null, 'cancelled')).toBe(true)
    expect(nextOrderStates('awaiting_payment')).toEqual(['paid', 'cancelled'])
    expect(nextOrderStates('paid')).toEqual(['picked_up', 'cancelled'])
    expect(nextOrderStates('picked_up')).toEqual([])
  })

  it('mark paid needs a bank reference, an amount and a day; cancelling needs a reason', () => {
    expect(ZMarkPaid.safeParse({ sepa_reference: 'E2E-1', amount: 100, paid_on: '2026-11-25' }).success).toBe(true)
    expect(ZMarkPaid.safeParse({ sepa_reference: ' ', amount: 100, paid_on: '2026-11-25' }).success).toBe(false)
    expect(ZMarkPaid.safeParse({ sepa_reference: 'E2E-1', paid_on: '2026-11-25' }).success).toBe(false)
    expect(ZMarkPaid.safeParse({ sepa_reference: 'E2E-1', amount: 100, paid_on: '25.11.2026' }).success).toBe(false)
    expect(ZMarkPaid.safeParse({ sepa_reference: 'x<y', amount: 100, paid_on: '2026-11-25' }).success).toBe(false)
    expect(ZCancelOrder.safeParse({ reason: '' }).success).toBe(false)
    expect(ZCancelOrder.safeParse({ reason: 'Buyer withdrew' }).success).toBe(true)
  })
})

describe('bank statements', () => {
  it('reads the credits of a CAMT.053 statement, leaves debits out', () => {
    const payments = parseBankStatement(fixture('camt053-sample.xml'))
    expect(payments.map((p) => [p.transactionId, p.amountCents, p.currency, p.bookedOn])).toEqual([
      ['2026112500001', 6_069_000, 'EUR', '2026-11-25'],
      ['2026112500002', 1_000_000, 'EUR', '2026-11-25'],
      ['2026112500003', 123_456, 'EUR', '2026-11-25'],
    ])
    expect(payments[0]).toMatchObject({ remittance: 'Rechnung MM-900001 Volvo A30G', payer: 'Bau Huber GmbH', bankReference: 'E2E-BAUMA-4711' })
    expect(payments[1]).toMatchObject({ payer: 'Tiefbau Schmid KG', bankReference: '2026112500002' })
  })

  it('reads a German bank CSV: preamble, ; separated, quoted ; inside a field, 1.234,56 amounts, two-digit years', () => {
    const payments = parseBankStatement(fixture('bank-statement-sample.csv'))
    expect(payments.map((p) => [p.amountCents, p.bookedOn, p.remittance])).toEqual([
      [6_069_000, '2026-11-25', 'MM-900001 Volvo A30G'],
      [1_000_000, '2026-11-25', 'Anzahlung; MM 900002'],
      [123_456, '2026-11-25', 'Kundennr 55512'],
    ])
    expect(payments[0]?.transactionId).toBe('E2E-BAUMA-4711')
    // Read twice, the same ids: the basis of "confirming twice books once".
    expect(parseBankStatement(fixture('bank-statement-sample.csv')).map((p) => p.transactionId)).toEqual(payments.map((p) => p.transactionId))
  })

  it('amounts as German banks write them', () => {
    expect(germanAmountCents('1.234,56')).toBe(123_456)
    expect(germanAmountCents('-89,90')).toBe(-8990)
    expect(germanAmountCents('60690')).toBe(6_069_000)
    expect(germanAmountCents('1,234.56')).toBe(123_456)
    expect(germanAmountCents('12,3')).toBe(1230)
    expect(germanAmountCents('abc')).toBeNull()
  })

  it('refuses bad files with a clear reason', () => {
    const bad = (name: string, text: string) => {
      try {
        parseBankStatement({ name, bytes: new TextEncoder().encode(text) })
      } catch (err) {
        expect(err).toBeInstanceOf(StatementError)
        return (err as StatementError).code
      }
      throw new Error('not refused')
    }
    expect(() => parseBankStatement(fixture('camt053-broken.xml'))).toThrow(StatementError)
    expect(bad('a.xml', '<Document><Other/></Document>')).toBe('not_camt053')
    expect(bad('a.csv', '')).toBe('empty')
    expect(bad('a.csv', 'foo;bar\n1;2')).toBe('no_header')
    expect(bad('a.csv', 'Buchungstag;Betrag;Verwendungszweck\n25.11.2026;zwölf;MM-000001')).toBe('bad_row')
    expect(bad('a.pdf', '%PDF-1.4')).toBe('unknown_format')
    expect(bad('a.csv', 'x'.repeat(2 * 1024 * 1024 + 1))).toBe('too_large')
  })
})

describe('payment matching', () => {
  const orders = [
    { id: 1, reference: 'MM-900001', status: 'awaiting_payment', totalCents: 6_069_000, paidCents: 0 },
    { id: 2, reference: 'MM-900002', status: 'awaiting_payment', totalCents: 3_000_000, paidCents: 0 },
    { id: 3, reference: 'MM-900003', status: 'awaiting_payment', totalCents: 100_000, paidCents: 0 },
    { id: 4, reference: 'MM-900004', status: 'cancelled', totalCents: 100_000, paidCents: 0 },
  ]
  const pay = (transactionId: string, amountCents: number, remittance: string, currency = 'EUR') => ({ transactionId, amountCents, remittance, currency, bookedOn: '2026-11-25', payer: '', bankReference: transactionId, ids: [] as string[] })

  it('finds references however they are written', () => {
    expect(referencesIn('Rechnung mm 900001, MM900002 und MM-900003')).toEqual(['MM-900001', 'MM-900002', 'MM-900003'])
    expect(referencesIn('XMM-900001X')).toEqual([])
  })

  it('matched, partial, over, unknown and already booked', () => {
    const result = matchPayments(
      [
        pay('t1', 6_069_000, 'MM-900001'),
        pay('t2', 1_000_000, 'MM-900002'),
        pay('t3', 150_000, 'MM-900003'),
        pay('t4', 500, 'no reference'),
        pay('t5', 100_000, 'MM-900004'),
        pay('t6', 100_000, 'MM-900003', 'USD'),
        pay('old', 100, 'MM-900002'),
      ],
      orders,
      new Set(['old']),
    )
    expect(result.map((r) => [r.transactionId, r.outcome, r.order?.id ?? null, r.openCents, r.differenceCents])).toEqual([
      ['t1', 'matched', 1, 6_069_000, 0],
      ['t2', 'partial', 2, 3_000_000, 2_000_000],
      ['t3', 'over', 3, 100_000, 50_000],
      ['t4', 'unknown', null, 0, 0],
      ['t5', 'unknown', null, 0, 0],
      ['t6', 'unknown', null, 0, 0],
      ['old', 'booked', null, 0, 0],
    ])
  })

  it('counts earlier partial payments and payments in the same statement', () => {
    const result = matchPayments([pay('a', 1_000_000, 'MM-900002'), pay('b', 1_000_000, 'MM-900002'), pay('c', 1, 'MM-900002')], [{ ...orders[1]!, paidCents: 1_000_000 }], new Set())
    expect(result.map((r) => r.outcome)).toEqual(['partial', 'matched', 'unknown'])
  })
})

describe('dunning schedule', () => {
  const ordered = '2026-11-01T10:00:00.000Z'
  const at = (days: number) => new Date(new Date(ordered).getTime() + days * DAY)
  it('stage 1 one day after the due date, stage 2 eight days after, each once, only while unpaid', () => {
    expect(dueDateOf(ordered, 14).toISOString()).toBe('2026-11-15T10:00:00.000Z')
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [] }, 14, at(14.9))).toBeNull()
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [] }, 14, at(15))).toBe(1)
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [1] }, 14, at(21))).toBeNull()
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [1] }, 14, at(22))).toBe(2)
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [] }, 14, at(30))).toBe(1)
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [1, 2] }, 14, at(60))).toBeNull()
    expect(dunningStageDue({ status: 'paid', orderedAt: ordered, stagesSent: [] }, 14, at(30))).toBeNull()
    expect(dunningStageDue({ status: 'awaiting_payment', orderedAt: ordered, stagesSent: [] }, 30, at(30))).toBeNull()
    expect(isOverdue({ status: 'awaiting_payment', orderedAt: ordered }, 14, at(14.5))).toBe(true)
    expect(isOverdue({ status: 'cancelled', orderedAt: ordered }, 14, at(30))).toBe(false)
  })
})
