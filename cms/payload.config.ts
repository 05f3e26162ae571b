import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Auctions } from './collections/Auctions'
import { Bids } from './collections/Bids'
import { EmailLogs } from './collections/EmailLogs'
import { Faqs } from './collections/Faqs'
import { Invoices } from './collections/Invoices'
import { Kyc } from './collections/Kyc'
import { KycDocuments } from './collections/KycDocuments'
import { Leads } from './collections/Leads'
import { Listings } from './collections/Listings'
import { Media } from './collections/Media'
import { Notifications } from './collections/Notifications'
import { Orders } from './collections/Orders'
import { Pages } from './collections/Pages'
import { SupportMessages } from './collections/SupportMessages'
import { Users } from './collections/Users'
import { Watchlist } from './collections/Watchlist'
import { databaseAdapter } from './db'
import { loggedEmailAdapter } from './email/adapter'
import { healthEndpoint } from './endpoints/health'
import { opsEndpoints } from './admin/endpoints-ops'
import { opsViews } from './admin/views-ops'
import { Settings } from './globals/Settings'
import { rootDir } from './paths'
import { payloadSecret } from './secret'

const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const configDir = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: publicUrl,
  csrf: [publicUrl],
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · MachineryMarket admin' },
    components: { views: { ...opsViews } },
    importMap: {
      baseDir: path.resolve(rootDir, 'cms'),
      importMapFile: path.resolve(rootDir, 'cms', 'app', '(payload)', 'admin', 'importMap.js'),
    },
  },
  collections: [
    Users,
    Listings,
    Media,
    Auctions,
    Bids,
    Watchlist,
    Kyc,
    KycDocuments,
    Pages,
    Faqs,
    SupportMessages,
    Leads,
    Orders,
    Invoices,
    Notifications,
    EmailLogs,
  ],
  globals: [Settings],
  localization: {
    locales: [
      { code: 'en', label: 'English' },
      { code: 'de', label: 'Deutsch' },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  email: loggedEmailAdapter,
  endpoints: [healthEndpoint, ...opsEndpoints],
  secret: payloadSecret(),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(configDir, 'payload-types.ts') },
})
