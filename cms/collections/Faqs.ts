import type { CollectionConfig } from 'payload'

import { editorialAccess } from '../access'
import { fillTeaserFigures } from '../hooks/fill-teaser-figures'
import { toOptions, type Bilingual } from '../fields/options'

export const FAQ_TOPICS = ['bidding', 'fees', 'kyc', 'payments', 'auctions', 'account', 'selling'] as const

const FAQ_TOPIC_LABELS: Record<(typeof FAQ_TOPICS)[number], Bilingual> = {
  bidding: { en: 'Bidding', de: 'Bieten' },
  fees: { en: 'Fees', de: 'Gebühren' },
  kyc: { en: 'Business verification (KYC)', de: 'Unternehmensprüfung (KYC)' },
  payments: { en: 'Payments', de: 'Zahlungen' },
  auctions: { en: 'Auctions', de: 'Auktionen' },
  account: { en: 'Account', de: 'Konto' },
  selling: { en: 'Selling', de: 'Verkaufen' },
}

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', group: 'Content', defaultColumns: ['question', 'topic', 'sort_order', '_status'] },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: 'sort_order',
  access: editorialAccess,
  hooks: { afterRead: [fillTeaserFigures(['answer_md'])] },
  fields: [
    { name: 'question', label: { en: 'Question', de: 'Frage' }, type: 'text', required: true, localized: true },
    {
      name: 'answer_md',
      label: { en: 'Answer', de: 'Antwort' },
      type: 'textarea',
      required: true,
      localized: true,
      admin: { description: { en: 'Markdown: **bold**, *italic*, [link](https://…), lists and tables.', de: 'Markdown: **fett**, *kursiv*, [Link](https://…), Listen und Tabellen.' } },
    },
    { name: 'topic', label: { en: 'Topic', de: 'Thema' }, type: 'select', options: toOptions(FAQ_TOPICS, FAQ_TOPIC_LABELS), required: true, index: true },
    { name: 'sort_order', label: { en: 'Sort order', de: 'Reihenfolge' }, type: 'number', defaultValue: 0 },
  ],
}
