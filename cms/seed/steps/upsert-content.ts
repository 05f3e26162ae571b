import type { Payload } from 'payload'

import { FAQS } from '../data/faqs'
import { PAGES } from '../data/pages'
import type { StepCount } from './types'

/**
 * Info and legal pages and FAQs, published in English and German. Existing documents are left
 * as editors changed them; only missing ones are created.
 */
export const upsertContent = async (payload: Payload): Promise<{ pages: StepCount; faqs: StepCount }> => {
  const pages: StepCount = { created: 0, updated: 0 }
  for (const page of PAGES) {
    const existing = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, draft: true, overrideAccess: true })
    if (existing.docs[0]) continue
    const created = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { slug: page.slug, ...page.en, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'pages', id: created.id, locale: 'de', data: { ...page.de, _status: 'published' }, overrideAccess: true })
    pages.created++
  }

  const faqs: StepCount = { created: 0, updated: 0 }
  const existingFaqs = await payload.find({ collection: 'faqs', limit: 0, pagination: false, depth: 0, draft: true, locale: 'en', overrideAccess: true })
  const knownQuestions = new Set(existingFaqs.docs.map((faq) => faq.question))
  for (const [index, faq] of FAQS.entries()) {
    if (knownQuestions.has(faq.en.question)) continue
    const created = await payload.create({
      collection: 'faqs',
      locale: 'en',
      data: { ...faq.en, topic: faq.topic, sort_order: index, _status: 'published' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'faqs', id: created.id, locale: 'de', data: { ...faq.de, _status: 'published' }, overrideAccess: true })
    faqs.created++
  }
  return { pages, faqs }
}
