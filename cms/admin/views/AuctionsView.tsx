import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AUCTION_STATUSES, type AuctionStatus } from '@core/domain/statuses'
import { AUCTION_STATUS } from '../i18n/labels'
import { AdminTable } from '../components/AdminTable'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/auctions: auctions grouped by status (live first), each linking to its detail. */
export const AuctionsView = async (props: AdminViewServerProps) => {
  const { req, t, date, money } = await viewContext(props)
  if (!(await gateSection(props, 'auctions'))) return <Forbidden props={props} t={t} />
  const requested = typeof props.searchParams?.status === 'string' ? props.searchParams.status : ''
  const status: AuctionStatus = (AUCTION_STATUSES as readonly string[]).includes(requested) ? (requested as AuctionStatus) : 'LIVE'
  const [auctions, ...counts] = await Promise.all([
    req.payload.find({ collection: 'auctions', where: { status: { equals: status } }, sort: status === 'ENDED' || status === 'CANCELLED' ? '-end_time' : 'end_time', depth: 1, limit: 100, req, overrideAccess: false }),
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
        columns={[
          {
            header: t('auctions.listing'),
            cell: (auction) => <a href={`/admin/auctions/${auction.id}`}>{(typeof auction.listing === 'object' ? auction.listing : null)?.title ?? `#${auction.id}`}</a>,
          },
          { header: t('common.status'), cell: (auction) => <span className="ops-badge">{t(AUCTION_STATUS[auction.status])}</span> },
          { header: t('auctions.start'), cell: (auction) => date(auction.start_time) },
          { header: t('auctions.end'), cell: (auction) => date(auction.end_time) },
          { header: t('auctions.currentPrice'), cell: (auction) => money(auction.current_price ?? auction.start_price) },
          { header: t('auctions.bids'), cell: (auction) => auction.bid_count ?? 0 },
        ]}
        empty={t('auctions.empty')}
        rowKey={(auction) => auction.id}
        rows={auctions.docs}
        testId="auctions-table"
      />
    </OpsPage>
  )
}
