import type { CollectionConfig, FieldAccess } from 'payload'

import { inGroup, isAdminOrEditor } from '../access'
import { BRANDS, CATEGORIES, CATEGORY_LABELS, CONDITIONS, COUNTRIES, COUNTRY_LABELS } from '@core/domain/catalog'
import { LISTING_STATUSES } from '@core/domain/statuses'
import { toOptions } from '../fields/options'
import { slugify } from '../hooks/slugify'

/** The reserve price is secret: only staff and the listing's seller may read it. */
const canSeeReserve: FieldAccess = ({ req: { user }, doc }) => {
  if (inGroup('content', user)) return true
  const seller = doc?.seller
  const sellerId = typeof seller === 'object' && seller ? seller.id : seller
  return Boolean(user && sellerId === user.id)
}

export const Listings: CollectionConfig = {
  slug: 'listings',
  admin: {
    useAsTitle: 'title',
    group: 'Catalogue',
    defaultColumns: ['title', 'category', 'brand', 'year', 'location_country', 'status'],
    listSearchableFields: ['title', 'brand', 'model', 'serial_number'],
  },
  access: {
    // Public readers see live listings only; staff see every status.
    read: ({ req: { user } }) =>
      inGroup('content', user) ? true : { status: { equals: 'live' } },
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: ({ req: { user } }) => inGroup('admin', user),
  },
  hooks: {
    beforeValidate: [slugify('title')],
  },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'slug', type: 'text', unique: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'status',
      type: 'select',
      options: toOptions(LISTING_STATUSES),
      defaultValue: 'draft',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'seller', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'category', type: 'select', options: toOptions(CATEGORIES, CATEGORY_LABELS), required: true, index: true },
        { name: 'brand', type: 'select', options: toOptions(BRANDS), required: true, index: true },
        { name: 'model', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'year', type: 'number', min: 1950, max: 2100, required: true, index: true },
        { name: 'hours', type: 'number', min: 0, required: true, index: true },
        { name: 'serial_number', type: 'text' },
        { name: 'condition', type: 'select', options: toOptions(CONDITIONS), defaultValue: 'good' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location_city', type: 'text', required: true },
        {
          name: 'location_country',
          type: 'select',
          options: toOptions(COUNTRIES, COUNTRY_LABELS),
          required: true,
          index: true,
        },
        { name: 'lat', type: 'number', min: -90, max: 90 },
        { name: 'lng', type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'description_md',
      type: 'textarea',
      localized: true,
      admin: { description: 'Markdown. Write it in English and in German (switch locale above).' },
    },
    {
      name: 'reserve_price',
      type: 'number',
      min: 0,
      access: { read: canSeeReserve },
      admin: { description: 'Secret minimum in euros. Bidders only see whether it is met.' },
    },
    {
      name: 'media',
      type: 'join',
      collection: 'media',
      on: 'listing',
      defaultSort: 'sort_order',
      defaultLimit: 20,
    },
    {
      name: 'inspection_report',
      type: 'group',
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media' },
        { name: 'inspector', type: 'text' },
        { name: 'inspected_at', type: 'date' },
        { name: 'summary_md', type: 'textarea', localized: true },
      ],
    },
  ],
}
