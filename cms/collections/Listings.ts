import type { CollectionConfig, FieldAccess } from 'payload'

import { inGroup, isAdminOrEditor } from '../access'
import { BRANDS, CATEGORIES, CATEGORY_LABELS, CONDITIONS, COUNTRIES, COUNTRY_LABELS } from '@core/domain/catalog'
import { ATTACHMENT_LABELS, ATTACHMENTS } from '@core/domain/list-params'
import { LISTING_STATUSES } from '@core/domain/statuses'
import { CONDITION_LABELS, LISTING_STATUS_LABELS, sameInBothLanguages, toOptions } from '../fields/options'
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
    { name: 'title', label: { en: 'Title', de: 'Titel' }, type: 'text', required: true },
    { name: 'slug', label: { en: 'URL slug', de: 'URL-Kürzel' }, type: 'text', unique: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'status',
      label: { en: 'Status', de: 'Status' },
      type: 'select',
      options: toOptions(LISTING_STATUSES, LISTING_STATUS_LABELS),
      defaultValue: 'draft',
      required: true,
      index: true,
      admin: { position: 'sidebar', components: { Cell: '/admin/components/StatusCell#ListingStatusCell' } },
    },
    { name: 'seller', label: { en: 'Seller', de: 'Verkäufer' }, type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    {
      type: 'row',
      fields: [
        { name: 'category', label: { en: 'Category', de: 'Kategorie' }, type: 'select', options: toOptions(CATEGORIES, CATEGORY_LABELS), required: true, index: true },
        { name: 'brand', label: { en: 'Brand', de: 'Marke' }, type: 'select', options: toOptions(BRANDS, sameInBothLanguages(BRANDS)), required: true, index: true },
        { name: 'model', label: { en: 'Model', de: 'Modell' }, type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'year', label: { en: 'Year of manufacture', de: 'Baujahr' }, type: 'number', min: 1950, max: 2100, required: true, index: true },
        { name: 'hours', label: { en: 'Operating hours', de: 'Betriebsstunden' }, type: 'number', min: 0, required: true, index: true },
        { name: 'serial_number', label: { en: 'Serial number', de: 'Seriennummer' }, type: 'text' },
        { name: 'condition', label: { en: 'Condition', de: 'Zustand' }, type: 'select', options: toOptions(CONDITIONS, CONDITION_LABELS), defaultValue: 'good' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'operating_weight_t',
          label: { en: 'Operating weight (t)', de: 'Einsatzgewicht (t)' },
          type: 'number',
          min: 0,
          max: 1000,
          index: true,
          admin: { step: 0.1, description: { en: 'In tonnes, e.g. 21.5. Comparable sales are machines within ±30% of this weight; the list filters and counts by it.', de: 'In Tonnen, z. B. 21,5. Vergleichbare Verkäufe sind Maschinen mit höchstens ±30 % Abweichung von diesem Gewicht; die Liste filtert und zählt danach.' } },
        },
        {
          name: 'engine_power_kw',
          label: { en: 'Engine power (kW)', de: 'Motorleistung (kW)' },
          type: 'number',
          min: 0,
          max: 5000,
          admin: { description: { en: 'Used for comparable sales when the weight is missing.', de: 'Für vergleichbare Verkäufe, wenn das Gewicht fehlt.' } },
        },
        {
          name: 'attachments',
          label: { en: 'Attachments included', de: 'Mitgelieferte Anbaugeräte' },
          type: 'select',
          hasMany: true,
          options: toOptions(ATTACHMENTS, ATTACHMENT_LABELS),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'location_city', label: { en: 'City', de: 'Ort' }, type: 'text', required: true },
        {
          name: 'location_country',
          label: { en: 'Country', de: 'Land' },
          type: 'select',
          options: toOptions(COUNTRIES, COUNTRY_LABELS),
          required: true,
          index: true,
        },
        { name: 'lat', label: { en: 'Latitude', de: 'Breitengrad' }, type: 'number', min: -90, max: 90 },
        { name: 'lng', label: { en: 'Longitude', de: 'Längengrad' }, type: 'number', min: -180, max: 180 },
      ],
    },
    {
      name: 'description_md',
      label: { en: 'Description', de: 'Beschreibung' },
      type: 'textarea',
      localized: true,
      admin: { description: { en: 'Markdown. Write it in English and in German (switch the locale above).', de: 'Markdown. Auf Englisch und auf Deutsch schreiben (Sprache oben umschalten).' } },
    },
    {
      name: 'reserve_price',
      label: { en: 'Reserve price (€)', de: 'Mindestpreis (€)' },
      type: 'number',
      min: 0,
      access: { read: canSeeReserve },
      admin: { description: { en: 'Secret minimum in euros. Bidders only see whether it is met.', de: 'Geheimer Mindestbetrag in Euro. Bieter sehen nur, ob er erreicht ist.' } },
    },
    {
      name: 'media',
      label: { en: 'Photos and documents', de: 'Fotos und Dokumente' },
      type: 'join',
      collection: 'media',
      on: 'listing',
      defaultSort: 'sort_order',
      defaultLimit: 20,
    },
    {
      name: 'inspection_report',
      label: { en: 'Inspection report', de: 'Prüfbericht' },
      type: 'group',
      fields: [
        { name: 'file', label: { en: 'Report file', de: 'Berichtsdatei' }, type: 'upload', relationTo: 'media' },
        { name: 'inspector', label: { en: 'Inspector', de: 'Prüfer' }, type: 'text' },
        { name: 'inspected_at', label: { en: 'Inspected on', de: 'Geprüft am' }, type: 'date' },
        { name: 'summary_md', label: { en: 'Summary', de: 'Zusammenfassung' }, type: 'textarea', localized: true },
      ],
    },
  ],
}
