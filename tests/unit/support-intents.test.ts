import { describe, expect, it } from 'vitest'

import { isSupportMessageLengthValid, SUPPORT_MESSAGE_LENGTH_ERROR } from '@core/domain/support'
import { ZSupportAiChat, ZSupportSendMessage } from '@core/domain/support-schemas'
import { detectCategory, detectIntents, matchNamedMachine, normalizeText } from '@core/domain/support-intents'

describe('support intents', () => {
  it('reads the same intent from English and German questions', () => {
    expect(detectIntents('What fees do I pay?')).toContain('fees')
    expect(detectIntents('Welche Gebühren fallen an?')).toContain('fees')
    expect(detectIntents('Ist die MwSt. enthalten?')).toContain('vat')
    expect(detectIntents('What happens with bids in the last seconds?')).toContain('anti_sniping')
    expect(detectIntents('Wird die Auktion kurz vor Schluss verlängert?')).toContain('anti_sniping')
    expect(detectIntents('What is my KYC status?')).toContain('my_kyc_status')
    expect(detectIntents('Ist meine Verifizierung freigegeben?')).toContain('my_kyc_status')
    expect(detectIntents('How do I verify my business?')).not.toContain('my_kyc_status')
    expect(detectIntents('Can I view the machine in person?')).not.toContain('contact')
  })

  it('finds categories by English and German names, singular or plural, the longest name winning', () => {
    expect(detectCategory('How many excavators are live?')).toBe('excavators')
    expect(detectCategory('Wie viele Bagger gibt es?')).toBe('excavators')
    expect(detectCategory('any wheel loaders?')).toBe('wheel_loaders')
    expect(detectCategory('Habt ihr Walzen?')).toBe('compactors')
    expect(detectCategory('Anbaugeräte im Angebot?')).toBe('attachments')
    expect(detectCategory('What are your fees?')).toBeNull()
    expect(normalizeText('Gebühren? Straße!')).toBe('gebuhren strasse')
  })

  it('names a machine only when its model is there; of two of the same model the first (closing soonest) wins', () => {
    const machines = [
      { id: 1, brand: 'Liebherr', model: 'LTM 1050', title: 'Liebherr LTM 1050' },
      { id: 2, brand: 'Caterpillar', model: '320', title: 'Caterpillar 320' },
      { id: 3, brand: 'Komatsu', model: 'PC210', title: 'Komatsu PC210' },
      { id: 4, brand: 'Komatsu', model: 'PC210', title: 'Komatsu PC210 (2)' },
    ]
    expect(matchNamedMachine('When does the ltm1050 end?', machines)?.id).toBe(1)
    expect(matchNamedMachine('When does the Liebherr LTM 1050 end?', machines)?.id).toBe(1)
    expect(matchNamedMachine('When does the Caterpillar 320 end?', machines)?.id).toBe(2)
    const gc = [{ id: 9, brand: 'Caterpillar', model: '320 GC', title: 'Caterpillar 320 GC' }]
    expect(matchNamedMachine('Wann endet der Caterpillar 320?', gc)?.id).toBe(9)
    expect(matchNamedMachine('Wann endet der 320?', gc)).toBeNull()
    // A bare short number is not a machine name.
    expect(matchNamedMachine('Do you have 320 machines?', machines)).toBeNull()
    expect(matchNamedMachine('When does the Komatsu PC210 end?', machines)?.id).toBe(3)
    // Two different models that fit equally well: no guess.
    expect(matchNamedMachine('PC210 or 320?', [...machines, { id: 5, brand: 'Hitachi', model: 'PC210', title: 'x' }].slice(2))).toBeNull()
  })
})

describe('support message rules', () => {
  it('counts the trimmed message, 10 to 1500 characters', () => {
    expect(isSupportMessageLengthValid('123456789')).toBe(false)
    expect(isSupportMessageLengthValid('  1234567890  ')).toBe(true)
    expect(isSupportMessageLengthValid('x'.repeat(1501))).toBe(false)
    const parsed = ZSupportSendMessage.safeParse({ email: 'a@b.co', topic: 'kyc', message: 'short' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(SUPPORT_MESSAGE_LENGTH_ERROR)
  })

  it('strips everything but the chat roles and the expected fields', () => {
    const parsed = ZSupportAiChat.parse({ message: ' hi ', locale: 'de', history: [], user_id: 5 })
    expect(parsed).toEqual({ message: 'hi', locale: 'de', history: [], page: {} })
    expect(ZSupportAiChat.safeParse({ message: 'hi', history: [{ role: 'system', content: 'x' }] }).success).toBe(false)
  })

  it('accepts the page context only as an auction slug, with clear messages', () => {
    expect(ZSupportAiChat.parse({ message: 'hi', page: { auction_slug: 'cat-320-gc-2019' } }).page).toEqual({ auction_slug: 'cat-320-gc-2019' })
    const bad = ZSupportAiChat.safeParse({ message: 'hi', page: { auction_slug: '../admin?x=1' } })
    expect(bad.error?.issues[0]?.message).toContain('lower-case letters, digits and hyphens')
    expect(ZSupportAiChat.safeParse({ message: 'hi', page: { auction_slug: 'a', user_id: 7 } }).success).toBe(false)
    expect(ZSupportAiChat.safeParse({ message: 'hi', page: { auction_slug: 'a'.repeat(201) } }).success).toBe(false)
  })
})
