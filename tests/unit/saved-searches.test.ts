import { describe, expect, it } from 'vitest'

import {
  MAX_SAVED_SEARCHES,
  matchesSavedSearch,
  savedSearchQuery,
  suggestSearchName,
  ZSavedSearchCreate,
  ZSavedSearchUpdate,
  type MachineFacts,
} from '@core/domain/saved-searches'
import { savedSearchDigestEmail, savedSearchMatchEmail } from '@core/email/saved-search-messages'

const excavator: MachineFacts = {
  title: 'Caterpillar 320 GC excavator',
  brand: 'Caterpillar',
  model: '320 GC',
  category: 'excavators',
  year: 2014,
  hours: 7600,
  country: 'Germany',
  descriptions: ['Well kept crawler excavator with quick coupler.', 'Gepflegter Kettenbagger mit Schnellwechsler.'],
}

describe('matchesSavedSearch (the list filter for one machine)', () => {
  it('maps a German term to the English word the listings use: "Bagger" finds an excavator', () => {
    const english = { ...excavator, descriptions: ['Crawler excavator.'] }
    expect(matchesSavedSearch({ q: 'Bagger' }, english)).toBe(true)
    expect(matchesSavedSearch({ q: 'radlader' }, english)).toBe(false)
  })

  it('requires every word (AND), any of its alternatives (OR), case and accents ignored', () => {
    expect(matchesSavedSearch({ q: 'bagger caterpillar' }, excavator)).toBe(true)
    expect(matchesSavedSearch({ q: 'bagger komatsu' }, excavator)).toBe(false)
    expect(matchesSavedSearch({ q: 'SCHNELLWÉCHSLER' }, excavator)).toBe(true)
    // Short words compare like SQL's LIKE, in the title, brand, model or a description.
    expect(matchesSavedSearch({ q: 'gc' }, excavator)).toBe(true)
    expect(matchesSavedSearch({ q: 'zx' }, excavator)).toBe(false)
  })

  it('keeps year and hours bounds inclusive', () => {
    expect(matchesSavedSearch({ yMax: 2015, hMax: 8000 }, excavator)).toBe(true)
    expect(matchesSavedSearch({ yMin: 2014, yMax: 2014, hMin: 7600, hMax: 7600 }, excavator)).toBe(true)
    expect(matchesSavedSearch({ yMax: 2013 }, excavator)).toBe(false)
    expect(matchesSavedSearch({ yMin: 2015 }, excavator)).toBe(false)
    expect(matchesSavedSearch({ hMax: 7599 }, excavator)).toBe(false)
    expect(matchesSavedSearch({ hMin: 7601 }, excavator)).toBe(false)
  })

  it('filters by category (equal), brand and country (contains, case ignored)', () => {
    expect(matchesSavedSearch({ category: 'excavators', brand: 'cat', country: 'germ' }, excavator)).toBe(true)
    expect(matchesSavedSearch({ category: 'wheel_loaders' }, excavator)).toBe(false)
    expect(matchesSavedSearch({ brand: 'Komatsu' }, excavator)).toBe(false)
    expect(matchesSavedSearch({ country: 'Austria' }, excavator)).toBe(false)
  })

  it('"Bagger bis 2015 unter 8.000 h" matches the 2014 excavator with 7,600 h, not a 2016 one nor a loader', () => {
    const search = { q: 'bagger', yMax: 2015, hMax: 8000 }
    expect(matchesSavedSearch(search, excavator)).toBe(true)
    expect(matchesSavedSearch(search, { ...excavator, year: 2016 })).toBe(false)
    expect(
      matchesSavedSearch(search, { ...excavator, title: 'Volvo L120H wheel loader', brand: 'Volvo', model: 'L120H', category: 'wheel_loaders', descriptions: ['Radlader.'] }),
    ).toBe(false)
  })
})

describe('saved search input', () => {
  it('parses the list filters as the list does, without sort or page', () => {
    const parsed = ZSavedSearchCreate.parse({ name: '  Bagger bis 2015  ', filters: { q: 'bagger', yMax: '2015', hMax: '8000', category: '' } })
    expect(parsed).toEqual({ name: 'Bagger bis 2015', filters: { q: 'bagger', yMax: 2015, hMax: 8000 }, alert: 'instant' })
    expect(ZSavedSearchCreate.safeParse({ name: 'x', filters: { q: 'a', sort: 'price_asc' } }).success).toBe(false)
  })

  it('limits the name to 1-80 characters, the alert to none, instant or daily, and needs a filter', () => {
    expect(ZSavedSearchCreate.safeParse({ name: '', filters: { q: 'bagger' } }).success).toBe(false)
    expect(ZSavedSearchCreate.safeParse({ name: 'x'.repeat(81), filters: { q: 'bagger' } }).success).toBe(false)
    expect(ZSavedSearchCreate.safeParse({ name: 'x'.repeat(80), filters: { q: 'bagger' }, alert: 'daily' }).success).toBe(true)
    expect(ZSavedSearchCreate.safeParse({ name: 'x', filters: { q: 'bagger' }, alert: 'hourly' }).success).toBe(false)
    const empty = ZSavedSearchCreate.safeParse({ name: 'x', filters: {} })
    expect(empty.success).toBe(false)
    expect(empty.error?.issues[0]?.message).toMatch(/at least one filter/)
    expect(ZSavedSearchCreate.safeParse({ name: 'x', filters: { yMin: 2016, yMax: 2015 } }).success).toBe(false)
    expect(ZSavedSearchUpdate.safeParse({}).success).toBe(false)
    expect(ZSavedSearchUpdate.safeParse({ alert: 'none' }).success).toBe(true)
    expect(MAX_SAVED_SEARCHES).toBe(20)
  })

  it('suggests a name from the filters in the page language and links back to the list', () => {
    expect(suggestSearchName({ q: 'Bagger', yMax: 2015, hMax: 8000 }, 'de')).toBe('Bagger · bis 2015 · bis 8.000 h')
    expect(suggestSearchName({ category: 'excavators', brand: 'JCB', yMin: 2010, yMax: 2015 }, 'en')).toBe('Excavators · JCB · 2010–2015')
    expect(suggestSearchName({ q: 'x'.repeat(100) }, 'en')).toHaveLength(80)
    expect(savedSearchQuery({ hMax: 8000, q: 'bagger', yMax: 2015 })).toBe('?q=bagger&yMax=2015&hMax=8000')
  })
})

describe('saved-search emails', () => {
  const match = { search: 'Bagger bis 2015', listing: 'Caterpillar 320 GC', link: 'https://market.example.test/de/auctions/caterpillar-320-gc' }
  const visible = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ')

  it('tells of one match in the user language, with the auction as the button and no raw URL', async () => {
    const de = await savedSearchMatchEmail('de', match)
    expect(de.subject).toBe('Neu für „Bagger bis 2015“: Caterpillar 320 GC')
    expect(de.html).toContain('href="https://market.example.test/de/auctions/caterpillar-320-gc"')
    expect(visible(de.html)).not.toMatch(/https?:\/\//)
    expect((await savedSearchMatchEmail('en', match)).subject).toBe('New for "Bagger bis 2015": Caterpillar 320 GC')
  })

  it('lists every match of the day in one digest, machine and search, without raw URLs', async () => {
    const digest = await savedSearchDigestEmail('en', [match, { ...match, listing: 'Komatsu PC210' }], 'https://market.example.test/dashboard/notifications')
    expect(digest.subject).toBe('2 new auctions for your saved searches')
    expect(digest.text).toContain('Komatsu PC210')
    expect(visible(digest.html)).not.toMatch(/https?:\/\//)
    expect((await savedSearchDigestEmail('de', [match], 'x')).subject).toBe('1 neue Auktion zu Ihren gespeicherten Suchen')
  })
})
