import type { CollectionConfig } from 'payload'

import { editorialAccess } from '../access'
import { fillTeaserFigures } from '../hooks/fill-teaser-figures'

/** Info and legal pages in English and German, written by editors with drafts. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  versions: { drafts: true, maxPerDoc: 20 },
  access: editorialAccess,
  hooks: { afterRead: [fillTeaserFigures(['description', 'body_md'])] },
  fields: [
    { name: 'slug', label: { en: 'URL slug', de: 'URL-Kürzel' }, type: 'text', required: true, unique: true, index: true, admin: { position: 'sidebar' } },
    { name: 'title', label: { en: 'Title', de: 'Titel' }, type: 'text', required: true, localized: true },
    {
      name: 'description',
      label: { en: 'Search engine description', de: 'Beschreibung für Suchmaschinen' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'Shown to search engines (about 150 characters).', de: 'Wird Suchmaschinen angezeigt (etwa 150 Zeichen).' } },
    },
    {
      name: 'body_md',
      label: { en: 'Text', de: 'Text' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'Markdown: **bold**, *italic*, [link](https://…), lists and tables.', de: 'Markdown: **fett**, *kursiv*, [Link](https://…), Listen und Tabellen.' } },
    },
  ],
}
