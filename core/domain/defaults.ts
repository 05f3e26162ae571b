/** Business constants of spec section 9; the settings global starts from these. */
export const PLATFORM_DEFAULTS = {
  buyerFeePct: 2,
  vatPct: 19,
  auctionLengthHours: 24,
  antiSnipingWindowSecs: 60,
  antiSnipingExtensionSecs: 60,
  commissionPct: 5,
  /** Invoices are due this many days after the invoice date (invoice PDF, Fees page, FAQ, terms, assistant). */
  paymentTermDays: 14,
  proxyBiddingEnabled: false,
  /** The sister site for selling machines (settings `sell_site_url`; PUBLIC_SELL_URL seeds it). */
  sellSiteUrl: 'https://sell.machinerymarket.example',
  /** The highest price anything may have: a start price, a bid, a maximum bid (euros). */
  maxPrice: 100_000_000,
  /** A bid more than this many times the minimum next bid needs the bidder's confirmation (0: never asks). */
  highBidConfirmFactor: 10,
  incrementTable: [
    { from: 0, increment: 50 },
    { from: 1_000, increment: 100 },
    { from: 10_000, increment: 250 },
    { from: 50_000, increment: 500 },
    { from: 100_000, increment: 1_000 },
  ],
} as const
