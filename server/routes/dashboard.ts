import { Router } from 'express'
import type { Payload, Where } from 'payload'

import type { AccountMachine, AccountProfile, ActivityRow, InvoiceRow, MyBidOutcome, MyBidRow, NotificationRow, WatchlistRow, WonAuction } from '@core/contract'
import { requireUser, type SessionUser } from '../auth/resolve-user'
import { ownBidsOn, standingsFor } from '../bidding/viewer-standing'
import { canSeePrices } from '@core/domain/price-visibility'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: number }).id) : null

/**
 * The dashboard's read side: each list is read through Payload as the signed-in user with the
 * collection's access rules on, so it only ever holds that user's own records. Machine titles
 * are then looked up for exactly the listings those records point to (a sold listing is no
 * longer public, but its buyer may see what they bought). Machines link by slug: after the end
 * /auctions/{slug} is the results page for those who took part.
 */
export const dashboardRouter = (deps: { payload: Payload }) => {
  const { payload } = deps
  const router = Router()

  const asUser = (user: SessionUser) => ({ user, overrideAccess: false as const })
  const own = (user: SessionUser, field: string): Where => ({ [field]: { equals: user.id } })

  const machinesOf = async (listingIds: (number | null)[], withImage = false): Promise<Map<number, AccountMachine>> => {
    const ids = [...new Set(listingIds.filter((id): id is number => id != null))]
    if (!ids.length) return new Map()
    const { docs } = await payload.find({
      collection: 'listings',
      where: { id: { in: ids } },
      select: { title: true, slug: true, status: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const images = withImage ? await firstImagesOf(ids) : new Map<number, string>()
    return new Map(docs.map((l) => [l.id, { title: l.title, slug: l.slug ?? null, ...(withImage ? { image: images.get(l.id) ?? null } : {}) }]))
  }
  // The first photo of each listing (card size), as the list's cards show it.
  const firstImagesOf = async (listingIds: number[]) => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ listing: { in: listingIds } }, { kind: { equals: 'image' } }] },
      sort: ['sort_order', 'id'],
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const images = new Map<number, string>()
    for (const m of docs) {
      const listing = idOf(m.listing)
      const file = m.sizes?.card?.filename ?? m.filename
      if (listing != null && file && !images.has(listing)) images.set(listing, `/api/media/file/${encodeURIComponent(file)}`)
    }
    return images
  }
  const auctionsOf = async (auctionIds: (number | null)[]) => {
    const ids = [...new Set(auctionIds.filter((id): id is number => id != null))]
    type AuctionFacts = { listing: number | null; current_price: number | null; end_time: string | null; status: string; winner: number | null }
    if (!ids.length) return new Map<number, AuctionFacts>()
    const { docs } = await payload.find({ collection: 'auctions', where: { id: { in: ids } }, pagination: false, depth: 0, overrideAccess: true })
    return new Map<number, AuctionFacts>(
      docs.map((a) => [a.id, { listing: idOf(a.listing), current_price: a.current_price ?? a.start_price ?? null, end_time: a.end_time ?? null, status: a.status, winner: idOf(a.winner) }]),
    )
  }
  const unknownMachine: AccountMachine = { title: '', slug: null }
  const send = (res: import('express').Response, data: unknown) => res.set('Cache-Control', 'private, no-store').json({ data })

  router.get('/account/won', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const orders = await payload.find({ collection: 'orders', where: own(user, 'buyer'), sort: '-createdAt', limit: 200, depth: 0, ...asUser(user) })
    const invoices = orders.docs.length
      ? await payload.find({ collection: 'invoices', where: { order: { in: orders.docs.map((o) => o.id) } }, limit: 200, depth: 0, ...asUser(user) })
      : { docs: [] }
    const invoiceByOrder = new Map(invoices.docs.map((i) => [idOf(i.order), { id: i.id, number: i.number }]))
    const machines = await machinesOf(orders.docs.map((o) => idOf(o.listing)), true)
    const rows: WonAuction[] = orders.docs.map((o) => ({
      order_id: o.id,
      auction_id: idOf(o.auction) as number,
      machine: machines.get(idOf(o.listing) as number) ?? unknownMachine,
      hammer_price: o.hammer_price,
      total: o.total,
      status: (o.status ?? 'awaiting_payment') as WonAuction['status'],
      payment_reference: o.payment_reference,
      won_at: o.createdAt,
      invoice: invoiceByOrder.get(o.id) ?? null,
    }))
    send(res, rows)
  })

  router.get('/account/invoices', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const invoices = await payload.find({ collection: 'invoices', where: own(user, 'buyer'), sort: '-issued_at', limit: 200, depth: 1, ...asUser(user) })
    const machines = await machinesOf(invoices.docs.map((i) => (typeof i.order === 'object' ? idOf(i.order?.listing) : null)))
    const rows: InvoiceRow[] = invoices.docs.map((i) => ({
      id: i.id,
      number: i.number,
      machine: (typeof i.order === 'object' && machines.get(idOf(i.order?.listing) as number)) || unknownMachine,
      issued_at: i.issued_at,
      due_at: i.due_at ?? null,
      total: i.total,
      pdf_url: `/svc/invoices/${i.id}/pdf`,
    }))
    send(res, rows)
  })

  router.get('/account/watchlist', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const entries = await payload.find({ collection: 'watchlist', where: own(user, 'user'), sort: '-createdAt', limit: 200, depth: 0, ...asUser(user) })
    const auctions = await auctionsOf(entries.docs.map((e) => idOf(e.auction)))
    const machines = await machinesOf(entries.docs.map((e) => idOf(e.listing)))
    const now = Date.now()
    const priced = canSeePrices(user)
    const isLive = (auction: { status: string; end_time: string | null } | undefined) =>
      auction?.status === 'LIVE' && Boolean(auction.end_time && Date.parse(auction.end_time) > now)
    const running = [...auctions].filter(([, auction]) => isLive(auction)).map(([id]) => id)
    const standings = await standingsFor(payload, user, running)
    const rows: WatchlistRow[] = entries.docs.map((e) => {
      const auction = auctions.get(idOf(e.auction) as number)
      return {
        id: e.id,
        auction_id: idOf(e.auction) as number,
        machine: machines.get(idOf(e.listing) as number) ?? unknownMachine,
        current_price: priced ? (auction?.current_price ?? null) : null,
        end_time: priced ? (auction?.end_time ?? null) : null,
        is_live: isLive(auction),
        notify_email: Boolean(e.notify_email),
        my_standing: standings.get(String(idOf(e.auction))) ?? null,
      }
    })
    send(res, rows)
  })

  // Every auction the caller bid on, running and ended: their own highest bid, the outcome (from
  // their own bids' is_highest while it runs, from the auction's winner after the end, compared
  // with the caller only), the current or final price, and for a win the order and invoice.
  router.get('/account/my-bids', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const mine = await ownBidsOn(payload, user.id, null)
    const auctionIds = [...mine.values()].map((b) => Number(b.auction))
    const [auctions, orders] = await Promise.all([
      auctionsOf(auctionIds),
      auctionIds.length
        ? payload.find({ collection: 'orders', where: { and: [own(user, 'buyer'), { auction: { in: auctionIds } }] }, pagination: false, depth: 0, ...asUser(user) })
        : Promise.resolve({ docs: [] }),
    ])
    const invoices = orders.docs.length
      ? await payload.find({ collection: 'invoices', where: { order: { in: orders.docs.map((o) => o.id) } }, pagination: false, depth: 0, ...asUser(user) })
      : { docs: [] }
    const invoiceByOrder = new Map(invoices.docs.map((i) => [idOf(i.order), { id: i.id, number: i.number }]))
    const orderByAuction = new Map(orders.docs.map((o) => [idOf(o.auction), { id: o.id, invoice: invoiceByOrder.get(o.id) ?? null }]))
    const machines = await machinesOf([...auctions.values()].map((a) => a.listing), true)
    const priced = canSeePrices(user)
    const now = Date.now()
    const rows: MyBidRow[] = []
    for (const bid of mine.values()) {
      const id = Number(bid.auction)
      const auction = auctions.get(id)
      if (!auction) continue
      const ended = auction.status === 'ENDED' || auction.status === 'CANCELLED'
      const over = ended || Boolean(auction.end_time && Date.parse(auction.end_time) <= now)
      // Leading or outbid changes when a rival bids: no standing while it runs for a viewer without prices.
      const outcome: MyBidOutcome | null =
        auction.status === 'CANCELLED' ? 'cancelled' : ended ? (auction.winner === user.id ? 'won' : 'lost') : !priced ? null : bid.highest ? 'highest' : 'outbid'
      rows.push({
        auction_id: id,
        machine: (auction.listing != null && machines.get(auction.listing)) || unknownMachine,
        outcome,
        my_bid: priced ? bid.myBid : null,
        price: priced ? auction.current_price : null,
        end_time: priced ? auction.end_time : null,
        ended: over,
        order: outcome === 'won' ? (orderByAuction.get(id) ?? null) : null,
      })
    }
    // Running auctions first, ending soonest first; then ended ones, most recent first. Without
    // prices the end times are hidden, and so is their order: newest auction first.
    rows.sort((a, b) =>
      Number(a.ended) - Number(b.ended) || (priced ? (a.ended ? -1 : 1) * (a.end_time ?? '').localeCompare(b.end_time ?? '') : Number(b.auction_id) - Number(a.auction_id)),
    )
    send(res, rows)
  })

  router.get('/account/notifications', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const found = await payload.find({ collection: 'notifications', where: own(user, 'user'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) })
    const rows: NotificationRow[] = found.docs.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      body: n.body ?? null,
      link: n.link ?? null,
      read_at: n.read_at ?? null,
      created_at: n.createdAt,
    }))
    send(res, rows)
  })

  // Bids are not copied into the activity collection (that would be a second write per bid on the
  // bid path); the user's own bids are read here and merged in by time.
  router.get('/account/activity', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const [found, bids] = await Promise.all([
      payload.find({ collection: 'activity', where: own(user, 'user'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) }),
      payload.find({ collection: 'bids', where: own(user, 'bidder'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) }),
    ])
    const auctions = await auctionsOf([...found.docs.map((a) => idOf(a.auction)), ...bids.docs.map((b) => idOf(b.auction))])
    const machines = await machinesOf([...auctions.values()].map((a) => a.listing))
    const machineOf = (auctionId: number | null) => {
      const auction = auctionId != null ? auctions.get(auctionId) : undefined
      return auction?.listing != null ? (machines.get(auction.listing) ?? null) : null
    }
    const rows: ActivityRow[] = [
      ...found.docs.map((a) => ({
        id: a.id,
        type: a.type,
        method: a.method ?? null,
        amount: a.amount ?? null,
        machine: machineOf(idOf(a.auction)),
        ip: a.ip ?? null,
        created_at: a.createdAt,
      })),
      ...bids.docs.map((b) => ({
        id: b.id,
        type: 'bid_placed',
        method: null,
        // Bid amounts are prices (field access leaves them out for a viewer without prices).
        amount: b.amount ?? null,
        machine: machineOf(idOf(b.auction)),
        ip: null,
        created_at: b.createdAt,
      })),
    ]
      .sort((x, y) => Date.parse(y.created_at) - Date.parse(x.created_at))
      .slice(0, 100)
    send(res, rows)
  })

  router.get('/account/profile', async (req, res) => {
    const user = await requireUser(payload, req.headers)
    const kyc = await payload.find({ collection: 'kyc', where: own(user, 'user'), limit: 1, depth: 0, ...asUser(user) })
    const record = kyc.docs[0]
    const profile: AccountProfile = {
      email: user.email,
      email_confirmed_at: user.email_confirmed_at ?? null,
      language: user.language === 'de' ? 'de' : 'en',
      remind_watched: Boolean(user.remind_watched),
      company: record
        ? {
            status: record.status,
            company_name: record.company_name,
            vat_id: record.vat_id,
            street: record.business_address?.street ?? '',
            postal_code: record.business_address?.postal_code ?? '',
            city: record.business_address?.city ?? '',
            country: record.country,
            contact_person: record.contact_person,
            phone: record.phone ?? '',
          }
        : null,
    }
    send(res, profile)
  })

  return router
}
