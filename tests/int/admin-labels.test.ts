import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload } from './helpers/payload'

/**
 * Issue #17: every collection and global of the admin has a human name in English and German
 * (singular and plural), never the slug Payload derives ("Kycs", "Faqs").
 */
describe('admin labels', () => {
  let payload: Payload
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
  }, 120_000)
  afterAll(async () => stop?.())

  it('names every collection in English and German, singular and plural', () => {
    const ours = payload.config.collections.filter((collection) => !collection.slug.startsWith('payload-'))
    expect(ours.length).toBeGreaterThan(15)
    const missing: string[] = []
    for (const { slug, labels } of ours) {
      for (const form of ['singular', 'plural'] as const) {
        const label = labels[form]
        for (const language of ['en', 'de'] as const) {
          const text = typeof label === 'object' && label !== null ? (label as Record<string, string>)[language] : undefined
          if (!text?.trim()) missing.push(`${slug} ${form} ${language}`)
        }
      }
    }
    expect(missing).toEqual([])
    const kyc = payload.config.collections.find((collection) => collection.slug === 'kyc')
    expect(kyc?.labels).toEqual({ singular: { en: 'KYC application', de: 'KYC-Antrag' }, plural: { en: 'KYC applications', de: 'KYC-Anträge' } })
  })

  it('names every global in English and German', () => {
    for (const { slug, label } of payload.config.globals) {
      expect(label, slug).toMatchObject({ en: expect.any(String), de: expect.any(String) })
    }
  })
})
