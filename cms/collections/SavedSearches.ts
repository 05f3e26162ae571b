import { APIError, type Access, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, ZSavedSearchCreate } from '@core/domain/saved-searches'
import { nobody, nobodyField, ownedBy } from '../access'

/** Only the owner changes or deletes a saved search; staff read them (admins all), nobody else's. */
const ownerOnly: Access = ({ req: { user } }) => (user ? { user: { equals: user.id } } : false)

/**
 * Every write holds the rule of core/domain/saved-searches.ts, whichever door it comes through
 * (the service's /svc/saved-searches, or an owner's REST/GraphQL update): a name of 1-80
 * characters, the list's filters (at least one) and an alert mode.
 */
const validateSavedSearch: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { name: data.name ?? originalDoc?.name, filters: data.filters ?? originalDoc?.filters, alert: data.alert ?? originalDoc?.alert }
  const parsed = ZSavedSearchCreate.safeParse(merged)
  if (!parsed.success) throw new APIError(parsed.error.issues[0]?.message ?? 'Invalid saved search.', 400, null, true)
  return { ...data, name: parsed.data.name, filters: parsed.data.filters, alert: parsed.data.alert }
}

/**
 * Saved searches: a buyer's named auction-list filters and how they are told
 * about new matches. Created through the service (POST /svc/saved-searches, which keeps the limit
 * of 20 per user); the owner reads, changes and deletes their own; admins read all, change none.
 * Which auctions were already announced to a search is claimed in `notification_claims`
 * (server/notifications/saved-search-alerts.ts), not here.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  admin: { useAsTitle: 'name', group: 'People', defaultColumns: ['name', 'user', 'alert', 'createdAt'] },
  access: { read: ownedBy('user'), create: nobody, update: ownerOnly, delete: ownerOnly },
  hooks: { beforeValidate: [validateSavedSearch] },
  fields: [
    { name: 'user', label: { en: 'User', de: 'Benutzer' }, type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text', required: true, maxLength: SAVED_SEARCH_NAME_MAX },
    { name: 'filters', label: { en: 'Filters', de: 'Filter' }, type: 'json', required: true },
    {
      name: 'alert',
      label: { en: 'Email alert', de: 'E-Mail-Benachrichtigung' },
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: ALERT_MODES.map((value) => ({
        value,
        label: { none: { en: 'None (in the app only)', de: 'Keine (nur in der App)' }, instant: { en: 'Instant email', de: 'Sofort per E-Mail' }, daily: { en: 'Daily digest', de: 'Tägliche Zusammenfassung' } }[value],
      })),
    },
    { name: 'last_digest_at', label: { en: 'Last daily digest', de: 'Letzte tägliche Zusammenfassung' }, type: 'date', access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
  ],
}
