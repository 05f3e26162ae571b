import type { CollectionConfig } from 'payload'

import { authenticated, isAdmin, isAdminOrKycReviewerField, nobodyField, ownedBy } from '../../access'
import { COUNTRIES, COUNTRY_LABELS } from '@core/domain/catalog'
import { KYC_STATUSES } from '@core/domain/statuses'
import { KYC_STATUS_LABELS, toOptions } from '../../fields/options'
import { setOwner } from '../../hooks/setOwner'
import { refuseStaffApproval } from '../../hooks/duties'
import { recordDecision } from './hooks/recordDecision'
import { recordKycActivity } from './hooks/recordKycActivity'
import { notifyKycApplicant } from './hooks/notifyKycApplicant'
import { syncUserKycStatus } from './hooks/syncUserKycStatus'
import { isValidPhone, isValidVatId } from '@core/domain/kyc'
import type { Country } from '@core/domain/catalog'
import { ownDocument } from './validate-documents'

const countryOf = (data: unknown): Country | undefined => (data as { country?: Country } | undefined)?.country

const staffOnly = { create: isAdminOrKycReviewerField, update: isAdminOrKycReviewerField }
/** Set by the recordDecision hook only (server code), never through the API. */
const hookOnly = { create: nobodyField, update: nobodyField }

/**
 * Business identity verification. Owners read their own; admins and KYC reviewers see all and
 * decide, but never their own record (recordDecision). The owner never changes after creation, and
 * both documents must be the owner's own uploads (ownDocument).
 */
export const Kyc: CollectionConfig = {
  slug: 'kyc',
  admin: {
    useAsTitle: 'company_name',
    group: 'People',
    defaultColumns: ['company_name', 'country', 'status', 'submitted_at', 'reviewed_at'],
  },
  defaultSort: 'submitted_at',
  access: {
    read: ownedBy('user', 'verification'),
    create: authenticated,
    update: ownedBy('user', 'verification'),
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [setOwner('user')],
    beforeChange: [recordDecision, refuseStaffApproval],
    afterChange: [syncUserKycStatus, notifyKycApplicant, recordKycActivity],
  },
  fields: [
    {
      name: 'user',
      label: { en: 'Applicant', de: 'Antragsteller' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      unique: true,
      // Fixed once created: moving a decided record to another account would hand its decision over.
      access: { update: nobodyField },
    },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: toOptions(KYC_STATUSES, KYC_STATUS_LABELS),
      defaultValue: 'pending_review',
      required: true,
      index: true,
      access: staffOnly,
      admin: { position: 'sidebar' },
    },
    {
      name: 'rejection_reason',
      label: { en: 'Reason for rejection', de: 'Ablehnungsgrund' },
      type: 'textarea',
      access: staffOnly,
      // A rejection always tells the user why (shown on /kyc and in the decision email).
      validate: (value: string | null | undefined, { data }: { data: unknown }) =>
        (data as { status?: string } | undefined)?.status === 'rejected' && !value?.trim() ? 'Please give the reason for the rejection.' : true,
      admin: { position: 'sidebar', condition: (data) => data?.status === 'rejected' },
    },
    {
      name: 'reviewed_by',
      label: { en: 'Reviewed by', de: 'Geprüft von' },
      type: 'relationship',
      relationTo: 'users',
      access: hookOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'reviewed_at', label: { en: 'Reviewed at', de: 'Geprüft am' }, type: 'date', access: hookOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'submitted_at', label: { en: 'Submitted at', de: 'Eingereicht am' }, type: 'date', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'company_name', label: { en: 'Company name', de: 'Firmenname' }, type: 'text', required: true },
    {
      name: 'vat_id',
      label: { en: 'VAT ID', de: 'USt-IdNr.' },
      type: 'text',
      required: true,
      // Format and checksum for the business's country (jsvat); the form checks the same rule.
      validate: (value: string | null | undefined, { data }: { data: unknown }) => {
        const country = countryOf(data)
        if (!value) return 'Please enter the VAT ID.'
        return !country || isValidVatId(value, country) ? true : 'This is not a valid VAT ID for the chosen country.'
      },
    },
    {
      name: 'business_address',
      label: { en: 'Business address', de: 'Geschäftsadresse' },
      type: 'group',
      fields: [
        { name: 'street', label: { en: 'Street and number', de: 'Straße und Hausnummer' }, type: 'text', required: true },
        { name: 'postal_code', label: { en: 'Postal code', de: 'Postleitzahl' }, type: 'text', required: true },
        { name: 'city', label: { en: 'City', de: 'Ort' }, type: 'text', required: true },
      ],
    },
    { name: 'country', label: { en: 'Country', de: 'Land' }, type: 'select', options: toOptions(COUNTRIES, COUNTRY_LABELS), required: true },
    { name: 'contact_person', label: { en: 'Contact person', de: 'Ansprechpartner' }, type: 'text', required: true },
    {
      name: 'phone',
      label: { en: 'Phone', de: 'Telefon' },
      type: 'text',
      required: true,
      validate: (value: string | null | undefined, { data }: { data: unknown }) => {
        const country = countryOf(data)
        if (!value) return 'Please enter a phone number.'
        return !country || isValidPhone(value, country) ? true : 'This is not a valid phone number for the chosen country.'
      },
    },
    {
      name: 'business_registration',
      label: { en: 'Business registration', de: 'Handelsregisterauszug / Gewerbeanmeldung' },
      type: 'upload',
      relationTo: 'kyc-documents',
      required: true,
      validate: ownDocument,
    },
    { name: 'proof_of_address', label: { en: 'Proof of address', de: 'Adressnachweis' }, type: 'upload', relationTo: 'kyc-documents', required: true, validate: ownDocument },
  ],
}
