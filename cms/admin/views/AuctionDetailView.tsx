import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { Status } from '../components/StatusChip'

import { ReasonForm } from '../components/ActionButton'
import { LiveRefresh } from './client/LiveRefresh'
import { AdminTable } from '../components/AdminTable'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

const idFromPath = (props: AdminViewServerProps) => {
  const segments = (props.params as { segments?: string[] } | undefined)?.segments ?? []
  const id = Number(segments[1])
  return Number.isInteger(id) && id > 0 ? id : null
}

/** /admin/auctions/{id}: details, the bids with the bidders' identities (live), extend and cancel. */
export const AuctionDetailView = async (props: AdminViewServerProps) => {
  const { req, t, date, money, lang } = await viewContext(props)
  if (!(await gateSection(props, 'auctions'))) return <Forbidden props={props} t={t} />
  const id = idFromPath(props)
  const asUser = { req, overrideAccess: false } as const
  const auction = id ? await req.payload.findByID({ collection: 'auctions', id, depth: 1, disableErrors: true, ...asUser }).catch(() => null) : null
  if (!auction) {
    return (
      <OpsPage props={props} title={t('auction.title')}>
        <p role="alert">{t('auction.notFound')}</p>
      </OpsPage>
    )
  }
  const listing = typeof auction.listing === 'object' ? auction.listing : null
  const bids = await req.payload.find({ collection: 'bids', where: { auction: { equals: auction.id } }, sort: '-amount', depth: 1, limit: 500, ...asUser })
  const bidderIds = [...new Set(bids.docs.map((bid) => (typeof bid.bidder === 'object' ? bid.bidder.id : bid.bidder)))]
  const kyc = bidderIds.length
    ? await req.payload.find({ collection: 'kyc', where: { user: { in: bidderIds } }, depth: 0, limit: bidderIds.length, select: { user: true, company_name: true }, ...asUser })
    : { docs: [] }
  const companyOf = (userId: number) => kyc.docs.find((record) => Number(record.user) === userId)?.company_name ?? t('common.none')
  const winner = auction.winner && typeof auction.winner === 'object' ? auction.winner.email : null
  const running = auction.status === 'LIVE' || auction.status === 'SCHEDULED'
  const prefix = lang === 'de' ? '/de' : ''

  return (
    <OpsPage props={props} title={`${t('auction.title')}: ${listing?.title ?? `#${auction.id}`}`}>
      <LiveRefresh auctionId={auction.id} live={t('auction.live')} offline={t('auction.offline')} />
      <section className="ops-card" aria-labelledby="auction-details">
        <h2 id="auction-details">{t('auction.details')}</h2>
        <dl className="ops-dl" data-testid="auction-details">
          <dt>{t('common.status')}</dt>
          <dd>
            <Status kind="auction" status={auction.status} t={t} testId="auction-status" />
          </dd>
          <dt>{t('auctions.start')}</dt>
          <dd>{date(auction.start_time)}</dd>
          <dt>{t('auctions.end')}</dt>
          <dd data-testid="auction-end" data-end={auction.end_time}>
            {date(auction.end_time)}
          </dd>
          <dt>{t('auctions.currentPrice')}</dt>
          <dd data-testid="auction-price">{money(auction.current_price ?? auction.start_price)}</dd>
          <dt>{t('auctions.bids')}</dt>
          <dd>{auction.bid_count ?? 0}</dd>
          <dt>{t('auction.increment')}</dt>
          <dd>{auction.bid_increment ? money(auction.bid_increment) : t('common.none')}</dd>
          <dt>{t('auction.reserve')}</dt>
          <dd>
            {listing?.reserve_price ? money(listing.reserve_price) : t('common.none')} ({auction.reserve_met ? t('auction.reserveMet') : t('auction.reserveNotMet')})
          </dd>
          {winner && (
            <>
              <dt>{t('auction.winner')}</dt>
              <dd>{winner}</dd>
            </>
          )}
          {auction.cancel_reason && (
            <>
              <dt>{t('auction.cancelReason')}</dt>
              <dd>{auction.cancel_reason}</dd>
            </>
          )}
        </dl>
        {listing && (auction.status === 'LIVE' || auction.status === 'ENDED') && (
          <a href={`${prefix}/auctions/${listing.slug}`}>{t('common.viewOnSite')}</a>
        )}
      </section>

      {running && (
        <section className="ops-card" aria-labelledby="auction-actions">
          <h2 id="auction-actions">{t('common.actions')}</h2>
          <ReasonForm action={`/api/ops/auctions/${auction.id}/extend`} field="minutes" label={t('auction.extendBy')} submit={t('auction.extend')} done={t('auction.extended')} fallback={t('common.error')} />
          <ReasonForm action={`/api/ops/auctions/${auction.id}/cancel`} field="reason" label={t('auction.cancelReasonLabel')} submit={t('auction.cancel')} done={t('auction.cancelled')} fallback={t('common.error')} variant="danger" multiline />
        </section>
      )}

      <h2>{t('auction.liveBids')}</h2>
      <AdminTable
        columns={[
          {
            header: t('auction.amount'),
            cell: (bid) => (
              <>
                {money(bid.amount)} {bid.is_highest && <span className="ops-badge">{t('auction.highest')}</span>}
              </>
            ),
          },
          { header: t('auction.bidder'), cell: (bid) => (typeof bid.bidder === 'object' ? bid.bidder : null)?.email ?? t('common.none') },
          {
            header: t('auction.company'),
            cell: (bid) => {
              const bidder = typeof bid.bidder === 'object' ? bid.bidder : null
              return bidder ? companyOf(bidder.id) : t('common.none')
            },
          },
          { header: t('auction.time'), cell: (bid) => date(bid.createdAt) },
        ]}
        empty={t('auction.noBids')}
        rowKey={(bid) => bid.id}
        rows={bids.docs}
        testId="auction-bids"
      />
    </OpsPage>
  )
}
