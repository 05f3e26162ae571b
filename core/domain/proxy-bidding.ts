import { type IncrementBand, incrementFor } from './increments'

export type ProxyLeader = { bidderId: number | string; maxAmount: number }
export type ProxyBid = { bidderId: number | string; amount: number; isProxy: boolean; maxAmount: number | null }

/**
 * Proxy (maximum) bidding, used only when settings.proxy_bidding_enabled is on. The system bids
 * for each bidder up to their maximum, one increment above the rival; of two equal maximums the
 * earlier (the current leader) wins. Returns the bids to record, in order; the last is highest.
 */
export const resolveProxyBid = (input: {
  currentPrice: number
  leader: ProxyLeader | null
  incoming: { bidderId: number | string; amount: number; maxAmount?: number | null }
  incrementTable?: readonly IncrementBand[]
  bidIncrement?: number | null
}): { bids: ProxyBid[]; leader: ProxyLeader; price: number } => {
  const { leader, incoming } = input
  const step = (price: number) => incrementFor(price, input.incrementTable, input.bidIncrement)
  const incomingMax = Math.max(incoming.amount, incoming.maxAmount ?? 0)
  const incomingBid = (amount: number): ProxyBid => ({ bidderId: incoming.bidderId, amount, isProxy: false, maxAmount: incoming.maxAmount ?? null })

  // No rival ceiling, or the leader raises their own ceiling: the bid stands as placed.
  if (!leader || String(leader.bidderId) === String(incoming.bidderId) || leader.maxAmount <= input.currentPrice) {
    return { bids: [incomingBid(incoming.amount)], leader: { bidderId: incoming.bidderId, maxAmount: incomingMax }, price: incoming.amount }
  }
  if (leader.maxAmount >= incomingMax) {
    // The earlier ceiling holds (ties included); the system answers for the leader.
    const answer = Math.min(leader.maxAmount, incomingMax + step(incomingMax))
    return {
      // On an exact tie only the leader's answer is recorded, so accepted amounts stay increasing.
      bids: [
        ...(incoming.amount < answer ? [incomingBid(incoming.amount)] : []),
        { bidderId: leader.bidderId, amount: answer, isProxy: true, maxAmount: leader.maxAmount },
      ],
      leader,
      price: answer,
    }
  }
  // The newcomer's ceiling is higher: they lead at one step above the old ceiling.
  const price = Math.max(incoming.amount, Math.min(incomingMax, leader.maxAmount + step(leader.maxAmount)))
  return {
    bids: [
      { bidderId: leader.bidderId, amount: leader.maxAmount, isProxy: true, maxAmount: leader.maxAmount },
      { ...incomingBid(price), isProxy: price !== incoming.amount },
    ].filter((bid) => bid.amount > input.currentPrice),
    leader: { bidderId: incoming.bidderId, maxAmount: incomingMax },
    price,
  }
}
