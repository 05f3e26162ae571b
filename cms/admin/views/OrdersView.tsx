import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { Status } from '../components/StatusChip'

import { CATEGORIES, CATEGORY_LABELS } from '@core/domain/catalog'
import { ORDER_STATUSES } from '../../collections/Orders'
import { ORDER_STATUS } from '../i18n/labels'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { listHref, listSort, listWhere, readListQuery, type ListSpec } from '../data/list-query'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/**
 * /admin/orders: orders after won auctions, searchable and filtered by status, category and date,
 * each opening its own page (cms/admin/views/OrderDetailView.tsx), where its steps are taken
 * behind a confirmation. No action sits in the list: one slip must not cancel a sale.
 */
export const OrdersView = async (props: AdminViewServerProps) => {
  const { req, t, date, money, lang, clock } = await viewContext(props)
  if (!(await gateSection(props, 'orders'))) return <Forbidden props={props} t={t} />
  const spec: ListSpec = {
    search: ['payment_reference', 'sepa_reference', 'listing.title', 'buyer.email'],
    filters: [
      { name: 'status', field: 'status', label: t('common.status'), allLabel: t('common.all'), options: ORDER_STATUSES.map((value) => ({ value, label: t(ORDER_STATUS[value]) })) },
      { name: 'category', field: 'listing.category', label: t('bo.category'), allLabel: t('common.all'), options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value][lang] })) },
    ],
    date: { field: 'createdAt', label: t('bo.step.won') },
    sorts: { date: 'createdAt', reference: 'payment_reference', total: 'total', status: 'status' },
    defaultSort: '-date',
  }
  const query = readListQuery(props.searchParams as Record<string, string>, spec)
  const asUser = { req, overrideAccess: false } as const
  const orders = await req.payload.find({ collection: 'orders', where: listWhere(query, spec, [], clock.timeZone), sort: listSort(query, spec), depth: 1, limit: 50, page: query.page, ...asUser })
  const list = { path: '/admin/orders', query, spec, t }

  return (
    <OpsPage props={props} title={t('orders.title')}>
      <div className="ops__bar">
        <a className="ops-btn" href="/admin/orders/payments" data-testid="open-payments">
          {t('bo.payments')}
        </a>
      </div>
      <p role="status">{t('bo.results', { count: orders.totalDocs })}</p>
      <AdminTable
        list={list}
        columns={[
          {
            header: t('orders.reference'),
            sortKey: 'reference',
            rowHeader: true,
            cell: (order) => (
              <a href={`/admin/orders/${order.id}`} data-testid="order-link">
                {order.payment_reference}
              </a>
            ),
          },
          { header: t('orders.listing'), cell: (order) => (typeof order.listing === 'object' ? order.listing : null)?.title ?? t('common.none') },
          { header: t('orders.buyer'), cell: (order) => (typeof order.buyer === 'object' ? order.buyer : null)?.email ?? t('common.none') },
          { header: t('orders.total'), sortKey: 'total', cell: (order) => money(order.total) },
          {
            header: t('common.status'),
            sortKey: 'status',
            cell: (order) => (
              <Status kind="order" status={order.status ?? 'awaiting_payment'} t={t} testId="order-status" />
            ),
          },
          { header: t('bo.step.won'), sortKey: 'date', cell: (order) => date(order.createdAt) },
          { header: t('common.actions'), cell: (order) => <a href={`/admin/orders/${order.id}`}>{t('bo.openOrder', { reference: order.payment_reference })}</a> },
        ]}
        empty={t('orders.empty')}
        rowKey={(order) => order.id}
        rowProps={(order) => ({ 'data-testid': `order-${order.payment_reference}` })}
        rows={orders.docs}
        testId="orders-table"
      />
      <AdminPagination t={t} result={orders} link={(step) => listHref(list.path, query, { page: (orders.page ?? 1) + step })} />
    </OpsPage>
  )
}
