import type { Payload, Where } from 'payload'

import type { AccountMachine, AccountProfile, ActivityRow, InvoiceRow, MyBidOutcome, MyBidRow, NotificationRow, WatchlistRow, WonAuction } from '@core/contract'
import { canSeePrices } from '@core/domain/price-visibility'
import type { SessionUser } from '../auth/resolve-user'
import { toCents, toEuros } from '@core/domain/money'
import { ownBidsOn, standingsFor } from '../bidding/viewer-standing'

/**
 * The dashboard's read side: each list is read through Payload as the signed-in user with the
 * collection's access rules on, so it only ever holds that user's own records. Machine titles
 * are then looked up for exactly the listings those records point to (a sold listing is no
 * longer public, but its buyer may see what they bought). Machines link by slug: after the end
 * /auctions/{slug} is the results page for those who took part.
 */

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: number }).id) : null

const asUser = (user: SessionUser) => ({ user, overrideAccess: false as const })
const own = (user: SessionUser, field: string): Where => ({ [field]: { equals: user.id } })
const unknownMachine: AccountMachine = { title: '', slug: null }
const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id != null))]

/** The machines (title, slug, and with `withImage` the first photo) of these listings, by listing id. */
const machinesOf = async (payload: Payload, listingIds: (number | null)[], withImage = false): Promise<Map<number, AccountMachine>> => {
  const ids = distinct(listingIds)
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'listings',
    where: { id: { in: ids } },
    select: { title: true, slug: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const images = withImage ? await firstImagesOf(payload, ids) : new Map<number, string>()
  return new Map(docs.map((l) => [l.id, { title: l.title, slug: l.slug ?? null, ...(withImage ? { image: images.get(l.id) ?? null } : {}) }]))
}

// The first photo of each listing (card size), as the list's cards show it.
const firstImagesOf = async (payload: Payload, listingIds: number[]) => {
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

type AuctionFacts = { listing: number | null; current_price: number | null; end_time: string | null; status: string; winner: number | null }

const auctionsOf = async (payload: Payload, auctionIds: (number | null)[]) => {
  const ids = distinct(auctionIds)
  if (!ids.length) return new Map<number, AuctionFacts>()
  const { docs } = await payload.find({ collection: 'auctions', where: { id: { in: ids } }, pagination: false, depth: 0, overrideAccess: true })
  return new Map<number, AuctionFacts>(
    docs.map((a) => [a.id, { listing: idOf(a.listing), current_price: a.current_price ?? a.start_price ?? null, end_time: a.end_time ?? null, status: a.status, winner: idOf(a.winner) }]),
  )
}

/** The invoice (id and number) of each of these orders of the user, by order id. */
const invoicesByOrder = async (payload: Payload, user: SessionUser, orderIds: number[], page: { limit: number } | { pagination: false }) => {
  const invoices = orderIds.length ? await payload.find({ collection: 'invoices', where: { and: [{ order: { in: orderIds } }, { kind: { not_equals: 'credit_note' } }] }, ...page, depth: 0, ...asUser(user) }) : { docs: [] }
  return new Map(invoices.docs.map((i) => [idOf(i.order), { id: i.id, number: i.number }]))
}

/** GET /svc/account/won: the user's orders, newest first, with machine, photo and invoice. */
export const readWonAuctions = async (payload: Payload, user: SessionUser): Promise<WonAuction[]> => {
  const orders = await payload.find({ collection: 'orders', where: own(user, 'buyer'), sort: '-createdAt', limit: 200, depth: 0, ...asUser(user) })
  const invoiceByOrder = await invoicesByOrder(payload, user, orders.docs.map((o) => o.id), { limit: 200 })
  const machines = await machinesOf(payload, orders.docs.map((o) => idOf(o.listing)), true)
  return orders.docs.map((o) => ({
    order_id: o.id,
    auction_id: idOf(o.auction) as number,
    machine: machines.get(idOf(o.listing) as number) ?? unknownMachine,
    winning_bid: toEuros(toCents(o.hammer_price) + toCents(o.buyer_fee)),
    buyer_fee: o.buyer_fee,
    hammer_price: o.hammer_price,
    total: o.total,
    status: (o.status ?? 'awaiting_payment') as WonAuction['status'],
    payment_reference: o.payment_reference,
    won_at: o.createdAt,
    invoice: invoiceByOrder.get(o.id) ?? null,
  }))
}

/** GET /svc/account/invoices: the user's invoices, newest first. */
export const readInvoices = async (payload: Payload, user: SessionUser): Promise<InvoiceRow[]> => {
  const invoices = await payload.find({ collection: 'invoices', where: own(user, 'buyer'), sort: '-issued_at', limit: 200, depth: 1, ...asUser(user) })
  const machines = await machinesOf(payload, invoices.docs.map((i) => (typeof i.order === 'object' ? idOf(i.order?.listing) : null)))
  return invoices.docs.map((i) => ({
    id: i.id,
    number: i.number,
    kind: i.kind === 'credit_note' ? 'credit_note' : 'invoice',
    corrects: typeof i.corrects === 'object' && i.corrects ? i.corrects.number : null,
    machine: (typeof i.order === 'object' && machines.get(idOf(i.order?.listing) as number)) || unknownMachine,
    issued_at: i.issued_at,
    due_at: i.due_at ?? null,
    total: i.total,
    pdf_url: `/svc/invoices/${i.id}/pdf`,
    xml_url: `/svc/invoices/${i.id}/xrechnung.xml`,
  }))
}

/** GET /svc/account/watchlist: what the user watches, with price and end for a viewer with prices, and their standing on running auctions. */
export const readWatchlist = async (payload: Payload, user: SessionUser): Promise<WatchlistRow[]> => {
  const entries = await payload.find({ collection: 'watchlist', where: own(user, 'user'), sort: '-createdAt', limit: 200, depth: 0, ...asUser(user) })
  const auctions = await auctionsOf(payload, entries.docs.map((e) => idOf(e.auction)))
  const machines = await machinesOf(payload, entries.docs.map((e) => idOf(e.listing)))
  const now = Date.now()
  const priced = canSeePrices(user)
  const isLive = (auction: { status: string; end_time: string | null } | undefined) =>
    auction?.status === 'LIVE' && Boolean(auction.end_time && Date.parse(auction.end_time) > now)
  const running = [...auctions].filter(([, auction]) => isLive(auction)).map(([id]) => id)
  const standings = await standingsFor(payload, user, running)
  return entries.docs.map((e) => {
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
}

/**
 * GET /svc/account/my-bids: every auction the user bid on, running and ended: their own highest
 * bid, the outcome (from their own bids' is_highest while it runs, from the auction's winner after
 * the end, compared with the user only), the current or final price, and for a win the order and invoice.
 */
export const readMyBids = async (payload: Payload, user: SessionUser): Promise<MyBidRow[]> => {
  const mine = await ownBidsOn(payload, user.id, null)
  const auctionIds = [...mine.values()].map((b) => Number(b.auction))
  const [auctions, orders] = await Promise.all([
    auctionsOf(payload, auctionIds),
    auctionIds.length
      ? payload.find({ collection: 'orders', where: { and: [own(user, 'buyer'), { auction: { in: auctionIds } }] }, pagination: false, depth: 0, ...asUser(user) })
      : Promise.resolve({ docs: [] }),
  ])
  const invoiceByOrder = await invoicesByOrder(payload, user, orders.docs.map((o) => o.id), { pagination: false })
  const orderByAuction = new Map(orders.docs.map((o) => [idOf(o.auction), { id: o.id, invoice: invoiceByOrder.get(o.id) ?? null }]))
  const machines = await machinesOf(payload, [...auctions.values()].map((a) => a.listing), true)
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
  return rows.sort((a, b) =>
    Number(a.ended) - Number(b.ended) || (priced ? (a.ended ? -1 : 1) * (a.end_time ?? '').localeCompare(b.end_time ?? '') : Number(b.auction_id) - Number(a.auction_id)),
  )
}

/** GET /svc/account/notifications: the user's latest 100 notifications. */
export const readNotifications = async (payload: Payload, user: SessionUser): Promise<NotificationRow[]> => {
  const found = await payload.find({ collection: 'notifications', where: own(user, 'user'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) })
  return found.docs.map((n) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    body: n.body ?? null,
    link: n.link ?? null,
    read_at: n.read_at ?? null,
    created_at: n.createdAt,
  }))
}

/**
 * GET /svc/account/activity: the user's latest 100 events. Bids are not copied into the activity
 * collection (that would be a second write per bid on the bid path); the user's own bids are read
 * here and merged in by time.
 */
export const readActivity = async (payload: Payload, user: SessionUser): Promise<ActivityRow[]> => {
  const [found, bids] = await Promise.all([
    payload.find({ collection: 'activity', where: own(user, 'user'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) }),
    payload.find({ collection: 'bids', where: own(user, 'bidder'), sort: '-createdAt', limit: 100, depth: 0, ...asUser(user) }),
  ])
  const auctions = await auctionsOf(payload, [...found.docs.map((a) => idOf(a.auction)), ...bids.docs.map((b) => idOf(b.auction))])
  const machines = await machinesOf(payload, [...auctions.values()].map((a) => a.listing))
  const machineOf = (auctionId: number | null) => {
    const auction = auctionId != null ? auctions.get(auctionId) : undefined
    return auction?.listing != null ? (machines.get(auction.listing) ?? null) : null
  }
  return [
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
}

/** GET /svc/account/profile: the account and, once sent, the business verification's details. */
export const readProfile = async (payload: Payload, user: SessionUser): Promise<AccountProfile> => {
  const kyc = await payload.find({ collection: 'kyc', where: own(user, 'user'), limit: 1, depth: 0, ...asUser(user) })
  const record = kyc.docs[0]
  return {
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
}
