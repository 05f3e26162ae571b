import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'
import { LOCALES } from '@core/i18n/locales'
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_TOPICS } from '@core/domain/support'
import { LOCALE_LABELS, SUPPORT_TOPIC_LABELS, toOptions } from '../../fields/options'
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
    { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text', access: serviceOnly, admin: { readOnly: true } },
    { name: 'email', label: { en: 'Email', de: 'E-Mail' }, type: 'email', required: true, access: serviceOnly, admin: { readOnly: true } },
    {
      name: 'topic',
      label: { en: 'Topic', de: 'Thema' },
      type: 'select',
      options: toOptions(SUPPORT_TOPICS, SUPPORT_TOPIC_LABELS),
      required: true,
      index: true,
      access: serviceOnly,
      admin: { readOnly: true },
    },
    {
      name: 'message',
      label: { en: 'Message', de: 'Nachricht' },
      type: 'textarea',
      required: true,
      minLength: SUPPORT_MESSAGE_MIN,
      maxLength: SUPPORT_MESSAGE_MAX,
      access: serviceOnly,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: [{ value: 'open', label: { en: 'Open', de: 'Offen' } }, { value: 'answered', label: { en: 'Answered', de: 'Beantwortet' } }],
      defaultValue: 'open',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'answer',
      label: { en: 'Answer', de: 'Antwort' },
      type: 'textarea',
      admin: { description: { en: 'Emailed to the sender when you save with status "Answered".', de: 'Wird an den Absender gesendet, wenn Sie mit dem Status „Beantwortet“ speichern.' } },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.status === 'answered' && !(typeof value === 'string' && value.trim()) ? 'Write the answer before marking the message answered.' : true,
    },
    { name: 'answered_at', label: { en: 'Answered at', de: 'Beantwortet am' }, type: 'date', access: serviceOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'answered_by',
      label: { en: 'Answered by', de: 'Beantwortet von' },
      type: 'relationship',
      relationTo: 'users',
      access: serviceOnly,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'email_status',
      label: { en: 'Delivery to the support inbox', de: 'Zustellung an das Support-Postfach' },
      type: 'select',
      options: [{ value: 'pending', label: { en: 'Pending', de: 'Ausstehend' } }, { value: 'sent', label: { en: 'Sent', de: 'Gesendet' } }, { value: 'failed', label: { en: 'Failed', de: 'Fehlgeschlagen' } }],
      defaultValue: 'pending',
      access: serviceOnly,
      admin: { position: 'sidebar', readOnly: true, description: { en: 'Whether the message reached the support inbox by email.', de: 'Ob die Nachricht per E-Mail im Support-Postfach angekommen ist.' } },
    },
    { name: 'user', label: { en: 'Account', de: 'Konto' }, type: 'relationship', relationTo: 'users', access: serviceOnly, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'context',
      label: { en: 'Where it was sent from', de: 'Gesendet von' },
      type: 'group',
      access: serviceOnly,
      admin: { readOnly: true },
      fields: [
        { name: 'url', label: { en: 'Page address', de: 'Seitenadresse' }, type: 'text' },
        { name: 'locale', label: { en: 'Site language', de: 'Sprache der Seite' }, type: 'select', options: toOptions(LOCALES, LOCALE_LABELS) },
        { name: 'page_title', label: { en: 'Page title', de: 'Seitentitel' }, type: 'text' },
        { name: 'user_agent', label: { en: 'Browser', de: 'Browser' }, type: 'text' },
      ],
    },
  ],
}
