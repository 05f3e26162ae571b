/**
 * What the bilingual editors edit: per collection, the localized fields shown in an
 * English and a German column (with a live Markdown preview for Markdown fields) and the fields
 * both languages share. Labels, options and required-ness come from the collection's own field
 * config (the server view and the endpoint read them there), so this file holds only the layout
 * and the length limits, and is safe for client components.
 */
export type LocalizedField = {
  name: string
  /** `text` is one line, `textarea` several, `markdown` several with a live preview. */
  kind: 'text' | 'textarea' | 'markdown'
  max: number
}

export type BilingualCollection = {
  slug: 'faqs' | 'pages'
  localized: readonly LocalizedField[]
  /** Fields both languages share (a select, a number or a text such as the page's slug). */
  shared: readonly string[]
}

export const BILINGUAL_FAQS: BilingualCollection = {
  slug: 'faqs',
  localized: [
    { name: 'question', kind: 'text', max: 300 },
    { name: 'answer_md', kind: 'markdown', max: 10_000 },
  ],
  shared: ['topic', 'sort_order'],
}

export const BILINGUAL_PAGES: BilingualCollection = {
  slug: 'pages',
  localized: [
    { name: 'title', kind: 'text', max: 200 },
    { name: 'description', kind: 'textarea', max: 500 },
    { name: 'body_md', kind: 'markdown', max: 100_000 },
  ],
  shared: ['slug'],
}

export const EDITOR_LOCALES = ['en', 'de'] as const
export type EditorLocale = (typeof EDITOR_LOCALES)[number]

/** What the editor sends and the endpoint accepts: both languages' texts, the shared fields, draft or publish. */
export type BilingualInput = {
  en: Record<string, string>
  de: Record<string, string>
  shared: Record<string, string | number | null>
  publish: boolean
}
