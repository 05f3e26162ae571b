import type { CollectionConfig } from 'payload'

import { DEFAULT_REMINDER_LEAD_MINUTES, REMINDER_LEAD_CHOICES } from '@core/domain/reminders'
import { authenticated, isAdminField, ownedBy, seesPricesField } from '../access'
import { setOwner } from '../hooks/setOwner'

/**
 * "Remind me": one row per user and auction. The service's auction clock
 * sends each once (it claims the row by setting `sent_at` only where it is still empty); rows with
 * source `watchlist` are kept in step with the watchlist and the user's `remind_watched` setting
 * by cms/reminders/watchlist-reminders.ts. Owners read, change (lead time) and delete their own.
 */
export const Reminders: CollectionConfig = {
  slug: 'reminders',
  admin: { group: 'People', defaultColumns: ['user', 'auction', 'lead_minutes', 'source', 'sent_at'] },
  access: {
    read: ownedBy('user'),
    create: authenticated,
    update: ownedBy('user'),
    delete: ownedBy('user'),
  },
  hooks: { beforeValidate: [setOwner('user')] },
  indexes: [{ fields: ['user', 'auction'], unique: true }],
  fields: [
    { name: 'user', label: { en: 'User', de: 'Benutzer' }, type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: isAdminField } },
    // Indexed: the clock's due query starts from auctions ending soon and joins their reminders.
    { name: 'auction', label: { en: 'Auction', de: 'Auktion' }, type: 'relationship', relationTo: 'auctions', required: true, index: true, access: { update: isAdminField } },
    {
      name: 'lead_minutes',
      label: { en: 'Minutes before the end', de: 'Minuten vor dem Ende' },
      type: 'number',
      required: true,
      defaultValue: DEFAULT_REMINDER_LEAD_MINUTES,
      validate: (value: number | null | undefined) =>
        (REMINDER_LEAD_CHOICES as readonly number[]).includes(Number(value)) ? true : `Choose one of ${REMINDER_LEAD_CHOICES.join(', ')} minutes.`,
    },
    {
      name: 'source',
      label: { en: 'Set by', de: 'Gesetzt durch' },
      type: 'select',
      options: [
        { value: 'manual', label: { en: '"Remind me"', de: '„Erinnern“' } },
        { value: 'watchlist', label: { en: 'Watchlist setting', de: 'Merklisten-Einstellung' } },
      ],
      defaultValue: 'manual',
      required: true,
      access: { create: isAdminField, update: isAdminField },
    },
    // Set once by the service when it sends the reminder (never through the API).
    // Sent at = end − lead time: hidden like the end from an owner who may not see prices.
    { name: 'sent_at', label: { en: 'Sent at', de: 'Gesendet am' }, type: 'date', index: true, access: { read: seesPricesField, create: isAdminField, update: isAdminField } },
  ],
}
