import type { Auction, EmailLog, Kyc, Listing, Order, User } from '../../payload-types'
import type { KycDocumentField, VatCheckReason } from '@core/domain/kyc-signals'
import type { AdminKey } from './translate'
import type { KycReason, KycRequestedDocument } from '@core/domain/kyc-desk'

/**
 * The text of each stored status, as lookup maps keyed by the collection's own status union: a new
 * status without a text fails the type check here instead of rendering a missing key.
 */
type Labels<Status extends string> = Readonly<Record<Status, AdminKey>>

/** The user's KYC status in the users list (capitalised, like the other cells there). */
export const USER_KYC_STATUS = {
  pending_review: 'kyc_pending_review',
  info_requested: 'kyc_info_requested',
  approved: 'kyc_approved',
  rejected: 'kyc_rejected',
} as const satisfies Labels<NonNullable<User['kyc_status']>>

/** A KYC record's status as a badge in the KYC queue. */
export const KYC_STATUS = {
  pending_review: 'kyc.status.pending_review',
  info_requested: 'kyc.status.info_requested',
  approved: 'kyc.status.approved',
  rejected: 'kyc.status.rejected',
} as const satisfies Labels<Kyc['status']>

/** The reasons a reviewer picks (core KYC_REASONS). */
export const KYC_REASON = {
  document_unreadable: 'kyc.reason.document_unreadable',
  company_not_in_register: 'kyc.reason.company_not_in_register',
  vat_id_invalid: 'kyc.reason.vat_id_invalid',
  name_mismatch: 'kyc.reason.name_mismatch',
  document_expired: 'kyc.reason.document_expired',
  other: 'kyc.reason.other',
} as const satisfies Labels<KycReason>

/** The documents a reviewer may ask for (core KYC_REQUESTABLE_DOCUMENTS). */
export const KYC_REQUESTED_DOCUMENT = {
  business_registration: 'kyc.doc.business_registration',
  proof_of_address: 'kyc.doc.proof_of_address',
  other: 'kyc.doc.other',
} as const satisfies Labels<KycRequestedDocument>

export const EMAIL_STATUS = { sent: 'email_sent', failed: 'email_failed' } as const satisfies Labels<EmailLog['status']>

export const LISTING_STATUS = {
  draft: 'listings.status.draft',
  live: 'listings.status.live',
  sold: 'listings.status.sold',
  withdrawn: 'listings.status.withdrawn',
} as const satisfies Labels<Listing['status']>

export const AUCTION_STATUS = {
  SCHEDULED: 'auctions.status.SCHEDULED',
  LIVE: 'auctions.status.LIVE',
  ENDED: 'auctions.status.ENDED',
  CANCELLED: 'auctions.status.CANCELLED',
} as const satisfies Labels<Auction['status']>

export const ORDER_STATUS = {
  awaiting_payment: 'orders.status.awaiting_payment',
  paid: 'orders.status.paid',
  picked_up: 'orders.status.picked_up',
  cancelled: 'orders.status.cancelled',
} as const satisfies Labels<NonNullable<Order['status']>>

/** Why a KYC record's VAT ID was not checked with VIES (cms/collections/Kyc/vat-check.ts). */
export const VAT_CHECK_REASON = {
  disabled: 'kyc.vies.reason.disabled',
  not_eu: 'kyc.vies.reason.not_eu',
  timeout: 'kyc.vies.reason.timeout',
  unreachable: 'kyc.vies.reason.unreachable',
  service_error: 'kyc.vies.reason.service_error',
} as const satisfies Labels<VatCheckReason>

/** Which document of the other record matched, in a duplicate signal. */
export const KYC_DOCUMENT_LABEL = {
  business_registration: 'kyc.businessRegistration',
  proof_of_address: 'kyc.proofOfAddress',
} as const satisfies Labels<KycDocumentField>
