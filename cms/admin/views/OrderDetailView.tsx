import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { Status } from '../components/StatusChip'

import { dayInZone } from '@core/domain/backoffice/daily-summary'
import { dueDateOf } from '@core/domain/backoffice/dunning'
import { nextOrderStates, TIMELINE_STEPS } from '@core/domain/backoffice/order-status'
import { toCents, toEuros } from '@core/domain/money'
import { ORDER_STATUS } from '../i18n/labels'
import type { AdminKey } from '../i18n/translate'
import { readSettings } from '../../settings/read-settings'
import { gateSection } from '../gate'
import { OrderActions } from './client/OrderActions'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

type Entry = { key: string; step: string; at: string | null; detail?: string }

const nameOf = (value: unknown): string | null => (value && typeof value === 'object' ? String((value as { email?: string; title?: string }).title ?? (value as { email?: string }).email ?? '') || null : null)

/**
 * /admin/orders/:id: one order's facts, its timeline (won → invoiced → reminded → paid → released
 * for collection, from the order, its invoice and its recorded events) and the next steps the
 * state machine allows, each behind a confirmation naming the order and its amount.
 */
export const OrderDetailView = async (props: AdminViewServerProps) => {
  const { req, t, texts, date, money, clock } = await viewContext(props)
  if (!(await gateSection(props, 'orders'))) return <Forbidden props={props} t={t} />
  const id = Number(((props.params as { segments?: string[] } | undefined)?.segments ?? [])[1])
  const asUser = { req, overrideAccess: false } as const
  const order = Number.isInteger(id) && id > 0 ? await req.payload.findByID({ collection: 'orders', id, depth: 1, disableErrors: true, ...asUser }).catch(() => null) : null
  if (!order) {
    return (
      <OpsPage props={props} title={t('orders.title')}>
        <p role="alert">{t('orders.empty')}</p>
        <a href="/admin/orders">{t('bo.backToOrders')}</a>
      </OpsPage>
    )
  }
  const settings = await readSettings(req.payload)
  const invoice = (await req.payload.find({ collection: 'invoices', where: { order: { equals: order.id } }, depth: 0, limit: 1, select: { number: true, issued_at: true, createdAt: true }, ...asUser })).docs[0]
  const events = (await req.payload.find({ collection: 'order-events', where: { order: { equals: order.id } }, depth: 0, sort: 'at', pagination: false, ...asUser })).docs
  const paidCents = events.filter((event) => event.type === 'partial_payment' || event.type === 'paid').reduce((sum, event) => sum + toCents(event.amount ?? 0), 0)
  const openCents = Math.max(0, toCents(order.total) - paidCents)
  const status = order.status ?? 'awaiting_payment'
  const statusLabel = t(ORDER_STATUS[status])
  const who = (email: string | null | undefined) => t('bo.by', { who: email || t('bo.system') })

  const entries: Entry[] = [
    { key: 'won', step: 'won', at: order.createdAt, detail: money(order.hammer_price) },
    { key: 'invoiced', step: 'invoiced', at: invoice ? String(invoice.issued_at ?? invoice.createdAt) : null, detail: invoice?.number },
    ...events
      .filter((event) => event.type !== 'daily_summary')
      .map((event) => ({
        key: `e${event.id}`,
        step: event.type,
        at: event.at,
        detail: [
          event.type === 'reminded' ? t('bo.reminderStage', { stage: event.stage ?? 1, lang: (event.note ?? 'en').toUpperCase() }) : null,
          event.amount != null ? money(event.amount) : null,
          event.bank_reference ? `${t('bo.bankReference')}: ${event.bank_reference}` : null,
          event.type !== 'reminded' && event.note ? event.note : null,
          event.type === 'reminded' ? null : who(event.actor_email),
        ]
          .filter(Boolean)
          .join(' · '),
      })),
  ]
  // Steps not reached yet show as still to come (a cancelled order shows none).
  if (status !== 'cancelled') {
    for (const step of TIMELINE_STEPS) if (!entries.some((entry) => entry.step === step && entry.at)) entries.push({ key: `todo-${step}`, step, at: null })
  }
  const next = nextOrderStates(status)
  const cancelledEvent = events.find((event) => event.type === 'cancelled')
  const facts: [AdminKey, React.ReactNode][] = [
    ['bo.status', <Status key="s" kind="order" status={status} t={t} testId="order-status" />],
    ['bo.machine', nameOf(order.listing) ?? t('common.none')],
    ['bo.buyer', nameOf(order.buyer) ?? t('common.none')],
    ['bo.seller', nameOf(order.seller) ?? t('common.none')],
    ['bo.hammer', money(order.hammer_price)],
    ['bo.fee', money(order.buyer_fee)],
    ['bo.vat', `${money(order.vat_amount)} (${order.vat_rate} %)`],
    ['bo.total', <strong key="t">{money(order.total)}</strong>],
    ['bo.paidSoFar', money(toEuros(paidCents))],
    ['bo.open_amount', <span key="o" data-testid="order-open">{money(toEuros(openCents))}</span>],
    ['bo.dueOn', clock.date(dueDateOf(order.createdAt, settings.paymentTermDays))],
    ['orders.reference', order.payment_reference],
    ['bo.bankReference', order.sepa_reference ?? t('common.none')],
    [
      'bo.invoice',
      invoice ? (
        <a key="i" href={`/svc/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener noreferrer">
          {t('orders.invoicePdf')} {invoice.number}
        </a>
      ) : (
        t('common.none')
      ),
    ],
  ]

  return (
    <OpsPage props={props} title={t('bo.orderTitle', { reference: order.payment_reference })}>
      <p>
        <a href="/admin/orders">← {t('bo.backToOrders')}</a>
      </p>
      <div className="bo-order">
        <section aria-labelledby="bo-facts">
          <h2 id="bo-facts">{t('bo.facts')}</h2>
          <dl className="bo-facts" data-testid="order-facts">
            {facts.map(([label, value]) => (
              <React.Fragment key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </React.Fragment>
            ))}
          </dl>
          {status === 'cancelled' && order.cancel_reason && (
            <p data-testid="order-cancelled">
              {t('bo.cancelledBy', { who: cancelledEvent?.actor_email ?? t('bo.system'), when: date(order.cancelled_at ?? cancelledEvent?.at ?? null), reason: order.cancel_reason })}
            </p>
          )}
          <h2>{t('bo.actions')}</h2>
          {next.length === 0 ? (
            <p>{t('bo.noActions', { status: statusLabel })}</p>
          ) : (
            <OrderActions
              id={order.id}
              reference={order.payment_reference}
              amount={money(order.total)}
              openAmount={toEuros(openCents)}
              today={dayInZone(new Date(), settings.timeZone)}
              can={{ paid: next.includes('paid'), release: next.includes('picked_up'), cancel: next.includes('cancelled') }}
              texts={texts}
            />
          )}
        </section>
        <section aria-labelledby="bo-timeline">
          <h2 id="bo-timeline">{t('bo.timeline')}</h2>
          <ol className="bo-timeline" data-testid="order-timeline">
            {entries.map((entry) => (
              <li key={entry.key} className={entry.at ? 'bo-timeline__done' : 'bo-timeline__todo'} data-step={entry.step} data-done={entry.at ? 'true' : 'false'}>
                <strong>{t(`bo.step.${entry.step}` as AdminKey)}</strong>
                <span>{entry.at ? date(entry.at) : t('bo.stepPending')}</span>
                {entry.detail && <span className="mm-muted">{entry.detail}</span>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </OpsPage>
  )
}
