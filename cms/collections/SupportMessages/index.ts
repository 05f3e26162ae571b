import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { LOCALES } from '@core/i18n/locales'
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS } from '@core/domain/support'
import { recordAnswer } from './hooks/recordAnswer'
import { sendSupportAnswer } from './hooks/sendSupportAnswer'

/** Set only by the service (overrideAccess): what the sender sent and how delivery went. */
const serviceOnly = { create: () => false, update: () => false }

/**
 * Messages from the support widget's human tab. The service stores each one first and emails it
 * afterwards, so a failed email loses nothing (email_status says how it went). Staff (admins)
 * read them in the admin and answer: marking a message answered with an answer emails the
 * answer to the sender in their language. Nobody else can read them.
 */
export const SupportMessages: CollectionConfig = {
  slug: 'support-messages',
  admin: { useAsTitle: 'email', group: 'Support', defaultColumns: ['email', 'topic', 'status', 'email_status', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [recordAnswer], afterChange: [sendSupportAnswer] },
  fields: [
    { name: 'name', type: 'text', access: serviceOnly, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, access: serviceOnly, admin: { readOnly: true } },
    { name: 'topic', type: 'select', options: [...SUPPORT_TOPICS], required: true, index: true, access: serviceOnly, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, minLength: SUPPORT_MESSAGE_MIN, maxLength: SUPPORT_MESSAGE_MAX, access: serviceOnly, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      options: ['open', 'answered'],
      defaultValue: 'open',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'answer',
      type: 'textarea',
      admin: { description: 'Emailed to the sender when you save with status "answered".' },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.status === 'answered' && !(typeof value === 'string' && value.trim()) ? 'Write the answer before marking the message answered.' : true,
    },
    { name: 'answered_at', type: 'date', access: serviceOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'answered_by', type: 'relationship', relationTo: 'users', access: serviceOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'email_status',
      type: 'select',
      options: ['pending', 'sent', 'failed'],
      defaultValue: 'pending',
      access: serviceOnly,
      admin: { position: 'sidebar', readOnly: true, description: 'Delivery to the support inbox.' },
    },
    { name: 'user', type: 'relationship', relationTo: 'users', access: serviceOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'context',
      type: 'group',
      access: serviceOnly,
      admin: { readOnly: true },
      fields: [
        { name: 'url', type: 'text' },
        { name: 'locale', type: 'select', options: [...LOCALES] },
        { name: 'page_title', type: 'text' },
        { name: 'user_agent', type: 'text' },
      ],
    },
  ],
}
