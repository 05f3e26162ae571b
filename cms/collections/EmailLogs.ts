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
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text' },
    { name: 'template', type: 'text', index: true },
    { name: 'language', type: 'text' },
    { name: 'status', type: 'select', options: ['sent', 'failed'], required: true },
    { name: 'error', type: 'text' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'text', type: 'textarea' },
    { name: 'message_id', type: 'text' },
  ],
}
