import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'
import { z } from 'zod'

import { KYC_COUNTRIES, type KycCountry } from './kyc-countries'
import { checkVatChecksum, isValidIban } from './kyc-signals'

/**
 * KYC business-info rules, shared by the KYC form (instant feedback) and the CMS (the truth).
 * Errors are message keys (`kyc.error.*`), translated by the form; the CMS answers in English.
 */
export const KYC_MAX_FILE_BYTES = 10 * 1024 * 1024
export const KYC_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const

/** Our catalogue says UK; ISO 3166 (and the phone library) say GB. */
const isoCountry = (country: KycCountry): CountryCode => (country === 'UK' ? 'GB' : country) as CountryCode

/**
 * Iceland and Liechtenstein are EEA states that jsvat does not know (nor does VIES): their numbers
 * are checked for form only (the country prefix optional, then 4 to 12 digits or letters).
 */
const FORM_ONLY_VAT: Partial<Record<KycCountry, RegExp>> = { IS: /^(IS)?[0-9]{5,6}$/, LI: /^(LI|CHE)?[0-9A-Z]{4,12}$/ }

export const isValidVatId = (vatId: string, country: KycCountry): boolean => {
  const formOnly = FORM_ONLY_VAT[country]
  if (formOnly) return formOnly.test(vatId.toUpperCase().replace(/[\s.-]/g, ''))
  // Format and checksum offline (jsvat, the one rule in ./kyc-signals.ts) ...
  const result = checkVatChecksum(vatId)
  if (!result.valid) return false
  // ... and the number must belong to the business's country (UK numbers carry GB, Greek EL, Swiss CHE).
  return result.country === isoCountry(country) || (country === 'UK' && result.country === 'GB')
}

export const isValidPhone = (phone: string, country: KycCountry): boolean => {
  const parsed = parsePhoneNumberFromString(phone, isoCountry(country))
  return Boolean(parsed?.isValid())
}

export const ZKycBusinessInfo = z
  .object({
    company_name: z.string().trim().min(2, 'kyc.error.companyName').max(200, 'kyc.error.companyName'),
    vat_id: z.string().trim().min(1, 'kyc.error.vatRequired').max(32, 'kyc.error.vatInvalid'),
    business_address: z.object({
      street: z.string().trim().min(2, 'kyc.error.street').max(200, 'kyc.error.street'),
      postal_code: z.string().trim().min(2, 'kyc.error.postalCode').max(16, 'kyc.error.postalCode'),
      city: z.string().trim().min(1, 'kyc.error.city').max(120, 'kyc.error.city'),
    }),
    country: z.enum(KYC_COUNTRIES, { message: 'kyc.error.country' }),
    contact_person: z.string().trim().min(2, 'kyc.error.contactPerson').max(120, 'kyc.error.contactPerson'),
    phone: z.string().trim().min(1, 'kyc.error.phoneRequired').max(32, 'kyc.error.phoneInvalid'),
    /** Commercial register number ("HRB 12345 B"), optional. */
    registration_number: z.string().trim().max(64, 'kyc.error.registrationNumber').optional(),
    /** The account the business pays from (IBAN), optional; checked when given. */
    iban: z.string().trim().max(42, 'kyc.error.ibanInvalid').optional(),
  })
  .superRefine((value, ctx) => {
    if (value.vat_id && !isValidVatId(value.vat_id, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['vat_id'], message: 'kyc.error.vatInvalid' })
    }
    if (value.iban && !isValidIban(value.iban)) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'kyc.error.ibanInvalid' })
    }
    if (value.phone && !isValidPhone(value.phone, value.country)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'kyc.error.phoneInvalid' })
    }
  })

export type KycBusinessInfo = z.infer<typeof ZKycBusinessInfo>

/** Field path → message key, for field-level errors. */
export const kycFieldErrors = (input: unknown): Record<string, string> => {
  const parsed = ZKycBusinessInfo.safeParse(input)
  if (parsed.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.')
    errors[key] ??= issue.message
  }
  return errors
}
