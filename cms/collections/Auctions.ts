import { validations, type Access, type CollectionBeforeOperationHook, type CollectionConfig, type DateFieldValidation, type Where } from 'payload'

import { AUCTION_ACTION, isAdmin, isAdminField, isStaffUser, nobodyField, onlyByAction, seesPricesField } from '../access'
import { canSeePrices, TEASER_HIDDEN_AUCTION_FIELDS, type PriceViewer } from '@core/domain/price-visibility'
import { PUBLIC_AUCTION_STATUSES, PUBLIC_LISTING_STATUS } from '@core/domain/public-auctions'
import { AUCTION_STATUSES } from '@core/domain/statuses'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { AUCTION_STATUS_LABELS, toOptions } from '../fields/options'

/**
 * What REST and GraphQL show of auctions: staff see every auction; everyone else only the public
 * ones (live or ended, on a live listing), the same rule as the site's list and detail pages.
 */
const PUBLIC_AUCTIONS: Where = {
  and: [{ status: { in: [...PUBLIC_AUCTION_STATUSES] } }, { 'listing.status': { equals: PUBLIC_LISTING_STATUS } }],
}
const publicOrStaff: Access = ({ req: { user } }) => (isStaffUser(user) ? true : PUBLIC_AUCTIONS)

/**
 * Prices, counts, times and timestamps only for those who may see prices
 * (TEASER_HIDDEN_AUCTION_FIELDS in core/domain/price-visibility.ts). Field access also refuses a
 * `where` on them (Payload answers 400 "cannot be queried").
 */
const priceRead = { read: seesPricesField }
/**
 * What only bids and the closing change (the bidding service, with its version check and audit
 * trail): read like a price, set when an auction is created, never changed through REST, GraphQL
 * or the admin's edit view. Internal code writes them with overrideAccess.
 */
const bidOutcome = { read: seesPricesField, update: nobodyField }
/**
 * The status and closing time: set when an auction is created, then moved by the bidding service
 * (live, ended) and by the auction's own action "cancel" (with a reason, the bidders told), which
 * passes AUCTION_ACTION. A bare write (REST, GraphQL, the edit view) leaves them, admins included.
 */
const byAuctionAction = onlyByAction(AUCTION_ACTION)
const HIDDEN: ReadonlySet<string> = new Set(TEASER_HIDDEN_AUCTION_FIELDS)

/** Nor may they sort by one (the order alone would rank the prices or the end times): that sort is ignored. */
const noHiddenSortForVisitors: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'read' && operation !== 'count') || canSeePrices(req.user as PriceViewer)) return args
  const sort = (args as { sort?: unknown }).sort
  const names = (Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : []).map((s) => String(s).trim().replace(/^-/, ''))
  return names.some((name) => HIDDEN.has(name)) ? { ...args, sort: undefined } : args
}

/**
 * An auction ends after it starts: a start moved past the end (or an end before the start) is a
 * 400 with the rule, in the admin's language, and nothing is saved. Checked against the other
 * time as it will be stored (Payload hands the merged document as siblingData).
 */
const endsAfterStart =
  (which: 'start' | 'end'): DateFieldValidation =>
  (value, options) => {
    const base = validations.date(value, options)
    if (base !== true) return base
    const sibling = options.siblingData as { start_time?: unknown; end_time?: unknown } | undefined
    const start = Date.parse(String(which === 'start' ? value : sibling?.start_time))
    const end = Date.parse(String(which === 'end' ? value : sibling?.end_time))
    if (!Number.isFinite(start) || !Number.isFinite(end) || end > start) return true
    return options.req?.i18n?.language === 'de' ? 'Das Ende muss nach dem Beginn liegen.' : 'The end must be after the start.'
  }

/** Payload's own timestamps, declared here only to give them the same read rule (updatedAt moves with every bid). */
const timestamp = (name: 'createdAt' | 'updatedAt', en: string, de: string) =>
  ({ name, label: { en, de }, type: 'date', index: true, access: priceRead, admin: { hidden: true, disableBulkEdit: true } }) as const

/**
 * Timed auctions. Prices and counters change only through the bidding service (which writes
 * with a conditional update on `version`); staff create, extend and cancel.
 */
export const Auctions: CollectionConfig = {
  slug: 'auctions',
  admin: {
    group: 'Auctions',
    defaultColumns: ['listing', 'status', 'current_price', 'bid_count', 'end_time'],
  },
  access: {
    read: publicOrStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [noHiddenSortForVisitors] },
  fields: [
    { name: 'listing', label: { en: 'Listing', de: 'Inserat' }, type: 'relationship', relationTo: 'listings', required: true, index: true },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: toOptions(AUCTION_STATUSES, AUCTION_STATUS_LABELS),
      defaultValue: 'SCHEDULED',
      required: true,
      index: true,
      access: { update: byAuctionAction },
      admin: { position: 'sidebar', components: { Cell: '/admin/components/StatusCell#AuctionStatusCell' } },
    },
    {
      type: 'row',
      fields: [
        // Start + the auction length is the end: masked like the end.
        {
          name: 'start_time',
          label: { en: 'Start time', de: 'Beginn' },
          type: 'date',
          required: true,
          access: priceRead,
          validate: endsAfterStart('start'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end_time',
          label: { en: 'End time', de: 'Ende' },
          type: 'date',
          required: true,
          index: true,
          access: priceRead,
          validate: endsAfterStart('end'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'start_price', label: { en: 'Start price (€)', de: 'Startpreis (€)' }, type: 'number', min: 0, required: true, access: priceRead },
        { name: 'current_price', label: { en: 'Current price (€)', de: 'Aktueller Preis (€)' }, type: 'number', min: 0, index: true, access: bidOutcome },
        {
          name: 'bid_increment',
          label: { en: 'Bid increment (€)', de: 'Gebotsschritt (€)' },
          type: 'number',
          min: 1,
          access: priceRead,
          admin: { description: { en: 'Fixed minimum step in euros. Empty: the increment table in the settings applies.', de: 'Fester Mindestschritt in Euro. Leer: es gilt die Tabelle der Gebotsschritte in den Einstellungen.' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bid_count', label: { en: 'Number of bids', de: 'Anzahl der Gebote' }, type: 'number', defaultValue: 0, min: 0, access: bidOutcome },
        {
          name: 'anti_sniping_window_secs',
          label: { en: 'Anti-sniping window (seconds)', de: 'Anti-Sniping-Fenster (Sekunden)' },
          type: 'number',
          defaultValue: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
          min: 0,
        },
      ],
    },
    { name: 'reserve_met', label: { en: 'Reserve price met', de: 'Mindestpreis erreicht' }, type: 'checkbox', defaultValue: false, access: bidOutcome, admin: { readOnly: true } },
    {
      name: 'winner',
      label: { en: 'Winner', de: 'Gewinner' },
      type: 'relationship',
      relationTo: 'users',
      access: { read: isAdminField, update: nobodyField },
      admin: { readOnly: true },
    },
    { name: 'closed_at', label: { en: 'Closed at', de: 'Geschlossen am' }, type: 'date', access: { read: seesPricesField, update: byAuctionAction }, admin: { readOnly: true } },
    { name: 'cancel_reason', label: { en: 'Reason for cancellation', de: 'Grund des Abbruchs' }, type: 'textarea' },
    {
      name: 'version',
      label: { en: 'Version', de: 'Version' },
      type: 'number',
      defaultValue: 0,
      // Bumped on every bid, so it would tell the bid count.
      access: bidOutcome,
      admin: { readOnly: true, description: { en: 'Counts up with every accepted bid (guards against two bids at once).', de: 'Zählt mit jedem angenommenen Gebot hoch (schützt vor zwei gleichzeitigen Geboten).' } },
    },
    timestamp('updatedAt', 'Updated', 'Geändert'),
    timestamp('createdAt', 'Created', 'Erstellt'),
  ],
}
