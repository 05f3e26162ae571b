import MiniSearch from 'minisearch'
import type { Payload } from 'payload'

import type { Locale } from '@core/i18n/locales'
import { fillFigures, platformFigures } from '@core/content/figures'
import { normalizeText } from '@core/domain/support-intents'
import { figureSettingsOf, type Settings } from '@core/settings'
import { readSettings } from '../settings/settings'

/** One searchable passage: an FAQ entry or a section of an info page, with where it lives. */
export type Passage = { id: string; title: string; text: string; link: string; kind: 'faq' | 'page' }

export type KnowledgeHit = Passage & { score: number }

/** How long the index is kept before it is rebuilt from the CMS (the site's content TTL). */
export const KNOWLEDGE_TTL_MS = Number(process.env.CONTENT_TTL_MS ?? 60_000)

/** Words that say nothing about the topic; without them "how do I pay" is about "pay". */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in is it me my of on or the this to was what when where which who why will with you your ' +
    'am auf bei bin das dem den der des die du ein eine einen ich ihr im in ist kann man mein meine mit muss nach oder sie sind und von was wer wie wo zu'
  ).split(' '),
)

export const localizedLink = (locale: Locale, path: string) => (locale === 'de' ? `/de${path}` : path)

/** Markdown to plain words for the index (links keep their text, emphasis and headings go). */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/** Splits a page's Markdown at its second-level headings; each part is found on its own. */
export const pageSections = (page: { slug: string; title: string; body_md?: string | null }, locale: Locale): Passage[] => {
  const body = page.body_md ?? ''
  const parts = body.split(/^##\s+/m)
  return parts
    .map((part, index) => {
      const [first, ...rest] = part.split('\n')
      const heading = index === 0 ? '' : (first ?? '').trim()
      const text = index === 0 ? part : rest.join('\n')
      return {
        id: `page:${page.slug}:${index}`,
        title: heading ? `${page.title}: ${heading}` : page.title,
        text: text.trim(),
        link: localizedLink(locale, `/${page.slug}`),
        kind: 'page' as const,
      }
    })
    .filter((section) => section.text.length > 0)
}

const buildIndex = (passages: Passage[]) => {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    // The index reads plain words; the stored copy keeps the Markdown (with its links) for answers.
    storeFields: ['title', 'markdown', 'link', 'kind'],
    extractField: (doc, field) => (field === 'text' ? plain(doc.text) : field === 'markdown' ? doc.text : String(doc[field as keyof Passage] ?? '')),
    processTerm: (term) => {
      const word = normalizeText(term)
      return word.length < 2 || STOP_WORDS.has(word) ? null : word
    },
    searchOptions: { boost: { title: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false), combineWith: 'OR' },
  })
  index.addAll(passages)
  return index
}

/**
 * Retrieval over the published FAQ and info pages of one language (what a visitor can read),
 * rebuilt from the CMS when older than the content TTL; concurrent callers share one rebuild
 * and a failed rebuild keeps the last good index.
 */
export const createKnowledgeBase = (payload: Payload, ttlMs = KNOWLEDGE_TTL_MS) => {
  type Entry = { index: MiniSearch<Passage>; builtAt: number; settings: Settings }
  const entries = new Map<Locale, Entry>()
  const pending = new Map<Locale, Promise<Entry>>()

  const load = async (locale: Locale, settings: Settings): Promise<Entry> => {
    // Visitor access (overrideAccess: false, no user): only published content is indexed.
    const [faqs, pages] = await Promise.all([
      payload.find({ collection: 'faqs', locale, fallbackLocale: 'en', depth: 0, limit: 500, pagination: false, overrideAccess: false }),
      payload.find({ collection: 'pages', locale, fallbackLocale: 'en', depth: 0, limit: 200, pagination: false, overrideAccess: false }),
    ])
    // The editorial texts' {{figure}} placeholders, filled from the settings as the site does
    // (core/content/figures.ts). The auction length is hidden from visitors on the API (with a
    // start time it is the end), but it is published policy, so the texts state it.
    const figures = platformFigures(figureSettingsOf(settings), locale)
    const fill = (text: string | null | undefined) => fillFigures(text ?? '', figures)
    const passages: Passage[] = [
      ...faqs.docs.map((faq) => ({
        id: `faq:${faq.id}`,
        title: faq.question,
        text: fill(faq.answer_md),
        link: localizedLink(locale, `/faq#faq-topic-${faq.topic}`),
        kind: 'faq' as const,
      })),
      ...pages.docs.flatMap((page) => pageSections({ slug: page.slug, title: page.title, body_md: fill(page.body_md) }, locale)),
    ]
    return { index: buildIndex(passages), builtAt: Date.now(), settings }
  }

  const indexFor = async (locale: Locale) => {
    const settings = await readSettings(payload)
    const entry = entries.get(locale)
    // Changed settings (a new copy from the reader) change the figures in the texts: rebuilt at once.
    const figuresChanged = entry !== undefined && entry.settings !== settings
    if (entry && !figuresChanged && Date.now() - entry.builtAt < ttlMs) return entry.index
    let rebuild = pending.get(locale)
    if (!rebuild) {
      rebuild = load(locale, settings)
        .then((fresh) => {
          entries.set(locale, fresh)
          return fresh
        })
        .finally(() => pending.delete(locale))
      pending.set(locale, rebuild)
    }
    // A stale index answers at once while the new one is built in the background.
    if (entry && !figuresChanged) {
      rebuild.catch(() => undefined)
      return entry.index
    }
    return (await rebuild).index
  }

  return {
    /** The best passages for a question, best first. */
    async search(query: string, locale: Locale, limit = 3): Promise<KnowledgeHit[]> {
      const index = await indexFor(locale)
      return index
        .search(query)
        .slice(0, limit)
        .map((hit) => ({ id: String(hit.id), title: hit.title, text: hit.markdown, link: hit.link, kind: hit.kind, score: hit.score }))
    },
    /** Builds both languages' indexes ahead of the first question. */
    async warm() {
      await Promise.all((['en', 'de'] as const).map((locale) => indexFor(locale)))
    },
  }
}
export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>
