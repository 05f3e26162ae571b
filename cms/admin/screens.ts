import type { AdminViewConfig } from 'payload'

import { canOpenSection, type AdminSectionKey, type RoleHolder } from '../access/roles'
import { ADMIN_TEXTS } from './i18n/texts'
import type { AdminKey } from './i18n/translate'

/**
 * THE registry of the admin's screens: every section of the admin application (spec
 * section 2) with its path, its navigation label and its view component, in navigation order.
 * `admin.components.views` (adminViews below), the sections navigation and the server gate of each
 * screen read it; who may open a section is the `sections` part of the role table
 * (cms/access/staff-permissions.ts), so a section shown in the menu is exactly a section the
 * server lets the user open.
 */
export type AdminSection = {
  key: AdminSectionKey
  /** Path under the admin route ('' is the overview). */
  path: '' | `/${string}`
  /** Navigation label (a key of the admin texts). */
  label: AdminKey
  /** `/admin/views/<file>#<export>`, resolved through the import map. */
  Component: string
}

export const ADMIN_SECTIONS = [
  { key: 'overview', path: '', label: 'navOverview', Component: 'Overview#OverviewView' },
  { key: 'commission', path: '/commission', label: 'navCommission', Component: 'Commission#CommissionView' },
  { key: 'users', path: '/users', label: 'navUsers', Component: 'Users#UsersView' },
  { key: 'kyc', path: '/kyc', label: 'navKyc', Component: 'KycQueueView#KycQueueView' },
  { key: 'kyc-decisions', path: '/kyc/decisions', label: 'navKycDecisions', Component: 'KycDecisionsView#KycDecisionsView' },
  { key: 'listings', path: '/listings', label: 'navListings', Component: 'ListingsView#ListingsView' },
  { key: 'listings-new', path: '/listings/new', label: 'navListingsNew', Component: 'ListingNewView#ListingNewView' },
  { key: 'auctions', path: '/auctions', label: 'navAuctions', Component: 'AuctionsView#AuctionsView' },
  { key: 'auctions-new', path: '/auctions/new', label: 'navAuctionsNew', Component: 'AuctionNewView#AuctionNewView' },
  { key: 'orders', path: '/orders', label: 'navOrders', Component: 'OrdersView#OrdersView' },
  { key: 'emails', path: '/emails', label: 'navEmails', Component: 'Emails#EmailsView' },
  { key: 'emails-test', path: '/emails/test', label: 'navEmailsTest', Component: 'EmailTest#EmailTestView' },
  { key: 'settings', path: '/settings', label: 'navSettings', Component: 'Settings#SettingsView' },
] as const satisfies readonly AdminSection[]

/**
 * Screens without a section of their own, each gated as the section it belongs to: the auction
 * detail (reached from /auctions), an order's page and the payment matching (reached from /orders),
 * and the KYC case (reached from /kyc).
 */
export const DETAIL_SCREENS = {
  auctionDetail: { section: 'auctions', path: '/auctions/:id(\\d+)', Component: 'AuctionDetailView#AuctionDetailView' },
  orderDetail: { section: 'orders', path: '/orders/:id(\\d+)', Component: 'OrderDetailView#OrderDetailView' },
  orderPayments: { section: 'orders', path: '/orders/payments', Component: 'PaymentsView#PaymentsView' },
  kycCase: { section: 'kyc', path: '/kyc/:id(\\d+)', Component: 'KycCaseView#KycCaseView' },
} as const satisfies Record<string, { section: AdminSectionKey; path: `/${string}`; Component: string }>

const component = (name: string) => `/admin/views/${name}`

const SECTION_LABEL = Object.fromEntries(ADMIN_SECTIONS.map((section) => [section.key, section.label])) as Record<AdminSectionKey, AdminKey>

/**
 * `admin.components.views`: the built-in views we replace (the index is the overview, the sign-in
 * lives at /signin, a signed-in user without a staff role goes to the main site), then every
 * section and detail screen. `exact`: custom views otherwise match by prefix, and /auctions would
 * swallow /auctions/new. `meta.title` is the page title (English: Payload gives custom views no
 * request language for their metadata).
 */
export const adminViews: Record<string, AdminViewConfig> = {
  // The path as well, so the page gets this view's title rather than Payload's "Not Found".
  login: { Component: component('Signin#SigninView'), path: '/signin', exact: true, meta: { title: ADMIN_TEXTS.en.signinTitle } },
  unauthorized: { Component: component('Unauthorized#UnauthorizedView') },
  ...Object.fromEntries(
    ADMIN_SECTIONS.map((section): [string, AdminViewConfig] =>
      section.path === ''
        ? ['dashboard', { Component: component(section.Component) }]
        : [section.key, { Component: component(section.Component), path: section.path, exact: true, meta: { title: ADMIN_TEXTS.en[section.label] } }],
    ),
  ),
  ...Object.fromEntries(
    Object.entries(DETAIL_SCREENS).map(([key, screen]): [string, AdminViewConfig] => [
      key,
      { Component: component(screen.Component), path: screen.path, exact: true, meta: { title: ADMIN_TEXTS.en[SECTION_LABEL[screen.section]] } },
    ]),
  ),
}

/** Admin routes of the spec that differ from Payload's defaults. */
export const adminRoutes = { login: '/signin', unauthorized: '/unauthorized' } as const

/** The sections the user may open, in navigation order. */
export const sectionsFor = (user: RoleHolder | null | undefined): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => canOpenSection(section.key, user))
