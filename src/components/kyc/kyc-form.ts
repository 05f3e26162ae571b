import type { KycCountry } from '@core/domain/kyc-countries';
import { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES, kycFieldErrors } from '@core/domain/kyc';

/** The wizard's business details, flat (the record nests the address). */
export type Info = {
  company_name: string;
  vat_id: string;
  street: string;
  postal_code: string;
  city: string;
  country: KycCountry | '';
  contact_person: string;
  phone: string;
  /** Optional: commercial register number and the IBAN the business pays from. */
  registration_number: string;
  iban: string;
};
export type DocKind = 'business_registration' | 'proof_of_address';
export const DOC_KINDS = ['business_registration', 'proof_of_address'] as const;
/** A document the applicant sent before (their own private upload, served with their session). */
export type SentDocument = { id: number | string; filename: string };
export type InfoErrors = Partial<Record<keyof Info, string>>;
export type FileErrors = Partial<Record<DocKind, string>>;

export const EMPTY_INFO: Info = { company_name: '', vat_id: '', street: '', postal_code: '', city: '', country: '', contact_person: '', phone: '', registration_number: '', iban: '' };

export const toRecord = (info: Info) => ({
  company_name: info.company_name,
  vat_id: info.vat_id,
  business_address: { street: info.street, postal_code: info.postal_code, city: info.city },
  country: info.country,
  contact_person: info.contact_person,
  phone: info.phone,
  registration_number: info.registration_number,
  iban: info.iban,
});

/** Field errors keyed by our flat field names. */
export const infoErrors = (info: Info): InfoErrors => {
  const raw = kycFieldErrors(toRecord(info));
  const out: InfoErrors = {};
  for (const [path, key] of Object.entries(raw)) {
    const field = path.replace('business_address.', '') as keyof Info;
    out[field] = key;
  }
  return out;
};

export const fileError = (file: File | null): string | null => {
  if (!file) return 'kyc.error.fileRequired';
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type)) return 'kyc.error.fileType';
  if (file.size > KYC_MAX_FILE_BYTES) return 'kyc.error.fileSize';
  return null;
};
