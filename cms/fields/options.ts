import type { KycReason, KycRequestedDocument } from '@core/domain/kyc-desk'
import type { AuctionStatus, KycStatus, ListingStatus } from '@core/domain/statuses'
import type { Condition } from '@core/domain/catalog'
import type { Locale } from '@core/i18n/locales'
import type { SupportTopic } from '@core/domain/support'

/** A text in both admin languages (Payload shows the one of the admin's language). */
export type Bilingual = { en: string; de: string }

/**
 * Select options from one of the product's constant lists, labelled in both admin languages. The
 * label map is keyed by the list's own union, so a new value without a label fails the type check;
 * the stored values stay exactly the list's values.
 */
export const toOptions = <T extends string>(values: readonly T[], labels: Readonly<Record<T, Bilingual>>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** Names (brands, providers) read the same in both languages. */
export const sameInBothLanguages = <T extends string>(values: readonly T[]): Record<T, Bilingual> => {
  const labels = {} as Record<T, Bilingual>
  for (const value of values) labels[value] = { en: value, de: value }
  return labels
}

export const AUCTION_STATUS_LABELS: Record<AuctionStatus, Bilingual> = {
  SCHEDULED: { en: 'Scheduled', de: 'Geplant' },
  LIVE: { en: 'Live', de: 'Läuft' },
  ENDED: { en: 'Ended', de: 'Beendet' },
  CANCELLED: { en: 'Cancelled', de: 'Abgebrochen' },
}

export const LISTING_STATUS_LABELS: Record<ListingStatus, Bilingual> = {
  draft: { en: 'Draft', de: 'Entwurf' },
  live: { en: 'Live', de: 'Online' },
  sold: { en: 'Sold', de: 'Verkauft' },
  withdrawn: { en: 'Withdrawn', de: 'Zurückgezogen' },
}

export const KYC_STATUS_LABELS: Record<KycStatus, Bilingual> = {
  pending_review: { en: 'Pending review', de: 'In Prüfung' },
  info_requested: { en: 'More information requested', de: 'Unterlagen nachgefordert' },
  approved: { en: 'Approved', de: 'Freigegeben' },
  rejected: { en: 'Rejected', de: 'Abgelehnt' },
}

export const KYC_REASON_LABELS: Record<KycReason, Bilingual> = {
  document_unreadable: { en: 'Document unreadable', de: 'Dokument nicht lesbar' },
  company_not_in_register: { en: 'Company not found in the register', de: 'Firma nicht im Register gefunden' },
  vat_id_invalid: { en: 'VAT ID invalid', de: 'USt-IdNr. ungültig' },
  name_mismatch: { en: 'Name does not match', de: 'Name stimmt nicht überein' },
  document_expired: { en: 'Document expired', de: 'Dokument abgelaufen' },
  other: { en: 'Other', de: 'Sonstiges' },
}

export const KYC_REQUESTED_DOCUMENT_LABELS: Record<KycRequestedDocument, Bilingual> = {
  business_registration: { en: 'Business registration', de: 'Handelsregisterauszug / Gewerbeanmeldung' },
  proof_of_address: { en: 'Proof of address', de: 'Adressnachweis' },
  other: { en: 'Other document (see the note)', de: 'Anderes Dokument (siehe Hinweis)' },
}

export const CONDITION_LABELS: Record<Condition, Bilingual> = {
  excellent: { en: 'Excellent', de: 'Sehr gut' },
  good: { en: 'Good', de: 'Gut' },
  fair: { en: 'Fair', de: 'Befriedigend' },
  needs_repair: { en: 'Needs repair', de: 'Reparaturbedürftig' },
}

export const LOCALE_LABELS: Record<Locale, Bilingual> = {
  en: { en: 'English', de: 'Englisch' },
  de: { en: 'German', de: 'Deutsch' },
}

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, Bilingual> = {
  bidding: { en: 'Bidding', de: 'Bieten' },
  kyc: { en: 'Business verification (KYC)', de: 'Unternehmensprüfung (KYC)' },
  payments: { en: 'Payments', de: 'Zahlungen' },
  technical: { en: 'Technical problem', de: 'Technisches Problem' },
  other: { en: 'Other', de: 'Sonstiges' },
}
