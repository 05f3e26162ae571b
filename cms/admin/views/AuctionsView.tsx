import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { Status } from '../components/StatusChip'

import { CATEGORIES, CATEGORY_LABELS } from '@core/domain/catalog'
import { AUCTION_STATUSES, type AuctionStatus } from '@core/domain/statuses'
import { AUCTION_STATUS } from '../i18n/labels'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { listHref, listSort, listWhere, readListQuery, type ListSpec } from '../data/list-query'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/auctions: auctions by status (live first), searchable and filtered by category and end date, sortable, each linking to its detail. */
export const AuctionsView = async (props: AdminViewServerProps) => {
  const { req, t, date, money, lang, clock } = await viewContext(props)
  if (!(await gateSection(props, 'auctions'))) return <Forbidden props={props} t={t} />
  const requested = typeof props.searchParams?.status === 'string' ? props.searchParams.status : ''
  const status: AuctionStatus = (AUCTION_STATUSES as readonly string[]).includes(requested) ? (requested as AuctionStatus) : 'LIVE'
  const spec: ListSpec = {
    search: ['listing.title', 'listing.brand', 'listing.model'],
    filters: [{ name: 'category', field: 'listing.category', label: t('bo.category'), allLabel: t('common.all'), options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value][lang] })) }],
    date: { field: 'end_time', label: t('auctions.end') },
    sorts: { end: 'end_time', start: 'start_time', price: 'current_price', bids: 'bid_count' },
    defaultSort: status === 'ENDED' || status === 'CANCELLED' ? '-end' : 'end',
  }
  const query = readListQuery(props.searchParams as Record<string, string>, spec)
  const list = { path: '/admin/auctions', query, spec, t, extra: { status } }
  const [auctions, ...counts] = await Promise.all([
    req.payload.find({ collection: 'auctions', where: listWhere(query, spec, [{ status: { equals: status } }], clock.timeZone), sort: listSort(query, spec), depth: 1, limit: 50, page: query.page, req, overrideAccess: false }),
    ...AUCTION_STATUSES.map((value) => req.payload.count({ collection: 'auctions', where: { status: { equals: value } }, req, overrideAccess: false })),
  ])
  const order: AuctionStatus[] = ['LIVE', 'SCHEDULED', 'ENDED', 'CANCELLED']
  const countOf = (value: AuctionStatus) => counts[AUCTION_STATUSES.indexOf(value)]?.totalDocs ?? 0

  return (
    <OpsPage props={props} title={t('auctions.title')}>
      <div className="ops__bar">
        <a className="ops-btn" href="/admin/auctions/new">
          {t('auctions.new')}
        </a>
      </div>
      <nav aria-label={t('common.status')} className="ops__bar">
        {order.map((value) => (
          <a key={value} className={`ops-btn${value === status ? '' : ' ops-btn--secondary'}`} href={`/admin/auctions?status=${value}`} aria-current={value === status ? 'page' : undefined}>
            {t(AUCTION_STATUS[value])} ({countOf(value)})
          </a>
        ))}
      </nav>
      <AdminTable
        list={list}
        columns={[
          {
            header: t('auctions.listing'),
            cell: (auction) => <a href={`/admin/auctions/${auction.id}`}>{(typeof auction.listing === 'object' ? auction.listing : null)?.title ?? `#${auction.id}`}</a>,
          },
          { header: t('common.status'), cell: (auction) => <Status kind="auction" status={auction.status} t={t} /> },
          { header: t('auctions.start'), sortKey: 'start', cell: (auction) => date(auction.start_time) },
          { header: t('auctions.end'), sortKey: 'end', cell: (auction) => date(auction.end_time) },
          { header: t('auctions.currentPrice'), sortKey: 'price', cell: (auction) => money(auction.current_price ?? auction.start_price) },
          { header: t('auctions.bids'), sortKey: 'bids', cell: (auction) => auction.bid_count ?? 0 },
        ]}
        empty={t('auctions.empty')}
        rowKey={(auction) => auction.id}
        rows={auctions.docs}
        testId="auctions-table"
      />
      <AdminPagination t={t} result={auctions} link={(step) => listHref(list.path, query, { page: (auctions.page ?? 1) + step }, list.extra)} />
    </OpsPage>
  )
}
