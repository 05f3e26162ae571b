/**
 * The strings of a server card's islands (AuctionCard.astro), by key prefix for `pickMessages`:
 * the countdown's and the live part's (price, bids, standing, bid button, watch and remind).
 * One list for every page that shows cards (/auctions, the home page's "Closing soon").
 */
export const CARD_TIMER_MESSAGES = ['countdown.'];

export const CARD_LIVE_MESSAGES = [
  'auction.startingBid', 'auction.currentBid', 'auction.fee', 'auction.bids', 'auction.youAre', 'auction.signInToBid', 'auction.verifyEmailToBid',
  'auction.staffCannotBid', 'auction.kycHint', 'auction.completeKycToBid', 'auction.kycInReview', 'auction.bidNow', 'watch.',
  'reminder.failed', 'reminder.lead', 'reminder.pickLead', 'reminder.remindMe', 'reminder.remove', 'reminder.sent', 'reminder.set', 'reminder.signIn',
];
