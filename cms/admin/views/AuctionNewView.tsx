import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { AuctionForm } from './client/AuctionForm'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'
import { readSettings } from '../../settings/read-settings'

/** /admin/auctions/new: live listings without a scheduled or running auction can be auctioned. */
export const AuctionNewView = async (props: AdminViewServerProps) => {
  const { req, t, texts } = await viewContext(props)
  if (!(await gateSection(props, 'auctions-new'))) return <Forbidden props={props} t={t} />
  const asUser = { req, overrideAccess: false } as const
  const [listings, active, settings] = await Promise.all([
    req.payload.find({ collection: 'listings', where: { status: { equals: 'live' } }, sort: 'title', depth: 0, limit: 500, select: { title: true }, ...asUser }),
    req.payload.find({ collection: 'auctions', where: { status: { in: ['SCHEDULED', 'LIVE'] } }, depth: 0, limit: 5000, pagination: false, select: { listing: true }, ...asUser }),
    readSettings(req.payload),
  ])
  const busy = new Set(active.docs.map((auction) => Number(auction.listing)))
  const free = listings.docs.filter((listing) => !busy.has(listing.id)).map((listing) => ({ id: listing.id, title: listing.title }))
  return (
    <OpsPage props={props} title={t('auctionForm.title')}>
      <AuctionForm texts={texts} listings={free} defaultHours={settings.auctionLengthHours} />
    </OpsPage>
  )
}
