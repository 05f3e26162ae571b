import type { CollectionBeforeValidateHook } from 'payload'

export const toSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)

/** Fills an empty slug from `field` so editors rarely type one. */
export const slugify =
  (field: string): CollectionBeforeValidateHook =>
  ({ data }) => {
    if (!data || data.slug || typeof data[field] !== 'string') return data
    return { ...data, slug: toSlug(data[field]) }
  }
