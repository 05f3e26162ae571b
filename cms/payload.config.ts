import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activity } from './collections/Activity'
import { adminRoutes, adminViews } from './admin/screens'
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
import { commissionReportEndpoint } from './endpoints/admin/commission-report'
import { healthEndpoint } from './endpoints/health'
import { opsEndpoints } from './admin/endpoints-ops'
import { Settings } from './globals/Settings'
import { rootDir } from './paths'
import { adminVisibilityPlugin } from './plugins/admin-visibility'
import { auditPlugin } from './plugins/audit'
import { bilingualEditorsPlugin } from './plugins/bilingual-editors'
import { safeFileRoutesPlugin } from './plugins/safe-file-routes'
import { payloadSecret } from './secret'

const publicUrl = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const configDir = path.dirname(fileURLToPath(import.meta.url))

/** The admin subdomain of the public address (admin.example.com): the admin app's own origin. */
const adminOrigin = (url: string) => {
  const { protocol, host } = new URL(url)
  return `${protocol}//admin.${host}`
}

export default buildConfig({
  serverURL: publicUrl,
  csrf: [publicUrl, adminOrigin(publicUrl)],
  admin: {
    user: Users.slug,
    // Payload's built-in avatar, not Gravatar: no staff email hashes sent to a third party, and no
    // third-party image origin in the admin's Content-Security-Policy.
    avatar: 'default',
    meta: { titleSuffix: ' · MachineryMarket admin' },
    routes: { ...adminRoutes },
    components: {
      beforeNavLinks: ['/admin/components/SectionsNav#SectionsNav'],
      views: adminViews,
    },
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
    Activity,
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
  i18n: {
    supportedLanguages: { en, de },
    fallbackLanguage: 'en',
  },
  // No schema introspection or playground in production (Payload's defaults, kept explicit); dev and tests keep both.
  graphQL: { disableIntrospectionInProduction: true, disablePlaygroundInProduction: true },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  email: loggedEmailAdapter,
  endpoints: [healthEndpoint, commissionReportEndpoint, ...opsEndpoints],
  // The audit plugin adds the audit-logs collection, so visibility runs after it.
  plugins: [auditPlugin, adminVisibilityPlugin, safeFileRoutesPlugin, bilingualEditorsPlugin],
  secret: payloadSecret(),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(configDir, 'payload-types.ts') },
})
