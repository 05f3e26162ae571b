import type { Config } from 'payload'

import { BRAND_MARK_DATA_URL } from './brand'

/**
 * The admin's <head> (admin.meta): our title suffix, description and social preview texts (Payload
 * otherwise fills in its own), and the platform's mark as the favicon.
 */
export const adminMeta = {
  titleSuffix: '· MachineryMarket admin',
  keywords: 'MachineryMarket',
  description: 'Staff administration of MachineryMarket, the marketplace for used construction machinery.',
  icons: [{ rel: 'icon', type: 'image/svg+xml', url: BRAND_MARK_DATA_URL }],
  openGraph: {
    siteName: 'MachineryMarket',
    title: 'MachineryMarket admin',
    description: 'Staff administration of MachineryMarket, the marketplace for used construction machinery.',
  },
} satisfies NonNullable<Config['admin']>['meta']
