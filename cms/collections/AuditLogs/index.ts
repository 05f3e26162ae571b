import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../../access'

/**
 * Who changed what in auctions, KYC, orders, users and the settings. Written only by the audit
 * hooks (server side, `overrideAccess`); nobody can create, edit or delete an entry through the API.
 */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  admin: {
    group: 'Platform',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor_email', 'action', 'target_collection', 'target_id', 'changed_fields'],
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'actor',
      label: { en: 'Changed by', de: 'Geändert von' },
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { description: { en: 'Empty: the system (bidding service, auction lifecycle, demo data).', de: 'Leer: das System (Bietdienst, Auktionsablauf, Demodaten).' } },
    },
    { name: 'actor_email', label: { en: 'Email of the person', de: 'E-Mail der Person' }, type: 'text' },
    {
      name: 'action',
      label: { en: 'Action', de: 'Aktion' },
      type: 'select',
      options: [{ value: 'create', label: { en: 'Created', de: 'Angelegt' } }, { value: 'update', label: { en: 'Changed', de: 'Geändert' } }, { value: 'delete', label: { en: 'Deleted', de: 'Gelöscht' } }],
      required: true,
      index: true,
    },
    { name: 'target_collection', label: { en: 'Collection', de: 'Sammlung' }, type: 'text', required: true, index: true },
    { name: 'target_id', label: { en: 'Record ID', de: 'Datensatz-ID' }, type: 'text', index: true },
    { name: 'changed_fields', label: { en: 'Changed fields', de: 'Geänderte Felder' }, type: 'text', hasMany: true },
    {
      name: 'changes',
      label: { en: 'Changes', de: 'Änderungen' },
      type: 'json',
      admin: { description: { en: 'Old and new values of the changed fields (secrets are never recorded).', de: 'Alte und neue Werte der geänderten Felder (Geheimnisse werden nie gespeichert).' } },
    },
    { name: 'summary', label: { en: 'Summary', de: 'Zusammenfassung' }, type: 'text' },
  ],
}
