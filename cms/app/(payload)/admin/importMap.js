import { KycQueueView as KycQueueView_3b9bdf0cfbbaae4e7278b1bcc85b786c } from '../../../admin/views/KycQueueView'
import { ListingsView as ListingsView_5730e289b561f431a64077588afd17b7 } from '../../../admin/views/ListingsView'
import { ListingNewView as ListingNewView_c9200c6f9e3b8bf853773627840e383d } from '../../../admin/views/ListingNewView'
import { AuctionsView as AuctionsView_af977e483819ef47293cf1e4876c5972 } from '../../../admin/views/AuctionsView'
import { AuctionNewView as AuctionNewView_63fea1081556e2740ce81c332e79e02f } from '../../../admin/views/AuctionNewView'
import { AuctionDetailView as AuctionDetailView_c181bc3042cda2809e69f120c8a12393 } from '../../../admin/views/AuctionDetailView'
import { OrdersView as OrdersView_77441cde7a7934d7fdfc94ee929382b0 } from '../../../admin/views/OrdersView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/views/KycQueueView#KycQueueView": KycQueueView_3b9bdf0cfbbaae4e7278b1bcc85b786c,
  "/admin/views/ListingsView#ListingsView": ListingsView_5730e289b561f431a64077588afd17b7,
  "/admin/views/ListingNewView#ListingNewView": ListingNewView_c9200c6f9e3b8bf853773627840e383d,
  "/admin/views/AuctionsView#AuctionsView": AuctionsView_af977e483819ef47293cf1e4876c5972,
  "/admin/views/AuctionNewView#AuctionNewView": AuctionNewView_63fea1081556e2740ce81c332e79e02f,
  "/admin/views/AuctionDetailView#AuctionDetailView": AuctionDetailView_c181bc3042cda2809e69f120c8a12393,
  "/admin/views/OrdersView#OrdersView": OrdersView_77441cde7a7934d7fdfc94ee929382b0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
