import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { PLATFORM_DEFAULTS } from '../../server/domain/defaults'

/** Platform-wide business settings; the rules module reads them, admins change them. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Platform' },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'buyer_fee_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.buyerFeePct, required: true },
        { name: 'vat_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.vatPct, required: true },
        { name: 'commission_pct', type: 'number', min: 0, max: 100, defaultValue: PLATFORM_DEFAULTS.commissionPct, required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'auction_length_hours', type: 'number', min: 1, defaultValue: PLATFORM_DEFAULTS.auctionLengthHours, required: true },
        { name: 'anti_sniping_window_secs', type: 'number', min: 0, defaultValue: PLATFORM_DEFAULTS.antiSnipingWindowSecs, required: true },
        { name: 'anti_sniping_extension_secs', type: 'number', min: 0, defaultValue: PLATFORM_DEFAULTS.antiSnipingExtensionSecs, required: true },
      ],
    },
    {
      name: 'increment_table',
      type: 'array',
      admin: { description: 'Minimum bid step by current price band (euros).' },
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
      type: 'row',
      fields: [
        { name: 'support_phone', type: 'text', defaultValue: '+49 89 1234 5670' },
        { name: 'support_inbox', type: 'email', defaultValue: 'support@machinerymarket.example' },
        { name: 'sell_site_url', type: 'text', defaultValue: 'https://sell.machinerymarket.example' },
      ],
    },
    {
      name: 'bank',
      type: 'group',
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
