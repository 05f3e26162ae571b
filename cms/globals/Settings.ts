import type { GlobalConfig } from 'payload'

import { isValidPhoneNumber } from 'libphonenumber-js'

import { anyone, canSeeGlobal, isAdmin, isAdminField } from '../access'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { DEFAULT_TIME_ZONE, validateTimeZone } from '@core/time/format'

type IncrementRow = { from?: number | null; increment?: number | null }

/** The increment table starts at 0 € and its price bands rise strictly. */
export const validateIncrementTable = (rows: IncrementRow[] | null | undefined | number): true | string => {
  // In the admin form an array's value is its row count; the rows are checked on the server.
  if (typeof rows === 'number') return rows > 0 ? true : 'Add at least one price band.'
  if (!Array.isArray(rows) || rows.length === 0) return 'Add at least one price band.'
  if (rows[0]?.from !== 0) return 'The first price band must start at 0.'
  for (let i = 1; i < rows.length; i += 1) {
    if (Number(rows[i]?.from) <= Number(rows[i - 1]?.from)) return 'Each price band must start above the one before.'
  }
  return true
}

export const validateHttpUrl = (value: string | null | undefined): true | string => {
  if (!value) return 'Please enter the address of the sister site.'
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Use an http or https address.'
  } catch {
    return 'Please enter a full address such as https://sell.example.com.'
  }
}

export const validateSupportPhone = (value: string | null | undefined): true | string =>
  value && isValidPhoneNumber(value) ? true : 'Please enter the phone number in international format, e.g. +49 89 1234 5670.'

/**
 * Fields only admins read: the commission rate, the support team's inbox, the company's legal
 * details and the bank details (printed on invoices, which the service renders with
 * overrideAccess). Everything else is what public pages and the support assistant show (fees,
 * auction rules, support phone, sell site).
 */
const adminOnly = { read: isAdminField }

/** Platform-wide business settings; the rules module reads them, admins change them. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  // Only admins see the settings in the admin (the site and the service read them on the server).
  admin: { group: 'Platform', hidden: ({ user }) => !canSeeGlobal('settings', user) },
  // Anyone reads the global, but only the public fields: see `adminOnly`.
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'buyer_fee_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.buyerFeePct, required: true },
        { name: 'vat_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.vatPct, required: true },
        { name: 'commission_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.commissionPct, required: true, access: adminOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'auction_length_hours', type: 'number', min: 1, max: 24 * 14, defaultValue: PLATFORM_DEFAULTS.auctionLengthHours, required: true },
        { name: 'anti_sniping_window_secs', type: 'number', min: 0, max: 3600, defaultValue: PLATFORM_DEFAULTS.antiSnipingWindowSecs, required: true },
        { name: 'anti_sniping_extension_secs', type: 'number', min: 0, max: 3600, defaultValue: PLATFORM_DEFAULTS.antiSnipingExtensionSecs, required: true },
      ],
    },
    {
      name: 'increment_table',
      type: 'array',
      admin: { description: 'Minimum bid step by current price band (euros).' },
      validate: (rows: unknown) => validateIncrementTable(rows as IncrementRow[]),
      defaultValue: PLATFORM_DEFAULTS.incrementTable.map((row) => ({ ...row })),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'number', min: 0, required: true },
            { name: 'increment', type: 'number', min: 1, required: true },
          ],
        },
      ],
    },
    { name: 'proxy_bidding_enabled', type: 'checkbox', defaultValue: PLATFORM_DEFAULTS.proxyBiddingEnabled },
    {
      name: 'high_bid_confirm_factor',
      type: 'number',
      min: 0,
      max: 1000,
      defaultValue: PLATFORM_DEFAULTS.highBidConfirmFactor,
      admin: {
        description: 'A bid above this many times the minimum next bid must be confirmed by the bidder (0: never ask). Every bid is capped at €100,000,000.',
      },
    },
    {
      // The one clock (issue #17): every time the admin, the site, emails, invoices and the assistant show.
      name: 'time_zone',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_TIME_ZONE,
      validate: (value: string | null | undefined) => validateTimeZone(value?.trim()),
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
      label: { en: 'Platform time zone', de: 'Zeitzone der Plattform' },
      admin: {
        description: {
          en: 'IANA name, e.g. Europe/Berlin. Every time in the admin, on the site, in emails and on invoices is shown in this zone with its label (CET/CEST). Times are stored in UTC.',
          de: 'IANA-Name, z. B. Europe/Berlin. Alle Zeiten im Admin, auf der Website, in E-Mails und auf Rechnungen werden in dieser Zone mit ihrem Kürzel (MEZ/MESZ) angezeigt. Gespeichert wird in UTC.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'support_phone', type: 'text', defaultValue: '+49 89 1234 5670', validate: validateSupportPhone },
        { name: 'support_inbox', type: 'email', defaultValue: 'support@machinerymarket.example', access: adminOnly },
        { name: 'sell_site_url', type: 'text', defaultValue: 'https://sell.machinerymarket.example', validate: validateHttpUrl },
      ],
    },
    {
      name: 'company',
      type: 'group',
      access: adminOnly,
      admin: { description: 'The platform operator\'s legal details printed on every invoice (seller of record).' },
      fields: [
        { name: 'legal_name', type: 'text', defaultValue: 'MachineryMarket GmbH' },
        {
          type: 'row',
          fields: [
            { name: 'street', type: 'text', defaultValue: 'Landsberger Straße 110' },
            { name: 'postal_code', type: 'text', defaultValue: '80339' },
            { name: 'city', type: 'text', defaultValue: 'München' },
            { name: 'country', type: 'text', defaultValue: 'DE', admin: { description: 'ISO country code, e.g. DE.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'vat_id', type: 'text', defaultValue: 'DE000000000', admin: { description: 'USt-IdNr.' } },
            { name: 'register_court', type: 'text', defaultValue: 'Amtsgericht München' },
            { name: 'register_number', type: 'text', defaultValue: 'HRB 000000' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'managing_directors', type: 'text', defaultValue: 'Anna Beispiel, Max Muster' },
            { name: 'email', type: 'email', defaultValue: 'billing@machinerymarket.example' },
          ],
        },
      ],
    },
    {
      name: 'bank',
      type: 'group',
      access: adminOnly,
      admin: { description: 'SEPA transfer details printed on invoices.' },
      fields: [
        { name: 'account_holder', type: 'text', defaultValue: 'MachineryMarket GmbH' },
        { name: 'iban', type: 'text', defaultValue: 'DE89 3704 0044 0532 0130 00' },
        { name: 'bic', type: 'text', defaultValue: 'COBADEFFXXX' },
        { name: 'bank_name', type: 'text', defaultValue: 'Commerzbank' },
      ],
    },
  ],
}
