import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'
import { LOCALES } from '@core/i18n/locales'

/** Visitors who unlock auction results by email (lead capture). */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: { useAsTitle: 'email', group: 'Support', defaultColumns: ['email', 'verified_at', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'locale', type: 'select', options: [...LOCALES], defaultValue: 'en' },
    { name: 'verified_at', type: 'date' },
    { name: 'token_hash', type: 'text', admin: { hidden: true } },
    { name: 'source', type: 'text' },
  ],
}
