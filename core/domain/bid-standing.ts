/**
 * Where a bidder stands, from the public history and their own pseudonym. The service tells each
 * signed-in bidder their own label ("Bidder N", stable for the auction's lifetime) with the page;
 * the public broadcast carries only labels, so each viewer works out their own standing from it
 * without the broadcast naming anyone.
 */
export type Standing = 'none' | 'leading' | 'outbid'

export const standingFrom = (history: readonly { bidder_label: string; is_highest: boolean }[], ownLabel: string | null): Standing => {
  if (!ownLabel || !history.some((bid) => bid.bidder_label === ownLabel)) return 'none'
  const highest = history.find((bid) => bid.is_highest)
  return highest?.bidder_label === ownLabel ? 'leading' : 'outbid'
}

/** The number in a service label "Bidder 3" (translated on the client), or null for anything else. */
export const bidderNumber = (label: string): number | null => {
  const match = /^Bidder (\d+)$/.exec(label)
  return match ? Number(match[1]) : null
}
