import { describe, expect, it } from 'vitest'

import { buildVocabulary, correctQuery, correctWord, maxEdits } from '@core/domain/spelling'

const vocabulary = buildVocabulary([
  { brand: 'Caterpillar', model: '320 GC' },
  { brand: 'Liebherr', model: 'R 926' },
  { brand: 'Komatsu', model: 'PC210LC-11' },
  { brand: 'Manitou', model: 'MT 1840' },
])

describe('search spelling corrector', () => {
  it('corrects brands, categories and machine words in English and German', () => {
    expect(correctQuery('catepillar', vocabulary)).toBe('Caterpillar')
    expect(correctQuery('Caterpilar', vocabulary)).toBe('Caterpillar')
    expect(correctQuery('liebher', vocabulary)).toBe('Liebherr')
    expect(correctQuery('komatzu', vocabulary)).toBe('Komatsu')
    expect(correctQuery('excavater', vocabulary)).toBe('excavator')
    expect(correctQuery('bager', vocabulary)).toBe('bagger')
    expect(correctQuery('radlder', vocabulary)).toBe('radlader')
    expect(correctQuery('teleskoplder', vocabulary)).toBe('teleskoplader')
    expect(correctQuery('manitu', vocabulary)).toBe('Manitou')
  })

  it('corrects only the misspelt words of a query and keeps the rest as typed', () => {
    expect(correctQuery('catepillar bagger', vocabulary)).toBe('Caterpillar bagger')
    expect(correctQuery('Liebherr exkavator', vocabulary)).toBe('Liebherr excavator')
  })

  it('leaves known words, short words, numbers and unrelated words alone (null: nothing to correct)', () => {
    expect(correctQuery('Caterpillar', vocabulary)).toBeNull()
    expect(correctQuery('cat', vocabulary)).toBeNull()
    expect(correctQuery('320', vocabulary)).toBeNull()
    expect(correctQuery('pc211', vocabulary)).toBeNull()
    expect(correctQuery('xyzzyplugh', vocabulary)).toBeNull()
    expect(correctQuery('', vocabulary)).toBeNull()
    expect(correctQuery(undefined, vocabulary)).toBeNull()
    expect(correctWord('\u0000\u202e', vocabulary)).toBeNull()
  })

  it('allows one edit for 4–5 letters and two from 6', () => {
    expect(maxEdits('cat')).toBe(0)
    expect(maxEdits('kran')).toBe(1)
    expect(maxEdits('walze')).toBe(1)
    expect(maxEdits('bagger')).toBe(2)
    // Two edits on a five-letter word would turn almost anything into a brand.
    expect(correctQuery('vlvoo', vocabulary)).toBeNull()
  })
})
