import { Router } from 'express'

import { ZSavedSearchCreate, ZSavedSearchUpdate } from '@core/domain/saved-searches'
import { ZAuctionListQuery, ZSuggestBody } from '@core/domain/search'
import { ZSupportAiChat, ZSupportSendMessage } from '@core/domain/support-schemas'
import { buildOpenApiDocument, type RouteDoc } from '../http/openapi'
import { ZBuyerConsent, ZChangePassword, ZMarkRead, ZProfile } from './account-settings'
import { ZStandingQuery } from './auction-list'
import { ZLocale as ZPageLocale, ZSlug } from './auction-page'
import { ZParams as ZAuctionParams } from './auctions'
import { ZBody as ZBidBody, ZParams as ZBidParams } from './bids'
import { ZParams as ZComparablesParams, ZQuery as ZComparablesQuery } from './comparables'
import { ZAccessChange } from '@core/auth/access-change'
import { ZParams as ZInternalParams, ZUserParams as ZInternalUserParams } from './internal'
import { ZCreditNote, ZParams as ZInvoiceParams } from './invoices'
import { ZLead, ZLeadVerify } from './leads'
import { ZStartParams, ZStartQuery } from './oidc'
import { ZCalendarParams, ZCalendarQuery, ZParams as ZReminderParams, ZSetReminder } from './reminders'
import { ZParams as ZSavedSearchParams } from './saved-searches'
import { ZResend, ZSignUp, ZVerifyEmail } from './sign-up'
import { ZNotifyBody, ZParams as ZWatchParams, ZStatusQuery, ZWatchBody } from './watchlist'

const NO_AUCTION = { 404: 'No such auction (`auction_not_found`).' }
const PRICES = { 401: 'A visitor: prices are hidden (`prices_hidden`).', 403: 'Signed in, but prices are hidden for this account (`prices_hidden`).' }

/**
 * Every route of the service under /svc, with the schemas its `validate()` uses: the source of
 * GET /svc/openapi.json. tests/int/openapi.test.ts fails when a route is registered on the app
 * but missing here (or described here but not registered).
 */
export const SVC_ROUTES: readonly RouteDoc[] = [
  { method: 'get', path: '/svc/openapi.json', tag: 'meta', auth: 'public', summary: 'This description (OpenAPI 3.1).', ok: { description: 'The OpenAPI document.' } },
  { method: 'get', path: '/svc/time', tag: 'auctions', auth: 'public', summary: 'The server clock (milliseconds), for the countdowns.' },
  { method: 'get', path: '/svc/settings', tag: 'settings', auth: 'session-optional', summary: 'The public settings (fees, auction rules, time zone, support phone, sell site: `PublicSettings`); the auction length is null for viewers without prices.' },

  // Auctions: list, page, live snapshot, history, comparables, calendar file.
  { method: 'get', path: '/svc/auctions', tag: 'auctions', auth: 'session-optional', summary: 'The auction list: filters, sort, page (cards masked for viewers without prices).', query: ZAuctionListQuery },
  { method: 'get', path: '/svc/auctions/counts', tag: 'auctions', auth: 'public', summary: 'Live auctions per category.' },
  { method: 'get', path: '/svc/auctions/standing', tag: 'auctions', auth: 'session-optional', summary: "The caller's own standing (leading, outbid) on up to 100 auctions.", query: ZStandingQuery },
  { method: 'get', path: '/svc/auctions/by-slug/:slug', tag: 'auctions', auth: 'session-optional', summary: "One auction's page data by its machine's slug.", params: ZSlug, query: ZPageLocale, answers: NO_AUCTION },
  { method: 'get', path: '/svc/auctions/:id', tag: 'auctions', auth: 'session-optional', summary: 'The live snapshot of one auction (id and status only without prices).', params: ZAuctionParams, answers: NO_AUCTION },
  { method: 'get', path: '/svc/auctions/:id/bids', tag: 'bids', auth: 'session', summary: 'The anonymised bid history, newest first.', params: ZBidParams, answers: { ...NO_AUCTION, ...PRICES } },
  {
    method: 'post',
    path: '/svc/auctions/:id/bids',
    tag: 'bids',
    auth: 'session',
    summary: 'Place a bid (same-origin request with the session cookie).',
    params: ZBidParams,
    body: ZBidBody,
    ok: { status: 201, description: 'The accepted bid, the new snapshot and history entries.' },
    answers: { 403: 'Not eligible to bid (unconfirmed email, no approved KYC, blocked, staff).', ...NO_AUCTION, 409: 'The auction is over or the amount is below the minimum (with `min_next_bid`).' },
  },
  { method: 'get', path: '/svc/auctions/:id/comparables', tag: 'auctions', auth: 'session', summary: 'Sold prices of comparable machines.', params: ZComparablesParams, query: ZComparablesQuery, answers: { ...NO_AUCTION, ...PRICES } },
  { method: 'get', path: '/svc/auctions/:id/calendar.ics', tag: 'reminders', auth: 'session', summary: "The auction's end as a calendar file.", params: ZCalendarParams, query: ZCalendarQuery, ok: { description: 'An iCalendar file.', type: 'text/calendar' }, answers: { ...NO_AUCTION, ...PRICES } },
  { method: 'post', path: '/svc/functions/search-suggest', tag: 'auctions', auth: 'public', summary: 'Search suggestions for the search box.', body: ZSuggestBody },

  // Accounts.
  { method: 'post', path: '/svc/auth/signup', tag: 'account', auth: 'public', summary: 'Create an account (always the same answer: no enumeration).', body: ZSignUp, ok: { status: 201, description: 'Check your email.' } },
  { method: 'post', path: '/svc/auth/resend-verification', tag: 'account', auth: 'public', summary: 'Send the verification email again.', body: ZResend },
  { method: 'post', path: '/svc/auth/verify-email', tag: 'account', auth: 'public', summary: 'Confirm an email address with the emailed token.', body: ZVerifyEmail, answers: { 410: 'The link has expired (`token_expired`).' } },
  { method: 'get', path: '/svc/auth/status', tag: 'account', auth: 'session-optional', summary: "The caller's account state, or null." },
  { method: 'get', path: '/svc/auth/oidc/:provider', tag: 'account', auth: 'public', summary: 'Start a sign-in with Google or Apple (a redirect to the provider).', params: ZStartParams, query: ZStartQuery, ok: { status: 302, description: 'Redirect to the provider.', type: 'text/plain' } },
  { method: 'post', path: '/svc/account/consent', tag: 'account', auth: 'session', summary: 'Accept the terms and confirm buying for a business (stored with the time; needed before KYC for Google / Apple accounts).', body: ZBuyerConsent },
  { method: 'post', path: '/svc/account/password', tag: 'account', auth: 'session', summary: 'Change the password.', body: ZChangePassword, answers: { 400: 'Wrong current password (`wrong_password`) or invalid input.' } },
  { method: 'post', path: '/svc/account/sign-out-everywhere', tag: 'account', auth: 'session', summary: 'End every session of the account.' },
  { method: 'patch', path: '/svc/account/profile', tag: 'account', auth: 'session', summary: 'Language and reminder settings.', body: ZProfile },
  { method: 'get', path: '/svc/account/profile', tag: 'account', auth: 'session', summary: "The caller's profile." },
  { method: 'get', path: '/svc/account/bid-limit', tag: 'account', auth: 'session', summary: "The caller's bidding limit and exposure (null without a limit)." },
  { method: 'get', path: '/svc/account/won', tag: 'account', auth: 'session', summary: 'Auctions the caller won.' },
  { method: 'get', path: '/svc/account/invoices', tag: 'account', auth: 'session', summary: "The caller's invoices." },
  { method: 'get', path: '/svc/account/watchlist', tag: 'account', auth: 'session', summary: "The caller's watchlist with the machines." },
  { method: 'get', path: '/svc/account/my-bids', tag: 'account', auth: 'session', summary: 'Auctions the caller bid on, with their standing.' },
  { method: 'get', path: '/svc/account/notifications', tag: 'account', auth: 'session', summary: "The caller's notifications." },
  { method: 'post', path: '/svc/notifications/read', tag: 'account', auth: 'session', summary: 'Mark notifications as read (some ids, or all).', body: ZMarkRead },
  { method: 'get', path: '/svc/account/activity', tag: 'account', auth: 'session', summary: "The caller's recent activity." },
  { method: 'get', path: '/svc/invoices/:id/pdf', tag: 'account', auth: 'session', summary: 'An invoice as PDF (its buyer and admins only).', params: ZInvoiceParams, ok: { description: 'The PDF.', type: 'application/pdf' }, answers: { 404: 'No such invoice of the caller (`invoice_not_found`).' } },
  { method: 'get', path: '/svc/invoices/:id/xrechnung.xml', tag: 'account', auth: 'session', summary: 'An invoice (or credit note) as XRechnung 3.0 XML, from the snapshot taken at issue (its buyer and admins only).', params: ZInvoiceParams, ok: { description: 'The XRechnung XML.', type: 'application/xml' }, answers: { 404: 'No such invoice of the caller (`invoice_not_found`).' } },
  { method: 'post', path: '/svc/invoices/:id/credit-note', tag: 'account', auth: 'session', summary: 'Issue the credit note that reverses an invoice (admins only; a reason is required; one per invoice).', params: ZInvoiceParams, body: ZCreditNote, answers: { 403: 'Not an admin (`forbidden`).', 404: 'No such invoice (`invoice_not_found`).', 409: 'Already credited (`already_credited`), a credit note itself (`not_an_invoice`), or issued before snapshots (`not_issued`).' } },

  // Saved searches, watchlist, reminders.
  { method: 'get', path: '/svc/saved-searches', tag: 'saved searches', auth: 'session', summary: "The caller's saved searches with match counts." },
  { method: 'post', path: '/svc/saved-searches', tag: 'saved searches', auth: 'session', summary: 'Save a search (at most 20).', body: ZSavedSearchCreate, ok: { status: 201, description: 'The saved search.' }, answers: { 409: 'Already 20 saved searches (`too_many_saved_searches`).' } },
  { method: 'patch', path: '/svc/saved-searches/:id', tag: 'saved searches', auth: 'session', summary: 'Rename, change the filters or the alert.', params: ZSavedSearchParams, body: ZSavedSearchUpdate, answers: { 404: 'Not one of the caller\'s searches (`saved_search_not_found`).' } },
  { method: 'delete', path: '/svc/saved-searches/:id', tag: 'saved searches', auth: 'session', summary: 'Delete a saved search.', params: ZSavedSearchParams, answers: { 404: 'Not one of the caller\'s searches (`saved_search_not_found`).' } },
  { method: 'get', path: '/svc/watchlist/status', tag: 'watchlist', auth: 'session-optional', summary: 'Whether the caller watches an auction.', query: ZStatusQuery },
  { method: 'post', path: '/svc/watchlist', tag: 'watchlist', auth: 'session', summary: 'Watch an auction.', body: ZWatchBody, answers: NO_AUCTION },
  { method: 'patch', path: '/svc/watchlist/:auctionId', tag: 'watchlist', auth: 'session', summary: 'Email alerts on or off for a watched auction.', params: ZWatchParams, body: ZNotifyBody, answers: { 404: 'Not watched (`not_watching`).' } },
  { method: 'delete', path: '/svc/watchlist/:auctionId', tag: 'watchlist', auth: 'session', summary: 'Stop watching an auction.', params: ZWatchParams },
  { method: 'get', path: '/svc/reminders', tag: 'reminders', auth: 'session', summary: "The caller's reminders." },
  { method: 'put', path: '/svc/reminders/:auctionId', tag: 'reminders', auth: 'session', summary: 'Set a reminder before the end.', params: ZReminderParams, body: ZSetReminder, answers: { ...NO_AUCTION, 409: 'The auction is over (`auction_over`).' } },
  { method: 'delete', path: '/svc/reminders/:auctionId', tag: 'reminders', auth: 'session', summary: 'Remove a reminder.', params: ZReminderParams, answers: { 404: 'No reminder (`reminder_not_found`).' } },

  // Leads and support.
  { method: 'post', path: '/svc/functions/lead-capture', tag: 'leads', auth: 'public', summary: 'A visitor leaves an email to unlock prices (sends a link).', body: ZLead },
  { method: 'get', path: '/svc/functions/lead-verify', tag: 'leads', auth: 'public', summary: 'The emailed link: confirms the lead and sets its cookie.', query: ZLeadVerify, answers: { 400: 'Invalid or expired link (`invalid_token`).' } },
  { method: 'post', path: '/svc/functions/support-ai-chat', tag: 'support', auth: 'session-optional', summary: 'Ask the support assistant.', body: ZSupportAiChat },
  { method: 'post', path: '/svc/functions/support-send-message', tag: 'support', auth: 'session-optional', summary: 'Send a message to the support inbox.', body: ZSupportSendMessage },

  // The CMS's call.
  { method: 'post', path: '/svc/internal/auctions/:id/refresh', tag: 'internal', auth: 'internal', summary: 'The CMS tells the service that staff changed an auction.', params: ZInternalParams, answers: NO_AUCTION },
  { method: 'post', path: '/svc/internal/users/:id/access-changed', tag: 'internal', auth: 'internal', summary: "The CMS tells the service that what a user may see changed (sign-out, block, KYC, roles, email): their sockets lose their price rooms on every instance.", params: ZInternalUserParams, body: ZAccessChange },
  { method: 'post', path: '/svc/internal/settings/changed', tag: 'internal', auth: 'internal', summary: 'The CMS tells the service that the settings were saved: every instance forgets its cached copy.' },
]

/** The description, built once; the package version is the API's version. */
let cached: ReturnType<typeof buildOpenApiDocument> | null = null
export const svcOpenApiDocument = () => (cached ??= buildOpenApiDocument(SVC_ROUTES, { version: process.env.npm_package_version ?? '0.1.0' }))

/** GET /svc/openapi.json: public and cacheable (it changes only with a release). */
export const openApiRouter = () => {
  const router = Router()
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').json(svcOpenApiDocument())
  })
  return router
}
