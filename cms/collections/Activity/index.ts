import type { CollectionConfig } from 'payload'

import { isAdmin, nobody, ownedBy } from '../../access'
import { toOptions, type Bilingual } from '../../fields/options'

export const ACTIVITY_TYPES = [
  'sign_in',
  'bid_placed',
  'kyc_submitted',
  'kyc_approved',
  'kyc_rejected',
  'password_changed',
  'signed_out_everywhere',
] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export const SIGN_IN_METHODS = ['password', 'google', 'apple'] as const

const ACTIVITY_TYPE_LABELS: Record<ActivityType, Bilingual> = {
  sign_in: { en: 'Signed in', de: 'Angemeldet' },
  bid_placed: { en: 'Bid placed', de: 'Gebot abgegeben' },
  kyc_submitted: { en: 'KYC submitted', de: 'KYC eingereicht' },
  kyc_approved: { en: 'KYC approved', de: 'KYC freigegeben' },
  kyc_rejected: { en: 'KYC rejected', de: 'KYC abgelehnt' },
  password_changed: { en: 'Password changed', de: 'Passwort geändert' },
  signed_out_everywhere: { en: 'Signed out everywhere', de: 'Überall abgemeldet' },
}

const SIGN_IN_METHOD_LABELS: Record<(typeof SIGN_IN_METHODS)[number], Bilingual> = {
  password: { en: 'Password', de: 'Passwort' },
  google: { en: 'Google', de: 'Google' },
  apple: { en: 'Apple', de: 'Apple' },
}

/**
 * What happened on an account (sign-ins, bids, KYC events), shown to its owner on
 * /dashboard/activity. Written only by our own server code (hooks and the service with
 * overrideAccess); nobody can create or change an entry through the API, so the owner's view is
 * a record they cannot forge. Admins may delete (e.g. on an erasure request).
 */
export const Activity: CollectionConfig = {
  slug: 'activity',
  admin: { group: 'People', useAsTitle: 'type', defaultColumns: ['user', 'type', 'method', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: ownedBy('user'), create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'user', label: { en: 'User', de: 'Benutzer' }, type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'type', label: { en: 'Event', de: 'Ereignis' }, type: 'select', options: toOptions(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS), required: true, index: true },
    {
      name: 'method',
      label: { en: 'Sign-in method', de: 'Anmeldemethode' },
      type: 'select',
      options: toOptions(SIGN_IN_METHODS, SIGN_IN_METHOD_LABELS),
      admin: { description: { en: 'How the user signed in.', de: 'Wie sich der Benutzer angemeldet hat.' } },
    },
    { name: 'auction', label: { en: 'Auction', de: 'Auktion' }, type: 'relationship', relationTo: 'auctions' },
    { name: 'amount', label: { en: 'Amount (€)', de: 'Betrag (€)' }, type: 'number' },
    { name: 'ip', label: { en: 'IP address', de: 'IP-Adresse' }, type: 'text' },
    { name: 'user_agent', label: { en: 'Browser', de: 'Browser' }, type: 'text' },
  ],
}
