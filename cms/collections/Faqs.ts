import type { CollectionConfig } from 'payload'

import { editorialAccess } from '../access'

export const FAQ_TOPICS = ['bidding', 'fees', 'kyc', 'payments', 'auctions', 'account', 'selling'] as const

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', group: 'Content', defaultColumns: ['question', 'topic', 'sort_order', '_status'] },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'sort_order',
  access: editorialAccess,
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer_md', type: 'textarea', required: true, localized: true, admin: { description: 'Markdown.' } },
    { name: 'topic', type: 'select', options: [...FAQ_TOPICS], required: true, index: true },
    { name: 'sort_order', type: 'number', defaultValue: 0 },
  ],
}
