/**
 * Our wording for a few of Payload's own admin texts (merged over Payload's translations by
 * `i18n.translations` in cms/payload.config.ts):
 * - the account page's "Payload Settings" / "Payload-Einstellungen" names the product we run on,
 *   not ours: "Interface settings" / "Einstellungen der Oberfläche";
 * - the content locale (the document's language, the header's selector) and the interface
 *   language (account page) were both "Sprache" in German: now "Inhaltssprache" and
 *   "Oberflächensprache" ("Content language", "Interface language").
 */
export const payloadTextOverrides = {
  en: { general: { payloadSettings: 'Interface settings', locale: 'Content language', language: 'Interface language' } },
  de: { general: { payloadSettings: 'Einstellungen der Oberfläche', locale: 'Inhaltssprache', language: 'Oberflächensprache' } },
} as const

/**
 * How Payload's own screens (list cells, "Last modified", date fields) show a time: one date-fns
 * pattern read with the admin language's locale, so each language has ONE format:
 * "Nov 25, 2026, 3:45 PM" in English, "25. Nov. 2026, 15:45" in German (Payload's default
 * "MMMM do yyyy, h:mm a" gave "November 25. 2026, 3:45 nachm.").
 */
export const ADMIN_DATE_FORMAT = 'PP, p'
