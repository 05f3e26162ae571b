import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isAdminOrEditor } from '../access'
import { dataDir } from '../paths'

/** Photos and public documents of listings. Private KYC files live in `kyc-documents`. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Catalogue', defaultColumns: ['filename', 'listing', 'kind', 'sort_order'] },
  access: {
    read: anyone,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
  },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
    imageSizes: [
      { name: 'thumb', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'card', width: 800, height: 600, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'large', width: 1600, height: 1200, position: 'centre', formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumb',
  },
  fields: [
    { name: 'alt', label: { en: 'Alternative text', de: 'Alternativtext' }, type: 'text', localized: true },
    { name: 'listing', label: { en: 'Listing', de: 'Inserat' }, type: 'relationship', relationTo: 'listings', index: true },
    {
      name: 'kind',
      label: { en: 'Kind', de: 'Art' },
      type: 'select',
      defaultValue: 'image',
      options: [{ value: 'image', label: { en: 'Photo', de: 'Foto' } }, { value: 'document', label: { en: 'Document', de: 'Dokument' } }, { value: 'inspection_report', label: { en: 'Inspection report', de: 'Prüfbericht' } }],
      required: true,
    },
    { name: 'sort_order', label: { en: 'Position', de: 'Position' }, type: 'number', defaultValue: 0, index: true },
  ],
}
