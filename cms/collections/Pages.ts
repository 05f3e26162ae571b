import type { CollectionConfig } from 'payload'

import { editorialAccess } from '../access'

/** Info and legal pages in English and German, written by editors with drafts. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  fields: [
    { name: 'slug', type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true, admin: { description: 'Shown to search engines.' } },
    { name: 'body_md', type: 'textarea', localized: true, admin: { description: 'Markdown.' } },
  ],
}
