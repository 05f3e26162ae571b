import type { GlobalConfig } from 'payload'

import { DEFAULT_REMINDER_LEAD_MINUTES, REMINDER_LEAD_CHOICES } from '@core/domain/reminders'
import { isValidPhoneNumber } from 'libphonenumber-js'

import { anyone, canSeeGlobal, isAdmin, isAdminField, seesPricesField } from '../access'
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
/**
 * The auction length only for those who may see prices (TEASER_HIDDEN_SETTINGS): with a start time
 * it is the end. Pages and FAQ answers still state it (cms/hooks/fill-teaser-figures.ts).
 */
const priceViewers = { read: seesPricesField }

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
        {
          name: 'buyer_fee_pct',
          label: { en: 'Buyer fee (%)', de: 'Käufergebühr (%)' },
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: PLATFORM_DEFAULTS.buyerFeePct,
          required: true,
          admin: { description: { en: 'Percent added to the hammer price for the buyer; every displayed price includes it.', de: 'Prozent, die der Käufer auf den Zuschlagspreis zahlt; jeder angezeigte Preis enthält sie.' } },
        },
        {
          name: 'vat_pct',
          label: { en: 'VAT (%)', de: 'Umsatzsteuer (%)' },
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: PLATFORM_DEFAULTS.vatPct,
          required: true,
          admin: { description: { en: 'Percent VAT on invoices to domestic buyers.', de: 'Prozent Umsatzsteuer auf Rechnungen an inländische Käufer.' } },
        },
        {
          name: 'commission_pct',
          label: { en: 'Seller listing fee (%)', de: 'Verkäufer-Einstellgebühr (%)' },
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: PLATFORM_DEFAULTS.commissionPct,
          required: true,
          access: adminOnly,
          admin: { description: { en: 'Percent of the hammer price the seller pays (commission report).', de: 'Prozent des Zuschlagspreises, die der Verkäufer zahlt (Provisionsbericht).' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'auction_length_hours',
          label: { en: 'Auction length (hours)', de: 'Auktionsdauer (Stunden)' },
          type: 'number',
          min: 1,
          max: 24 * 14,
          defaultValue: PLATFORM_DEFAULTS.auctionLengthHours,
          required: true,
          access: priceViewers,
          admin: { description: { en: 'Default length of a new auction, in hours (1 to 336).', de: 'Standarddauer einer neuen Auktion in Stunden (1 bis 336).' } },
        },
        {
          name: 'anti_sniping_window_secs',
          label: { en: 'Anti-sniping window (seconds)', de: 'Anti-Sniping-Fenster (Sekunden)' },
          type: 'number',
          min: 0,
          max: 3600,
          defaultValue: PLATFORM_DEFAULTS.antiSnipingWindowSecs,
          required: true,
          admin: { description: { en: 'A bid in the last this many seconds extends the auction (0: never).', de: 'Ein Gebot in den letzten so vielen Sekunden verlängert die Auktion (0: nie).' } },
        },
        {
          name: 'anti_sniping_extension_secs',
          label: { en: 'Anti-sniping extension (seconds)', de: 'Anti-Sniping-Verlängerung (Sekunden)' },
          type: 'number',
          min: 0,
          max: 3600,
          defaultValue: PLATFORM_DEFAULTS.antiSnipingExtensionSecs,
          required: true,
          admin: { description: { en: 'How many seconds such a late bid adds to the end time.', de: 'So viele Sekunden fügt ein solches spätes Gebot der Endzeit hinzu.' } },
        },
      ],
    },
    {
      name: 'increment_table',
      label: { en: 'Bid increments', de: 'Gebotsschritte' },
      type: 'array',
      labels: { singular: { en: 'Price band', de: 'Preisstufe' }, plural: { en: 'Price bands', de: 'Preisstufen' } },
      admin: {
        description: { en: 'The minimum step between bids, in euros, by the current price: each row applies from its price up to the next row\'s.', de: 'Der Mindestabstand zwischen Geboten in Euro, je nach aktuellem Preis: jede Zeile gilt ab ihrem Preis bis zum Preis der nächsten Zeile.' },
        components: { RowLabel: '/admin/fields/IncrementRowLabel#IncrementRowLabel' },
      },
      validate: (rows: unknown) => validateIncrementTable(rows as IncrementRow[]),
      defaultValue: PLATFORM_DEFAULTS.incrementTable.map((row) => ({ ...row })),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', label: { en: 'From price (€)', de: 'Ab Preis (€)' }, type: 'number', min: 0, required: true },
            { name: 'increment', label: { en: 'Minimum step (€)', de: 'Mindestschritt (€)' }, type: 'number', min: 1, required: true },
          ],
        },
      ],
    },
    {
      name: 'proxy_bidding_enabled',
      label: { en: 'Proxy bidding', de: 'Bietagent' },
      type: 'checkbox',
      defaultValue: PLATFORM_DEFAULTS.proxyBiddingEnabled,
      admin: { description: { en: 'Bidders may set a maximum and the platform bids for them step by step.', de: 'Bieter können ein Maximum setzen und die Plattform bietet schrittweise für sie.' } },
    },
    {
      name: 'high_bid_confirm_factor',
      label: { en: 'Confirm high bids above (× minimum bid)', de: 'Hohe Gebote bestätigen ab (× Mindestgebot)' },
      type: 'number',
      min: 0,
      max: 1000,
      defaultValue: PLATFORM_DEFAULTS.highBidConfirmFactor,
      admin: {
        description: {
          en: 'A bid above this many times the minimum next bid must be confirmed by the bidder (0: never ask). Every bid is capped at €100,000,000.',
          de: 'Ein Gebot über diesem Vielfachen des nächsten Mindestgebots muss der Bieter bestätigen (0: nie fragen). Jedes Gebot ist auf 100.000.000 € begrenzt.',
        },
      },
    },
    {
      // Issue #16, section 3: the lead time a new reminder gets unless the buyer picks another.
      name: 'reminder_lead_minutes',
      label: { en: 'Default reminder (minutes before the end)', de: 'Standard-Erinnerung (Minuten vor dem Ende)' },
      type: 'number',
      required: true,
      defaultValue: DEFAULT_REMINDER_LEAD_MINUTES,
      validate: (value: number | null | undefined) =>
        (REMINDER_LEAD_CHOICES as readonly number[]).includes(Number(value)) ? true : `Choose one of ${REMINDER_LEAD_CHOICES.join(', ')} minutes.`,
      admin: {
        description: {
          en: '"Remind me" and watched-auction reminders are sent this long before the end unless the buyer picks another time: 15, 60, 180 or 1440.',
          de: '„Erinnern“ und Erinnerungen an beobachtete Auktionen kommen so lange vor dem Ende, sofern der Käufer keine andere Zeit wählt: 15, 60, 180 oder 1440.',
        },
      },
    },
    {
      // Bidding limits (issue #16, section 2): the default for buyers without their own limit.
      name: 'default_bid_limit_eur',
      label: { en: 'Default bidding limit (€)', de: 'Standard-Gebotslimit (€)' },
      type: 'number',
      min: 0,
      max: 100_000_000,
      access: adminOnly,
      admin: {
        description: {
          en: "Applies to every buyer without their own limit (set on the user). Empty: no limit. The sum of a buyer's leading bids on live auctions may not pass it.",
          de: 'Gilt für jeden Käufer ohne eigenes Limit (am Benutzer gesetzt). Leer: kein Limit. Die Summe der führenden Gebote eines Käufers auf laufenden Auktionen darf es nicht übersteigen.',
        },
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
        {
          name: 'support_phone',
          label: { en: 'Support phone', de: 'Support-Telefon' },
          type: 'text',
          defaultValue: '+49 89 1234 5670',
          validate: validateSupportPhone,
          admin: { description: { en: 'Shown on the site and by the support assistant, in international format.', de: 'Auf der Website und vom Support-Assistenten angezeigt, im internationalen Format.' } },
        },
        {
          name: 'support_inbox',
          label: { en: 'Support inbox', de: 'Support-Postfach' },
          type: 'email',
          defaultValue: 'support@machinerymarket.example',
          access: adminOnly,
          admin: { description: { en: 'Messages from the support widget go to this address.', de: 'Nachrichten aus dem Support-Widget gehen an diese Adresse.' } },
        },
        {
          name: 'sell_site_url',
          label: { en: 'Sell-site address', de: 'Adresse der Verkaufsseite' },
          type: 'text',
          defaultValue: 'https://sell.machinerymarket.example',
          validate: validateHttpUrl,
          admin: { description: { en: 'Where "Sell your machine" links lead (full address with https://).', de: 'Ziel der Links „Maschine verkaufen“ (vollständige Adresse mit https://).' } },
        },
      ],
    },
    {
      name: 'company',
      label: { en: 'Company (legal details)', de: 'Unternehmen (Pflichtangaben)' },
      type: 'group',
      access: adminOnly,
      admin: {
        description: { en: 'The platform operator\'s legal details printed on every invoice (seller of record).', de: 'Die Pflichtangaben des Plattformbetreibers, die auf jede Rechnung gedruckt werden (Verkäufer der Rechnung).' },
      },
      fields: [
        { name: 'legal_name', label: { en: 'Legal name', de: 'Firmenname' }, type: 'text', defaultValue: 'MachineryMarket GmbH' },
        {
          type: 'row',
          fields: [
            { name: 'street', label: { en: 'Street and number', de: 'Straße und Hausnummer' }, type: 'text', defaultValue: 'Landsberger Straße 110' },
            { name: 'postal_code', label: { en: 'Postal code', de: 'Postleitzahl' }, type: 'text', defaultValue: '80339' },
            { name: 'city', label: { en: 'City', de: 'Ort' }, type: 'text', defaultValue: 'München' },
            {
              name: 'country',
              label: { en: 'Country code', de: 'Ländercode' },
              type: 'text',
              defaultValue: 'DE',
              admin: { description: { en: 'Two-letter ISO country code, e.g. DE.', de: 'Zweistelliger ISO-Ländercode, z. B. DE.' } },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'vat_id',
              label: { en: 'VAT ID', de: 'USt-IdNr.' },
              type: 'text',
              defaultValue: 'DE000000000',
              admin: { description: { en: 'The operator\'s EU VAT ID (USt-IdNr.), e.g. DE123456789.', de: 'Die USt-IdNr. des Betreibers, z. B. DE123456789.' } },
            },
            { name: 'register_court', label: { en: 'Register court', de: 'Registergericht' }, type: 'text', defaultValue: 'Amtsgericht München' },
            { name: 'register_number', label: { en: 'Register number', de: 'Registernummer' }, type: 'text', defaultValue: 'HRB 000000' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'managing_directors', label: { en: 'Managing directors', de: 'Geschäftsführer' }, type: 'text', defaultValue: 'Anna Beispiel, Max Muster' },
            { name: 'email', label: { en: 'Billing email', de: 'E-Mail für Rechnungen' }, type: 'email', defaultValue: 'billing@machinerymarket.example' },
          ],
        },
      ],
    },
    {
      name: 'bank',
      label: { en: 'Bank details', de: 'Bankverbindung' },
      type: 'group',
      access: adminOnly,
      admin: { description: { en: 'SEPA transfer details printed on invoices.', de: 'Angaben für die SEPA-Überweisung, die auf Rechnungen gedruckt werden.' } },
      fields: [
        { name: 'account_holder', label: { en: 'Account holder', de: 'Kontoinhaber' }, type: 'text', defaultValue: 'MachineryMarket GmbH' },
        {
          name: 'iban',
          label: { en: 'IBAN', de: 'IBAN' },
          type: 'text',
          defaultValue: 'DE89 3704 0044 0532 0130 00',
          admin: { description: { en: 'Printed on invoices for the SEPA transfer.', de: 'Wird für die SEPA-Überweisung auf Rechnungen gedruckt.' } },
        },
        { name: 'bic', label: { en: 'BIC', de: 'BIC' }, type: 'text', defaultValue: 'COBADEFFXXX' },
        { name: 'bank_name', label: { en: 'Bank', de: 'Bank' }, type: 'text', defaultValue: 'Commerzbank' },
      ],
    },
  ],
}
