import type { Field, FieldAccess, GlobalConfig, NumberField, NumberFieldSingleValidation, TextField } from 'payload'

import { REMINDER_LEAD_CHOICES } from '@core/domain/reminders'
import { SETTINGS_DEFAULTS as DEFAULTS } from '@core/settings'
import { validateTimeZone } from '@core/time/format'
import { isValidPhoneNumber } from 'libphonenumber-js'

import { anyone, canSeeGlobal, isAdmin, isAdminField, seesPricesField } from '../access'
import { forgetSettingsOnChange } from '../hooks/settings-changed'

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

type Bilingual = { en: string; de: string }

/** A number setting: its label, range, default (core/settings.ts) and help text in both languages. */
const numberField = (
  name: string,
  label: Bilingual,
  options: { min?: number; max?: number; defaultValue?: number; required?: boolean; read?: FieldAccess; description: Bilingual; validate?: NumberFieldSingleValidation },
): NumberField => ({
  name,
  label,
  type: 'number',
  ...(options.min === undefined ? {} : { min: options.min }),
  ...(options.max === undefined ? {} : { max: options.max }),
  ...(options.defaultValue === undefined ? {} : { defaultValue: options.defaultValue }),
  ...(options.required === false ? {} : { required: true }),
  ...(options.read ? { access: { read: options.read } } : {}),
  ...(options.validate ? { validate: options.validate } : {}),
  admin: { description: options.description },
})

/** A text line of the company or bank group, with its default (core/settings.ts). */
const textField = (name: string, label: Bilingual, defaultValue: string, description?: Bilingual, type: 'text' | 'email' = 'text'): Field =>
  ({ name, label, type, defaultValue, ...(description ? { admin: { description } } : {}) }) as TextField

/** Platform-wide business settings; the rules module reads them, admins change them. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  // Only admins see the settings in the admin (the site and the service read them on the server).
  admin: { group: 'Platform', hidden: ({ user }) => !canSeeGlobal('settings', user) },
  // Anyone reads the global, but only the public fields: see `adminOnly`.
  access: { read: anyone, update: isAdmin },
  // Every reader's cached copy is forgotten at once (cms/settings/read-settings.ts, and the service's).
  hooks: { afterChange: [forgetSettingsOnChange] },
  fields: [
    {
      type: 'row',
      fields: [
        numberField('buyer_fee_pct', { en: 'Buyer fee (%)', de: 'Käufergebühr (%)' }, {
          min: 0,
          max: 100,
          defaultValue: DEFAULTS.buyerFeePct,
          description: { en: 'Percent added to the hammer price for the buyer; every displayed price includes it.', de: 'Prozent, die der Käufer auf den Zuschlagspreis zahlt; jeder angezeigte Preis enthält sie.' },
        }),
        numberField('vat_pct', { en: 'VAT (%)', de: 'Umsatzsteuer (%)' }, {
          min: 0,
          max: 100,
          defaultValue: DEFAULTS.vatPct,
          description: { en: 'Percent VAT on invoices to domestic buyers.', de: 'Prozent Umsatzsteuer auf Rechnungen an inländische Käufer.' },
        }),
        numberField('commission_pct', { en: 'Seller listing fee (%)', de: 'Verkäufer-Einstellgebühr (%)' }, {
          min: 0,
          max: 100,
          defaultValue: DEFAULTS.commissionPct,
          read: adminOnly.read,
          description: { en: 'Percent of the hammer price the seller pays (commission report).', de: 'Prozent des Zuschlagspreises, die der Verkäufer zahlt (Provisionsbericht).' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        numberField('auction_length_hours', { en: 'Auction length (hours)', de: 'Auktionsdauer (Stunden)' }, {
          min: 1,
          max: 24 * 14,
          defaultValue: DEFAULTS.auctionLengthHours,
          read: priceViewers.read,
          description: { en: 'Default length of a new auction, in hours (1 to 336).', de: 'Standarddauer einer neuen Auktion in Stunden (1 bis 336).' },
        }),
        numberField('anti_sniping_window_secs', { en: 'Anti-sniping window (seconds)', de: 'Anti-Sniping-Fenster (Sekunden)' }, {
          min: 0,
          max: 3600,
          defaultValue: DEFAULTS.antiSnipingWindowSecs,
          description: { en: 'A bid in the last this many seconds extends the auction (0: never).', de: 'Ein Gebot in den letzten so vielen Sekunden verlängert die Auktion (0: nie).' },
        }),
        numberField('anti_sniping_extension_secs', { en: 'Anti-sniping extension (seconds)', de: 'Anti-Sniping-Verlängerung (Sekunden)' }, {
          min: 0,
          max: 3600,
          defaultValue: DEFAULTS.antiSnipingExtensionSecs,
          description: { en: 'How many seconds such a late bid adds to the end time.', de: 'So viele Sekunden fügt ein solches spätes Gebot der Endzeit hinzu.' },
        }),
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
      defaultValue: DEFAULTS.incrementTable.map((row) => ({ ...row })),
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
      defaultValue: DEFAULTS.proxyBiddingEnabled,
      admin: { description: { en: 'Bidders may set a maximum and the platform bids for them step by step.', de: 'Bieter können ein Maximum setzen und die Plattform bietet schrittweise für sie.' } },
    },
    numberField('high_bid_confirm_factor', { en: 'Confirm high bids above (× minimum bid)', de: 'Hohe Gebote bestätigen ab (× Mindestgebot)' }, {
      min: 0,
      max: 1000,
      defaultValue: DEFAULTS.highBidConfirmFactor,
      required: false,
      description: {
        en: 'A bid above this many times the minimum next bid must be confirmed by the bidder (0: never ask). Every bid is capped at €100,000,000.',
        de: 'Ein Gebot über diesem Vielfachen des nächsten Mindestgebots muss der Bieter bestätigen (0: nie fragen). Jedes Gebot ist auf 100.000.000 € begrenzt.',
      },
    }),
    // The lead time a new reminder gets unless the buyer picks another.
    numberField('reminder_lead_minutes', { en: 'Default reminder (minutes before the end)', de: 'Standard-Erinnerung (Minuten vor dem Ende)' }, {
      defaultValue: DEFAULTS.reminderLeadMinutes,
      validate: (value: number | null | undefined) =>
        (REMINDER_LEAD_CHOICES as readonly number[]).includes(Number(value)) ? true : `Choose one of ${REMINDER_LEAD_CHOICES.join(', ')} minutes.`,
      description: {
        en: '"Remind me" and watched-auction reminders are sent this long before the end unless the buyer picks another time: 15, 60, 180 or 1440.',
        de: '„Erinnern“ und Erinnerungen an beobachtete Auktionen kommen so lange vor dem Ende, sofern der Käufer keine andere Zeit wählt: 15, 60, 180 oder 1440.',
      },
    }),
    // Bidding limits: the default for buyers without their own limit.
    numberField('default_bid_limit_eur', { en: 'Default bidding limit (€)', de: 'Standard-Gebotslimit (€)' }, {
      min: 0,
      max: 100_000_000,
      required: false,
      read: adminOnly.read,
      description: {
        en: "Applies to every buyer without their own limit (set on the user). Empty: no limit. The sum of a buyer's leading bids on live auctions may not pass it.",
        de: 'Gilt für jeden Käufer ohne eigenes Limit (am Benutzer gesetzt). Leer: kein Limit. Die Summe der führenden Gebote eines Käufers auf laufenden Auktionen darf es nicht übersteigen.',
      },
    }),
    {
      // The one clock: every time the admin, the site, emails, invoices and the assistant show.
      name: 'time_zone',
      type: 'text',
      required: true,
      defaultValue: DEFAULTS.timeZone,
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
          defaultValue: DEFAULTS.supportPhone ?? undefined,
          validate: validateSupportPhone,
          admin: { description: { en: 'Shown on the site and by the support assistant, in international format.', de: 'Auf der Website und vom Support-Assistenten angezeigt, im internationalen Format.' } },
        },
        {
          name: 'support_inbox',
          label: { en: 'Support inbox', de: 'Support-Postfach' },
          type: 'email',
          defaultValue: DEFAULTS.supportInbox,
          access: adminOnly,
          admin: { description: { en: 'Messages from the support widget go to this address.', de: 'Nachrichten aus dem Support-Widget gehen an diese Adresse.' } },
        },
        {
          name: 'sell_site_url',
          label: { en: 'Sell-site address', de: 'Adresse der Verkaufsseite' },
          type: 'text',
          defaultValue: DEFAULTS.sellSiteUrl,
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
        textField('legal_name', { en: 'Legal name', de: 'Firmenname' }, DEFAULTS.company.legal_name),
        {
          type: 'row',
          fields: [
            textField('street', { en: 'Street and number', de: 'Straße und Hausnummer' }, DEFAULTS.company.street),
            textField('postal_code', { en: 'Postal code', de: 'Postleitzahl' }, DEFAULTS.company.postal_code),
            textField('city', { en: 'City', de: 'Ort' }, DEFAULTS.company.city),
            textField('country', { en: 'Country code', de: 'Ländercode' }, DEFAULTS.company.country, { en: 'Two-letter ISO country code, e.g. DE.', de: 'Zweistelliger ISO-Ländercode, z. B. DE.' }),
          ],
        },
        {
          type: 'row',
          fields: [
            textField('vat_id', { en: 'VAT ID', de: 'USt-IdNr.' }, DEFAULTS.company.vat_id, { en: 'The operator\'s EU VAT ID (USt-IdNr.), e.g. DE123456789.', de: 'Die USt-IdNr. des Betreibers, z. B. DE123456789.' }),
            textField('register_court', { en: 'Register court', de: 'Registergericht' }, DEFAULTS.company.register_court),
            textField('register_number', { en: 'Register number', de: 'Registernummer' }, DEFAULTS.company.register_number),
          ],
        },
        {
          type: 'row',
          fields: [
            textField('managing_directors', { en: 'Managing directors', de: 'Geschäftsführer' }, DEFAULTS.company.managing_directors),
            textField('email', { en: 'Billing email', de: 'E-Mail für Rechnungen' }, DEFAULTS.company.email, undefined, 'email'),
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
        textField('account_holder', { en: 'Account holder', de: 'Kontoinhaber' }, DEFAULTS.bank.account_holder),
        textField('iban', { en: 'IBAN', de: 'IBAN' }, DEFAULTS.bank.iban, { en: 'Printed on invoices for the SEPA transfer.', de: 'Wird für die SEPA-Überweisung auf Rechnungen gedruckt.' }),
        textField('bic', { en: 'BIC', de: 'BIC' }, DEFAULTS.bank.bic),
        textField('bank_name', { en: 'Bank', de: 'Bank' }, DEFAULTS.bank.bank_name),
      ],
    },
  ],
}
