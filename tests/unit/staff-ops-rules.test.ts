import { describe, expect, it } from 'vitest'

import { renderMessage } from '@core/email/bid-messages'
import { missingForLive } from '../../cms/ops/create-listing'
import { ZMarkPaid } from '../../cms/ops/change-order-status'
import { opsTranslations } from '../../cms/admin/i18n/ops'

describe('a listing may go live', () => {
  it('only with a photo and the description in both languages', () => {
    expect(missingForLive({ description_en: 'Text', description_de: 'Text' }, 0)).toBe('A live listing needs at least one photo.')
    expect(missingForLive({ description_en: 'Text', description_de: '  ' }, 3)).toBe('A live listing needs the description in English and in German.')
    expect(missingForLive({ description_en: '', description_de: 'Text' }, 3)).toBe('A live listing needs the description in English and in German.')
    expect(missingForLive({ description_en: 'Text', description_de: 'Text' }, 1)).toBeNull()
  })
})

describe('bank reference when marking an order paid', () => {
  it('is required, at most 140 characters of the SEPA character set', () => {
    const paid = { amount: 100, paid_on: '2026-11-22' }
    expect(ZMarkPaid.safeParse({ ...paid, sepa_reference: 'E2E-2026/11/22 MM-000042' }).success).toBe(true)
    expect(ZMarkPaid.safeParse({ ...paid, sepa_reference: '  ' }).error?.issues[0]?.message).toBe('Please enter the bank reference of the transfer.')
    expect(ZMarkPaid.safeParse({ ...paid, sepa_reference: 'x'.repeat(141) }).success).toBe(false)
    expect(ZMarkPaid.safeParse({ ...paid, sepa_reference: '<script>' }).success).toBe(false)
  })
})

describe('the cancellation notice', () => {
  it('names the machine and the reason, in English and in German', () => {
    const vars = { listing: 'CAT 320', amount: 42_000, link: 'https://example.test/dashboard/my-bids', reason: 'Machine sold privately' }
    expect(renderMessage('auction_cancelled', 'en', vars)).toMatchObject({ lang: 'en', subject: 'Auction cancelled: CAT 320' })
    const de = renderMessage('auction_cancelled', 'de', vars)
    expect(de.subject).toBe('Auktion abgebrochen: CAT 320')
    expect(de.body).toContain('Grund: Machine sold privately')
  })
})

describe('admin texts', () => {
  it('exist in English and German for the same keys, none left empty', () => {
    expect(Object.keys(opsTranslations.de).sort()).toEqual(Object.keys(opsTranslations.en).sort())
    for (const [key, text] of Object.entries(opsTranslations.de)) expect(text.trim(), key).not.toBe('')
  })
})
