import type { AdminViewConfig } from 'payload'

const view = (path: `/${string}`, component: string): AdminViewConfig => ({
  path,
  // exact: custom views otherwise match by prefix, and /auctions would swallow /auctions/new.
  exact: true,
  Component: `/admin/views/${component}`,
})

/** The operations screens of the staff admin (spread into admin.components.views). */
export const opsViews: Record<string, AdminViewConfig> = {
  opsKyc: view('/kyc', 'KycQueueView#KycQueueView'),
  opsListings: view('/listings', 'ListingsView#ListingsView'),
  opsListingNew: view('/listings/new', 'ListingNewView#ListingNewView'),
  opsAuctions: view('/auctions', 'AuctionsView#AuctionsView'),
  opsAuctionNew: view('/auctions/new', 'AuctionNewView#AuctionNewView'),
  opsAuctionDetail: view('/auctions/:id(\\d+)', 'AuctionDetailView#AuctionDetailView'),
  opsOrders: view('/orders', 'OrdersView#OrdersView'),
}
