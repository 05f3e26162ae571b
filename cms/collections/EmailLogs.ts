import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../access'
import { resendEmailEndpoint, sendTestEmailEndpoint } from '../endpoints/admin/email-actions'

/** Every email the platform sends, written by the email adapter; admins resend and test from the admin. */
export const EmailLogs: CollectionConfig = {
  slug: 'email-logs',
  admin: { useAsTitle: 'subject', group: 'Support', defaultColumns: ['to', 'template', 'subject', 'status', 'createdAt'] },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  endpoints: [sendTestEmailEndpoint, resendEmailEndpoint],
  fields: [
    { name: 'to', label: { en: 'Recipient', de: 'Empfänger' }, type: 'text', required: true, index: true },
    { name: 'subject', label: { en: 'Subject', de: 'Betreff' }, type: 'text' },
    { name: 'template', label: { en: 'Template', de: 'Vorlage' }, type: 'text', index: true },
    { name: 'language', label: { en: 'Language', de: 'Sprache' }, type: 'text' },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: [{ value: 'sent', label: { en: 'Sent', de: 'Gesendet' } }, { value: 'failed', label: { en: 'Failed', de: 'Fehlgeschlagen' } }],
      required: true,
    },
    { name: 'error', label: { en: 'Error', de: 'Fehler' }, type: 'text' },
    { name: 'html', label: { en: 'HTML message', de: 'HTML-Nachricht' }, type: 'code', admin: { language: 'html' } },
    { name: 'text', label: { en: 'Plain-text message', de: 'Textnachricht' }, type: 'textarea' },
    { name: 'message_id', label: { en: 'Message ID', de: 'Nachrichten-ID' }, type: 'text' },
  ],
}
