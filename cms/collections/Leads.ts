import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'
import { LOCALES } from '@core/i18n/locales'
import { LOCALE_LABELS, toOptions } from '../fields/options'

/** Visitors who unlock auction results by email (lead capture). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', group: 'Support', defaultColumns: ['email', 'verified_at', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'email', label: { en: 'Email', de: 'E-Mail' }, type: 'email', required: true, unique: true },
    { name: 'locale', label: { en: 'Language', de: 'Sprache' }, type: 'select', options: toOptions(LOCALES, LOCALE_LABELS), defaultValue: 'en' },
    { name: 'verified_at', label: { en: 'Verified at', de: 'Bestätigt am' }, type: 'date' },
    { name: 'token_hash', label: { en: 'Token hash', de: 'Token-Hash' }, type: 'text', admin: { hidden: true } },
    { name: 'source', label: { en: 'Source', de: 'Quelle' }, type: 'text' },
  ],
}
