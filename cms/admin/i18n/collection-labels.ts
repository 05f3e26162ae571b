/**
 * Human names of every collection and global in the admin, singular and plural, in
 * English and German (Payload shows them in list and edit headings, breadcrumbs, buttons and
 * relationship pickers). cms/plugins/admin-labels.ts gives them to the collections;
 * tests/int/admin-labels.test.ts fails when a collection has none.
 */
type Label = { en: string; de: string }
export type CollectionLabels = { singular: Label; plural: Label }

const labels = (singularEn: string, pluralEn: string, singularDe: string, pluralDe: string): CollectionLabels => ({
  singular: { en: singularEn, de: singularDe },
  plural: { en: pluralEn, de: pluralDe },
})

export const COLLECTION_LABELS: Readonly<Record<string, CollectionLabels>> = {
  users: labels('User', 'Users', 'Benutzer', 'Benutzer'),
  listings: labels('Listing', 'Listings', 'Inserat', 'Inserate'),
  media: labels('Media file', 'Media', 'Mediendatei', 'Medien'),
  auctions: labels('Auction', 'Auctions', 'Auktion', 'Auktionen'),
  bids: labels('Bid', 'Bids', 'Gebot', 'Gebote'),
  watchlist: labels('Watchlist entry', 'Watchlist entries', 'Merklisten-Eintrag', 'Merklisten-Einträge'),
  reminders: labels('Reminder', 'Reminders', 'Erinnerung', 'Erinnerungen'),
  kyc: labels('KYC application', 'KYC applications', 'KYC-Antrag', 'KYC-Anträge'),
  'kyc-documents': labels('KYC document', 'KYC documents', 'KYC-Dokument', 'KYC-Dokumente'),
  pages: labels('Page', 'Pages', 'Seite', 'Seiten'),
  faqs: labels('FAQ entry', 'FAQ entries', 'FAQ-Eintrag', 'FAQ-Einträge'),
  'support-messages': labels('Support message', 'Support messages', 'Support-Nachricht', 'Support-Nachrichten'),
  leads: labels('Lead', 'Leads', 'Interessent', 'Interessenten'),
  orders: labels('Order', 'Orders', 'Bestellung', 'Bestellungen'),
  'order-events': labels('Order event', 'Order events', 'Bestellereignis', 'Bestellereignisse'),
  invoices: labels('Invoice', 'Invoices', 'Rechnung', 'Rechnungen'),
  'saved-searches': labels('Saved search', 'Saved searches', 'Gespeicherte Suche', 'Gespeicherte Suchen'),
  notifications: labels('Notification', 'Notifications', 'Benachrichtigung', 'Benachrichtigungen'),
  activity: labels('Activity entry', 'Activity', 'Aktivitätseintrag', 'Aktivität'),
  'email-logs': labels('Email log entry', 'Email logs', 'E-Mail-Protokolleintrag', 'E-Mail-Protokoll'),
  'audit-logs': labels('Audit log entry', 'Audit log', 'Audit-Protokolleintrag', 'Audit-Protokoll'),
}

export const GLOBAL_LABELS: Readonly<Record<string, Label>> = {
  settings: { en: 'Settings', de: 'Einstellungen' },
}
