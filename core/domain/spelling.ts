/**
 * "Did you mean": corrects the words of a search against the catalogue's vocabulary (brands,
 * models, category names in English and German, the German search terms and common machine
 * words). Each word that is not itself a vocabulary word is replaced by the closest one within
 * a small edit distance (minisearch's SearchableMap.fuzzyGet, a Levenshtein search over a radix
 * tree): one edit for words of 4–5 letters, two for longer ones; shorter words are left alone.
 * Ties go to the shorter distance, then to the more common word (its weight), then alphabetically.
 */
import SearchableMap from 'minisearch/SearchableMap'

import { ATTACHMENT_LABELS } from './list-params'
import { BRANDS, CATEGORY_LABELS } from './catalog'

/** Common machine words in both languages that listings use (titles, kinds, descriptions). */
export const MACHINE_WORDS = [
  'excavator', 'excavators', 'crawler', 'wheeled', 'mini', 'midi', 'loader', 'loaders', 'wheel', 'compact', 'crane', 'cranes',
  'dozer', 'dozers', 'telehandler', 'telehandlers', 'dump', 'truck', 'trucks', 'dumper', 'roller', 'rollers', 'compactor',
  'compactors', 'paver', 'pavers', 'asphalt', 'milling', 'machine', 'hammer', 'hydraulic', 'grapple', 'sorting', 'tiltrotator',
  'attachment', 'attachments', 'bucket', 'coupler', 'forks', 'ripper', 'winch', 'articulated', 'tandem', 'drum', 'pneumatic',
  'rotating', 'terrain', 'boom', 'engine', 'cab', 'tracks',
  'bagger', 'kettenbagger', 'mobilbagger', 'minibagger', 'midibagger', 'radlader', 'kompaktradlader', 'mobilkran', 'autokran',
  'raupenkran', 'kran', 'krane', 'planierraupe', 'teleskoplader', 'muldenkipper', 'walze', 'walzen', 'walzenzug', 'tandemwalze',
  'gummiradwalze', 'fertiger', 'asphaltfertiger', 'kaltfräse', 'hydraulikhammer', 'greifer', 'sortiergreifer', 'anbaugerät',
  'anbaugeräte', 'löffel', 'schaufel', 'schnellwechsler', 'gabel', 'palettengabel', 'seilwinde', 'raupe', 'motor', 'kabine',
] as const

export type Vocabulary = {
  /** word (lower case) → how it is written in the catalogue ("caterpillar" → "Caterpillar") */
  map: SearchableMap<{ display: string; weight: number }>
}

const words = (text: string) => text.toLowerCase().split(/[\s/(),.]+/).filter((w) => [...w].length >= 2)

/**
 * The vocabulary for the given brand/model pairs (the live catalogue's; see catalog-cache.ts) plus
 * the fixed words. A word's weight is how often it occurs (brands and models of many listings first).
 */
export const buildVocabulary = (models: readonly { brand: string; model: string }[] = []): Vocabulary => {
  const map = new SearchableMap<{ display: string; weight: number }>()
  const add = (display: string, weight = 1) => {
    for (const word of words(display)) {
      const known = map.get(word)
      if (known) known.weight += weight
      else map.set(word, { display: display.split(/[\s/(),.]+/).find((w) => w.toLowerCase() === word) ?? word, weight })
    }
  }
  for (const brand of BRANDS) add(brand, 2)
  for (const { brand, model } of models) {
    add(brand)
    add(model)
  }
  for (const labels of Object.values(CATEGORY_LABELS)) {
    add(labels.en.toLowerCase(), 2)
    add(labels.de.toLowerCase(), 2)
  }
  for (const labels of Object.values(ATTACHMENT_LABELS)) {
    add(labels.en.toLowerCase())
    add(labels.de.toLowerCase())
  }
  for (const word of MACHINE_WORDS) add(word)
  return { map }
}

/** Edits allowed for a word of this length: none below 4 letters, one up to 5, two from 6. */
export const maxEdits = (word: string) => {
  const length = [...word].length
  return length < 4 ? 0 : length <= 5 ? 1 : 2
}

/** The closest vocabulary word for one query word, or null when the word is known or nothing is close. */
export const correctWord = (word: string, vocabulary: Vocabulary): string | null => {
  const lower = word.toLowerCase()
  if (vocabulary.map.has(lower)) return null
  const edits = maxEdits(lower)
  if (edits === 0 || /\d/.test(lower)) return null
  const found = vocabulary.map.fuzzyGet(lower, edits)
  let best: { word: string; display: string; distance: number; weight: number } | null = null
  for (const [candidate, [value, distance]] of found) {
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (value.weight > best.weight || (value.weight === best.weight && candidate < best.word)))
    ) {
      best = { word: candidate, display: value.display, distance, weight: value.weight }
    }
  }
  return best ? best.display : null
}

/**
 * The query with its misspelt words corrected ("catepillar bager" → "Caterpillar bagger"), or null
 * when no word changes. Words keep their order; known and unmatched words stay as typed.
 */
export const correctQuery = (q: string | undefined, vocabulary: Vocabulary): string | null => {
  const typed = (q ?? '').trim().split(/\s+/).filter(Boolean)
  if (typed.length === 0) return null
  let changed = false
  const out = typed.map((word) => {
    const fixed = correctWord(word, vocabulary)
    if (fixed === null || fixed.toLowerCase() === word.toLowerCase()) return word
    changed = true
    return fixed
  })
  return changed ? out.join(' ') : null
}
