import type { Config, Plugin } from 'payload'

import { BILINGUAL_FAQS, BILINGUAL_PAGES, type BilingualCollection } from '../admin/editors/bilingual-config'
import { bilingualEndpoints } from '../endpoints/bilingual-save'

const EDITORS: Record<string, { editor: BilingualCollection; view: string }> = {
  faqs: { editor: BILINGUAL_FAQS, view: '/admin/editors/BilingualEditView#FaqEditView' },
  pages: { editor: BILINGUAL_PAGES, view: '/admin/editors/BilingualEditView#PageEditView' },
}

/**
 * The FAQ and page editors: their edit view shows English and German side by side with
 * a live Markdown preview, and saves both languages in one request through the collection's
 * `bilingual` endpoints (cms/endpoints/bilingual-save.ts). The versions and API tabs stay Payload's.
 */
export const bilingualEditorsPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const entry = EDITORS[collection.slug]
    if (!entry) return collection
    return {
      ...collection,
      endpoints: [...(collection.endpoints || []), ...bilingualEndpoints(entry.editor)],
      admin: {
        ...collection.admin,
        components: {
          ...collection.admin?.components,
          views: {
            ...collection.admin?.components?.views,
            // The edit tab is ours; Payload's versions and API tabs stay (the collections define no other edit views).
            edit: { default: { Component: entry.view } },
          },
        },
      },
    }
  }),
})
