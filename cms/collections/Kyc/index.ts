import type { CollectionConfig } from 'payload'

import { authenticated, inGroup, isAdmin, isAdminOrKycReviewerField, nobodyField, ownedBy } from '../../access'
import { KYC_COUNTRIES, KYC_COUNTRY_LABELS, type KycCountry } from '@core/domain/kyc-countries'
import { KYC_STATUSES } from '@core/domain/statuses'
import { KYC_REASON_LABELS, KYC_REQUESTED_DOCUMENT_LABELS, KYC_STATUS_LABELS, toOptions } from '../../fields/options'
import { KYC_REASONS, KYC_REQUESTABLE_DOCUMENTS } from '@core/domain/kyc-desk'
import { setOwner } from '../../hooks/setOwner'
import { refuseStaffApproval } from '../../hooks/duties'
import { recordDecision } from './hooks/recordDecision'
import { requireBuyerConsent } from './hooks/requireBuyerConsent'
import { recordKycActivity } from './hooks/recordKycActivity'
import { notifyKycApplicant } from './hooks/notifyKycApplicant'
import { syncUserKycStatus } from './hooks/syncUserKycStatus'
import { isValidPhone, isValidVatId } from '@core/domain/kyc'
import { ownDocument } from './validate-documents'
import { findKycDuplicates } from './fraud-signals'
import { prepareVatCheck, scheduleVatCheck } from './vat-check'
import { isValidIban, VAT_CHECK_REASONS, VAT_CHECK_STATUSES } from '@core/domain/kyc-signals'

const countryOf = (data: unknown): KycCountry | undefined => (data as { country?: KycCountry } | undefined)?.country

const staffOnly = { create: isAdminOrKycReviewerField, update: isAdminOrKycReviewerField }
/** Fraud signals and the VIES answer: KYC staff (and admins) read them, the applicant never; only hooks write them. */
const staffReadHookWrite = { read: isAdminOrKycReviewerField, create: nobodyField, update: nobodyField }
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
  defaultSort: 'first_submitted_at',
  access: {
    read: ownedBy('user', 'verification'),
    create: authenticated,
    update: ownedBy('user', 'verification'),
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [setOwner('user')],
    beforeChange: [requireBuyerConsent, recordDecision, refuseStaffApproval, prepareVatCheck],
    afterChange: [syncUserKycStatus, notifyKycApplicant, recordKycActivity, scheduleVatCheck],
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
      admin: { position: 'sidebar', components: { Cell: '/admin/components/StatusCell#KycStatusCell' } },
    },
    {
      name: 'rejection_reason',
      label: { en: 'Reason for rejection', de: 'Ablehnungsgrund' },
      type: 'textarea',
      access: staffOnly,
      // A rejection always tells the user why (shown on /kyc and in the decision email): a reason
      // picked from the list (decision_reasons), this text, or both.
      validate: (value: string | null | undefined, { data }: { data: unknown }) => {
        const record = data as { status?: string; decision_reasons?: unknown } | undefined
        const picked = Array.isArray(record?.decision_reasons) && record.decision_reasons.length > 0
        return record?.status === 'rejected' && !value?.trim() && !picked ? 'Please give the reason for the rejection.' : true
      },
      admin: { position: 'sidebar', condition: (data) => data?.status === 'rejected' || data?.status === 'info_requested' },
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
    {
      // The queue's order (oldest first): set at the first submission and kept when the applicant answers a request for more information.
      name: 'first_submitted_at',
      label: { en: 'First submitted at', de: 'Erstmals eingereicht am' },
      type: 'date',
      index: true,
      access: hookOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'claimed_by',
      label: { en: 'Claimed by', de: 'In Bearbeitung von' },
      type: 'relationship',
      relationTo: 'users',
      // Written by the claim operation only (one conditional update, cms/ops/kyc-desk.ts).
      access: { read: isAdminOrKycReviewerField, ...hookOnly },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'claimed_until',
      label: { en: 'Claimed until', de: 'Beansprucht bis' },
      type: 'date',
      access: { read: isAdminOrKycReviewerField, ...hookOnly },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'decision_reasons',
      label: { en: 'Reasons', de: 'Gründe' },
      type: 'select',
      hasMany: true,
      options: toOptions(KYC_REASONS, KYC_REASON_LABELS),
      access: staffOnly,
      admin: { position: 'sidebar', condition: (data) => data?.status === 'rejected' || data?.status === 'info_requested' },
    },
    {
      name: 'requested_documents',
      label: { en: 'Documents requested', de: 'Nachgeforderte Unterlagen' },
      type: 'select',
      hasMany: true,
      options: toOptions(KYC_REQUESTABLE_DOCUMENTS, KYC_REQUESTED_DOCUMENT_LABELS),
      access: staffOnly,
      admin: { position: 'sidebar', condition: (data) => data?.status === 'info_requested' },
    },
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
    { name: 'country', label: { en: 'Country', de: 'Land' }, type: 'select', options: toOptions(KYC_COUNTRIES, KYC_COUNTRY_LABELS), required: true },
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
    {
      name: 'registration_number',
      label: { en: 'Commercial register number', de: 'Handelsregisternummer' },
      type: 'text',
      maxLength: 64,
    },
    {
      name: 'iban',
      label: { en: 'IBAN (paying account)', de: 'IBAN (Zahlungskonto)' },
      type: 'text',
      // Country format and check digits (ibantools, core isValidIban); the form checks the same rule.
      validate: (value: string | null | undefined) => (!value?.trim() || isValidIban(value) ? true : 'This is not a valid IBAN.'),
    },
    {
      // The normalised register number and IBAN (core normaliseRegistrationNumber / normaliseIban), kept at every save: what the duplicate signals compare.
      name: 'registration_key',
      type: 'text',
      index: true,
      access: staffReadHookWrite,
      admin: { hidden: true },
    },
    {
      name: 'iban_key',
      type: 'text',
      index: true,
      access: staffReadHookWrite,
      admin: { hidden: true },
    },
    {
      // The normalised VAT ID (core normaliseVatId), kept by prepareVatCheck at every save: what the duplicate signals compare.
      name: 'vat_key',
      type: 'text',
      index: true,
      access: staffReadHookWrite,
      admin: { hidden: true },
    },
    {
      name: 'vat_check',
      label: { en: 'VAT ID check (VIES)', de: 'USt-IdNr.-Prüfung (VIES)' },
      type: 'group',
      access: staffReadHookWrite,
      admin: { position: 'sidebar', readOnly: true, description: { en: 'Asked of the EU’s VIES after the save; never blocks the review.', de: 'Nach dem Speichern beim VIES der EU abgefragt; hält die Prüfung nie auf.' } },
      fields: [
        {
          name: 'status',
          label: { en: 'Result', de: 'Ergebnis' },
          type: 'select',
          options: VAT_CHECK_STATUSES.map((value) => ({
            value,
            label: {
              pending: { en: 'checking …', de: 'wird geprüft …' },
              valid: { en: 'valid', de: 'gültig' },
              invalid: { en: 'invalid', de: 'ungültig' },
              not_checked: { en: 'not checked', de: 'nicht geprüft' },
            }[value],
          })),
        },
        { name: 'vat', label: { en: 'VAT ID checked', de: 'Geprüfte USt-IdNr.' }, type: 'text' },
        { name: 'name', label: { en: 'Name (VIES)', de: 'Name (VIES)' }, type: 'text' },
        { name: 'address', label: { en: 'Address (VIES)', de: 'Adresse (VIES)' }, type: 'text' },
        { name: 'checked_at', label: { en: 'Checked at', de: 'Geprüft am' }, type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'reason',
          label: { en: 'Why not checked', de: 'Warum nicht geprüft' },
          type: 'select',
          options: VAT_CHECK_REASONS.map((value) => ({
            value,
            label: {
              disabled: { en: 'VIES check is switched off', de: 'VIES-Prüfung ist ausgeschaltet' },
              not_eu: { en: 'not an EU VAT ID (VIES covers EU states only)', de: 'keine EU-USt-IdNr. (VIES prüft nur EU-Staaten)' },
              timeout: { en: 'VIES did not answer in time', de: 'VIES hat nicht rechtzeitig geantwortet' },
              unreachable: { en: 'VIES could not be reached', de: 'VIES war nicht erreichbar' },
              service_error: { en: 'VIES answered with an error', de: 'VIES hat mit einem Fehler geantwortet' },
            }[value],
          })),
        },
        { name: 'detail', label: { en: 'Detail', de: 'Detail' }, type: 'text' },
      ],
    },
    {
      // Computed on every read (never stored, so always current): records of OTHER accounts with
      // the same VAT ID or document bytes. KYC staff only; the applicant never sees it.
      name: 'duplicate_signals',
      label: { en: 'Duplicate signals', de: 'Dubletten-Hinweise' },
      type: 'json',
      virtual: true,
      access: staffReadHookWrite,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          async ({ data, req }) => {
            if (!inGroup('verification', req.user) || !data?.id) return undefined
            return findKycDuplicates(req.payload, data as never)
          },
        ],
      },
    },
  ],
}
