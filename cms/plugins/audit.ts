import type { Config, Plugin } from 'payload'

import { AuditLogs } from '../collections/AuditLogs'
import { auditChange, auditDelete, auditGlobalChange } from '../hooks/audit'

/** What the audit log covers: auctions, KYC, orders, users and the settings. */
export const AUDITED_COLLECTIONS = ['auctions', 'kyc', 'orders', 'users'] as const
export const AUDITED_GLOBALS = ['settings'] as const

/**
 * Adds the audit-logs collection and appends the audit hooks to the audited collections and
 * globals, so their own files stay about their own rules.
 */
export const auditPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map((collection) =>
      (AUDITED_COLLECTIONS as readonly string[]).includes(collection.slug)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), auditChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), auditDelete],
            },
          }
        : collection,
    ),
    AuditLogs,
  ],
  globals: (config.globals ?? []).map((global) =>
    (AUDITED_GLOBALS as readonly string[]).includes(global.slug)
      ? { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), auditGlobalChange] } }
      : global,
  ),
})
