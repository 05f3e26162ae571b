import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { ORDER_STATUSES } from '../../collections/Orders'
import { ORDER_STATUS } from '../i18n/labels'
import { ActionButton, ReasonForm } from '../components/ActionButton'
import { AdminTable } from '../components/AdminTable'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/orders: orders after won auctions, moved along awaiting payment → paid → picked up. */
export const OrdersView = async (props: AdminViewServerProps) => {
  const { req, t, date, money } = await viewContext(props)
  if (!(await gateSection(props, 'orders'))) return <Forbidden props={props} t={t} />
  const requested = typeof props.searchParams?.status === 'string' ? props.searchParams.status : ''
  const status = (ORDER_STATUSES as readonly string[]).includes(requested) ? requested : ''
  const asUser = { req, overrideAccess: false } as const
  const orders = await req.payload.find({ collection: 'orders', where: status ? { status: { equals: status } } : {}, sort: '-createdAt', depth: 1, limit: 100, ...asUser })
  const invoices = await req.payload.find({ collection: 'invoices', where: { order: { in: orders.docs.map((order) => order.id) } }, depth: 0, limit: 200, select: { order: true, number: true }, ...asUser })
  const invoiceOf = (orderId: number) => invoices.docs.find((invoice) => Number(invoice.order) === orderId)

  return (
    <OpsPage props={props} title={t('orders.title')}>
      <nav aria-label={t('common.status')} className="ops__bar">
        {(['', ...ORDER_STATUSES] as const).map((value) => (
          <a key={value || 'all'} className={`ops-btn${value === status ? '' : ' ops-btn--secondary'}`} href={value ? `/admin/orders?status=${value}` : '/admin/orders'} aria-current={value === status ? 'page' : undefined}>
            {value ? t(ORDER_STATUS[value]) : t('common.all')}
          </a>
        ))}
      </nav>
      <AdminTable
        columns={[
          { header: t('orders.reference'), cell: (order) => order.payment_reference },
          { header: t('orders.listing'), cell: (order) => (typeof order.listing === 'object' ? order.listing : null)?.title ?? t('common.none') },
          { header: t('orders.buyer'), cell: (order) => (typeof order.buyer === 'object' ? order.buyer : null)?.email ?? t('common.none') },
          { header: t('orders.total'), cell: (order) => money(order.total) },
          {
            header: t('common.status'),
            cell: (order) => (
              <>
                <span className="ops-badge" data-testid="order-status">
                  {t(ORDER_STATUS[order.status ?? 'awaiting_payment'])}
                </span>
                {order.paid_at && (
                  <div className="mm-muted">
                    {t('orders.paidAt')}: {date(order.paid_at)}
                    <br />
                    {t('orders.sepaReference')}: <span data-testid="order-sepa">{order.sepa_reference}</span>
                  </div>
                )}
                {order.cancel_reason && <div className="mm-muted">{order.cancel_reason}</div>}
              </>
            ),
          },
          {
            header: t('orders.invoice'),
            cell: (order) => {
              const invoice = invoiceOf(order.id)
              return invoice ? (
                <a href={`/svc/invoices/${invoice.id}/pdf`} target="_blank" rel="noopener noreferrer">
                  {t('orders.invoicePdf')} {invoice.number}
                </a>
              ) : (
                t('common.none')
              )
            },
          },
          {
            header: t('common.actions'),
            cell: (order) => (
              <div className="ops-form">
                {order.status === 'awaiting_payment' && (
                  <ReasonForm action={`/api/ops/orders/${order.id}/paid`} field="sepa_reference" label={`${t('orders.sepaReference')} (${order.payment_reference})`} submit={t('orders.markPaid')} done={t('common.done')} fallback={t('common.error')} variant="primary" />
                )}
                {order.status === 'paid' && <ActionButton action={`/api/ops/orders/${order.id}/picked-up`} label={t('orders.markPickedUp')} done={t('common.done')} fallback={t('common.error')} />}
                {(order.status === 'awaiting_payment' || order.status === 'paid') && (
                  <ReasonForm action={`/api/ops/orders/${order.id}/cancel`} field="reason" label={`${t('orders.cancelReason')} (${order.payment_reference})`} submit={t('orders.cancelOrder')} done={t('common.done')} fallback={t('common.error')} variant="danger" />
                )}
              </div>
            ),
          },
        ]}
        empty={t('orders.empty')}
        rowKey={(order) => order.id}
        rowProps={(order) => ({ 'data-testid': `order-${order.payment_reference}` })}
        rows={orders.docs}
        testId="orders-table"
      />
    </OpsPage>
  )
}
