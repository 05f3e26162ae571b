import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Activity } from './collections/Activity'
import { adminMeta } from './admin/meta'
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
import { SavedSearches } from './collections/SavedSearches'
import { OrderEvents } from './collections/OrderEvents'
import { Orders } from './collections/Orders'
import { Pages } from './collections/Pages'
import { SupportMessages } from './collections/SupportMessages'
import { Users } from './collections/Users'
import { Watchlist } from './collections/Watchlist'
import { Reminders } from './collections/Reminders'
import { databaseAdapter } from './db'
import { loggedEmailAdapter } from './email/adapter'
import { ADMIN_DATE_FORMAT, payloadTextOverrides } from './admin/i18n/payload-overrides'
import { kycDecisionsCsvEndpoint } from './endpoints/admin/kyc-decisions-csv'
import { commissionReportEndpoint } from './endpoints/admin/commission-report'
import { healthEndpoint } from './endpoints/health'
import { graphQLLimits } from './graphql-limits'
import { opsEndpoints } from './admin/endpoints-ops'
import { Settings } from './globals/Settings'
import { rootDir } from './paths'
import { adminDatesPlugin } from './plugins/admin-dates'
import { adminLabelsPlugin } from './plugins/admin-labels'
import { adminVisibilityPlugin } from './plugins/admin-visibility'
import { auditPlugin } from './plugins/audit'
import { badInputPlugin } from './plugins/bad-input'
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
    // Initials, not Gravatar: no staff email hashes sent to a third party, nothing broken offline.
    avatar: { Component: '/admin/components/Brand#InitialsAvatar' },
    meta: adminMeta,
    dateFormat: ADMIN_DATE_FORMAT,
    routes: { ...adminRoutes },
    components: {
      // One menu grouped by task (cms/admin/menu.ts) instead of Payload's list of collections.
      Nav: '/admin/components/AdminNav#AdminNav',
      // Names for the controls Payload renders without one (pagination arrows, row checkboxes): axe-clean admin views.
      providers: ['/admin/components/AdminA11y#AdminA11y'],
      graphics: { Logo: '/admin/components/Brand#Logo', Icon: '/admin/components/Brand#Icon' },
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
    Reminders,
    Kyc,
    KycDocuments,
    Pages,
    Faqs,
    SupportMessages,
    Leads,
    Orders,
    OrderEvents,
    Invoices,
    Notifications,
    SavedSearches,
    Activity,
    EmailLogs,
  ],
  globals: [Settings],
  localization: {
    locales: [
      // Named in the admin's language: "Sprache: Englisch" in a German admin.
      { code: 'en', label: { en: 'English', de: 'Englisch' } },
      { code: 'de', label: { en: 'German', de: 'Deutsch' } },
    ],
    defaultLocale: 'en',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, de },
    fallbackLanguage: 'en',
    translations: payloadTextOverrides,
  },
  // No schema introspection or playground in production (Payload's defaults, kept explicit); dev and tests keep both.
  // Depth, alias and cost limits (cms/graphql-limits.ts); the body limit is in cms/endpoints/graphql-post.ts.
  graphQL: { disableIntrospectionInProduction: true, disablePlaygroundInProduction: true, ...graphQLLimits },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  email: loggedEmailAdapter,
  endpoints: [healthEndpoint, commissionReportEndpoint, kycDecisionsCsvEndpoint, ...opsEndpoints],
  // The audit plugin adds the audit-logs collection, so labels and visibility run after it; the
  // bad-input guard runs last, so it covers every collection and global (cms/plugins/bad-input.ts).
  plugins: [auditPlugin, adminLabelsPlugin, adminDatesPlugin, adminVisibilityPlugin, safeFileRoutesPlugin, bilingualEditorsPlugin, badInputPlugin],
  secret: payloadSecret(),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(configDir, 'payload-types.ts') },
})
