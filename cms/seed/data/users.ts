import type { Country } from '@core/domain/catalog'
import type { KycStatus } from '@core/domain/statuses'
import type { Locale } from '@core/i18n/locales'
import type { Role } from '../../access/roles'

export const DEMO_PASSWORD = 'demo1234'

export type DemoCompany = {
  company_name: string
  vat_id: string
  business_address: { street: string; postal_code: string; city: string }
  country: Country
  contact_person: string
  phone: string
  /** Optional in the wizard: commercial register number and the IBAN the business pays from. */
  registration_number?: string
  iban?: string
}

export type DemoUser = {
  /** Stable handle the other fixtures refer to. */
  key: 'admin' | 'editor' | 'reviewer' | 'buyer' | 'buyer2' | 'limited' | 'pending' | 'duplicate' | 'unconfirmed' | 'seller'
  email: string
  name: string
  roles: Role[]
  language: Locale
  is_seller: boolean
  is_email_confirmed: boolean
  /** What the account shows a tester, for the printed list. */
  description: string
  /**
   * The user's KYC record (decided by the demo reviewer). Staff accounts have none, so they cannot
   * bid: staff pass KYC like any buyer, their own record decided by another reviewer.
   */
  kyc?: { status: KycStatus; company: DemoCompany }
  /** A bidding limit set by staff, euros. */
  bid_limit_eur?: number
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Anna Admin',
    roles: ['admin'],
    language: 'en',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Administrator: full admin panel, settings, all collections',
  },
  {
    key: 'editor',
    email: 'editor@demo.test',
    name: 'Erik Editor',
    roles: ['editor'],
    language: 'en',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Editor: listings, media, pages and FAQs',
  },
  {
    key: 'reviewer',
    email: 'reviewer@demo.test',
    name: 'Rita Reviewer',
    roles: ['kyc-reviewer'],
    language: 'en',
    is_seller: false,
    is_email_confirmed: true,
    description: 'KYC reviewer: reviews pending KYC submissions',
  },
  {
    key: 'buyer',
    email: 'buyer@demo.test',
    name: 'Jan de Vries',
    roles: [],
    language: 'en',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Approved buyer (email confirmed, KYC approved): can bid',
    kyc: {
      status: 'approved',
      company: {
        company_name: 'De Vries Grondverzet B.V.',
        vat_id: 'NL854302116B01',
        business_address: { street: 'Industrieweg 14', postal_code: '3044 AS', city: 'Rotterdam' },
        country: 'NL',
        contact_person: 'Jan de Vries',
        phone: '+31 10 415 2290',
      },
    },
  },
  {
    key: 'buyer2',
    email: 'buyer2@demo.test',
    name: 'Lukas Gruber',
    roles: [],
    language: 'de',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Second approved buyer, German interface (Austrian company): can bid',
    kyc: {
      status: 'approved',
      company: {
        company_name: 'Gruber Erdbau GmbH',
        vat_id: 'ATU68421932',
        business_address: { street: 'Puchstraße 112', postal_code: '8020', city: 'Graz' },
        country: 'AT',
        contact_person: 'Lukas Gruber',
        phone: '+43 316 472 118',
      },
    },
  },
  {
    key: 'limited',
    email: 'limited@demo.test',
    name: 'Clara Weber',
    roles: [],
    language: 'en',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Approved buyer with a bidding limit of €60,000 (the bid box shows what remains)',
    bid_limit_eur: 60_000,
    kyc: {
      status: 'approved',
      company: {
        company_name: 'Weber Rückbau GmbH',
        vat_id: 'DE298114579',
        business_address: { street: 'Hafenstraße 41', postal_code: '68159', city: 'Mannheim' },
        country: 'DE',
        contact_person: 'Clara Weber',
        phone: '+49 621 430 2270',
      },
    },
  },
  {
    key: 'pending',
    email: 'pending@demo.test',
    name: 'Markus Huber',
    roles: [],
    language: 'de',
    is_seller: false,
    is_email_confirmed: true,
    description: 'Email confirmed, KYC pending review: cannot bid yet (German interface)',
    kyc: {
      status: 'pending_review',
      company: {
        company_name: 'Huber Tiefbau GmbH & Co. KG',
        vat_id: 'DE287411932',
        business_address: { street: 'Gewerbering 7', postal_code: '85445', city: 'Oberding' },
        country: 'DE',
        contact_person: 'Markus Huber',
        phone: '+49 8122 95410',
        registration_number: 'HRA 104512',
        iban: 'DE20 7015 0000 0012 3456 78',
      },
    },
  },
  {
    // A second application with pending@demo.test's VAT ID (written with spaces) and IBAN (without
    // them): the KYC queue flags both as possible duplicates.
    key: 'duplicate',
    email: 'duplicate@demo.test',
    name: 'Stefan Brandl',
    roles: [],
    language: 'de',
    is_seller: false,
    is_email_confirmed: true,
    description: 'KYC pending review with the same VAT ID as pending@demo.test: both are flagged as possible duplicates in the KYC queue',
    kyc: {
      status: 'pending_review',
      company: {
        company_name: 'Huber Tiefbau Handels GmbH',
        vat_id: 'DE 287 411 932',
        business_address: { street: 'Industriestraße 12', postal_code: '84028', city: 'Landshut' },
        country: 'DE',
        contact_person: 'Stefan Brandl',
        phone: '+49 871 9661 200',
        registration_number: 'HRB 20931',
        iban: 'de20701500000012345678',
      },
    },
  },
  {
    key: 'unconfirmed',
    email: 'unconfirmed@demo.test',
    name: 'Tomasz Nowak',
    roles: [],
    language: 'en',
    is_seller: false,
    is_email_confirmed: false,
    description: 'Email not confirmed, no KYC: sees the confirm-your-email step',
  },
  {
    key: 'seller',
    email: 'seller@demo.test',
    name: 'Sophie Lindner',
    roles: [],
    language: 'en',
    is_seller: true,
    is_email_confirmed: true,
    description: 'Seller (KYC approved) of all demo listings',
    kyc: {
      status: 'approved',
      company: {
        company_name: 'Lindner Baumaschinen Handel GmbH',
        vat_id: 'DE314926585',
        business_address: { street: 'Am Hafen 23', postal_code: '21079', city: 'Hamburg' },
        country: 'DE',
        contact_person: 'Sophie Lindner',
        phone: '+49 40 7661 3300',
      },
    },
  },
]

export type DemoAccount = {
  email: string
  password: string
  /** Short role name: admin, editor, kyc-reviewer, buyer, seller. */
  role: string
  /** What the account shows a tester. */
  description: string
}

const roleName = (user: DemoUser) => user.roles[0] ?? (user.is_seller ? 'seller' : 'buyer')

/** Sign-in details for testers; the seed CLI and the launcher print them. */
export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_USERS.map((user) => ({
  email: user.email,
  password: DEMO_PASSWORD,
  role: roleName(user),
  description: user.description,
}))
