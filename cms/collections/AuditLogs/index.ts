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
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'Empty: the system (service, lifecycle, seed).' } },
    { name: 'actor_email', type: 'text' },
    { name: 'action', type: 'select', options: ['create', 'update', 'delete'], required: true, index: true },
    { name: 'target_collection', type: 'text', required: true, index: true },
    { name: 'target_id', type: 'text', index: true },
    { name: 'changed_fields', type: 'text', hasMany: true },
    { name: 'changes', type: 'json', admin: { description: 'Old and new values of the changed fields (secrets are never recorded).' } },
    { name: 'summary', type: 'text' },
  ],
}
