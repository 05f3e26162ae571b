import type { Config, Plugin } from 'payload'

import { COLLECTION_LABELS, GLOBAL_LABELS } from '../admin/i18n/collection-labels'

/**
 * Human EN/DE names for every collection and global (cms/admin/i18n/collection-labels.ts), so the
 * admin never shows a slug ("Kycs", "Faqs"). A collection or global that sets its own labels keeps
 * them. Runs after the plugins that add collections (the audit log).
 */
export const adminLabelsPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    labels: collection.labels ?? COLLECTION_LABELS[collection.slug],
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    label: global.label ?? GLOBAL_LABELS[global.slug],
  })),
})
