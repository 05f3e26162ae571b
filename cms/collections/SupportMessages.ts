import type { CollectionConfig } from 'payload'

import { isAdmin } from '../access'
import { LOCALES } from '../../server/domain/catalog'

export const SUPPORT_TOPICS = ['bidding', 'kyc', 'payments', 'technical', 'other'] as const

/** Messages from the support widget's human tab; stored first, then emailed to the inbox. */
export const SupportMessages: CollectionConfig = {
  slug: 'support-messages',
  admin: { useAsTitle: 'email', group: 'Support', defaultColumns: ['email', 'topic', 'status', 'createdAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text' },
    { name: 'email', type: 'email', required: true },
    { name: 'topic', type: 'select', options: [...SUPPORT_TOPICS], required: true },
    { name: 'message', type: 'textarea', required: true, minLength: 10, maxLength: 1500 },
    { name: 'status', type: 'select', options: ['open', 'answered'], defaultValue: 'open', index: true },
    { name: 'answer', type: 'textarea' },
    { name: 'user', type: 'relationship', relationTo: 'users' },
    {
      name: 'context',
      type: 'group',
      fields: [
        { name: 'url', type: 'text' },
        { name: 'locale', type: 'select', options: [...LOCALES] },
        { name: 'page_title', type: 'text' },
        { name: 'user_agent', type: 'text' },
      ],
    },
  ],
}
