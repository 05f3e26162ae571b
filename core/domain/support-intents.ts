import { CATEGORIES, CATEGORY_LABELS, type Category } from './catalog'
import { GERMAN_TERMS } from './search'

/**
 * What a support question asks for, read from its words in English or German. Pure and
 * deterministic: the offline assistant answers from these, and user text can only select an
 * intent, never change what an answer may contain.
 */
export const INTENTS = [
  'my_kyc_status',
  'live_count',
  'auction_end',
  'fees',
  'vat',
  'anti_sniping',
  'auction_length',
  'increment',
  'proxy',
  'reserve',
  'payment',
  'kyc_steps',
  'categories',
  'contact',
  'selling',
] as const
export type Intent = (typeof INTENTS)[number]

/** Lower case, German umlauts and ß folded, punctuation removed: "Gebühren?" → "gebuhren". */
export const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // Turkish dotless ı ("Yılmaz") is an i, not a word break.
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9%€\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const SIGNALS: Record<Intent, RegExp> = {
  my_kyc_status:
    /\b(my|mein\w*|am i|bin ich|is my|ist mein\w*)\b.*\b(kyc|verif\w*|status|approved|freigegeben|gepruft|account|konto)\b|\b(kyc|verification|verifizierung)\s*status\b|\bstatus\b.*\b(kyc|verif\w*)\b/,
  live_count: /\b(how many|wie ?viele|number of|anzahl|count|zahl der)\b/,
  auction_end: /\b(when|wann|ends?|ending|endet|ende|close[sd]?|closing|finish\w*|lauft|ablauf\w*|time left|restzeit|how long (is|does) (the|this))\b/,
  fees: /\b(fees?|buyer'?s? fee|premium|commission|charges?|costs?|gebuhr\w*|aufgeld|kosten|kostet|provision|courtage)\b/,
  vat: /\b(vat|tax\w*|mwst|umsatzsteuer|mehrwertsteuer|ust|steuer\w*|reverse charge|ust-idnr)\b/,
  anti_sniping: /\b(snip\w*|last (few )?(seconds?|minutes?)|letzten? (sekunden|minuten?)|extend\w*|extension|verlanger\w*|kurz vor (schluss|ende))\b/,
  auction_length: /\b(how long|wie lange|duration|dauer)\b.*\b(auction\w*|auktion\w*|run|lauft|laufen)\b|\b(auction|auktion)s? (length|lange|dauer)\b/,
  increment: /\b(increment\w*|bid step|minimum bid|min\w* next bid|gebotsschritt\w*|mindestgebot|erhohung)\b/,
  proxy: /\b(proxy|automatic bid\w*|auto-?bid\w*|maximum bid|max bid|automatisch\w* bieten|maximalgebot\w*|biet-?agent)\b/,
  reserve: /\b(reserve|mindestpreis\w*|reserve price)\b/,
  payment: /\b(pay\w*|sepa|bank transfer|transfer|wire|credit card|card|invoice|zahl\w*|bezahl\w*|uberweis\w*|rechnung\w*|kreditkarte)\b/,
  kyc_steps: /\b(kyc|verif\w*|identity|identitat|documents?|dokument\w*|unterlagen|register\w*|registrier\w*|sign up|anmeld\w*)\b/,
  categories: /\b(categor\w*|kategorie\w*|what (kind of )?machines|which machines|welche maschinen|machine types?|maschinentyp\w*)\b/,
  contact: /\b(human|(a|real|echte[nm]?) (person|mensch\w*)|agent|phone|call|telefon\w*|anruf\w*|contact|kontakt\w*|mitarbeiter\w*|whatsapp|email support|support team)\b/,
  selling: /\b(sell\w*|seller|verkauf\w*|anbieten|inserieren|listing fee)\b/,
}

/** Every intent whose signal words the text contains, in priority order. */
export const detectIntents = (text: string): Intent[] => {
  const normalized = normalizeText(text)
  return INTENTS.filter((intent) => SIGNALS[intent].test(normalized))
}

const singular = (word: string) => word.replace(/(es|s|n|e)$/, '')

/** Words that name each category, English and German, singular and plural, folded like normalizeText. */
const CATEGORY_WORDS: Record<Category, string[]> = (() => {
  const extra: Record<Category, string[]> = {
    excavators: ['excavator', 'digger', 'diggers', 'minibagger', 'kettenbagger', 'mobilbagger', 'midibagger'],
    wheel_loaders: ['wheel loader', 'wheel loaders', 'loader', 'loaders', 'radlader', 'kompaktradlader'],
    cranes: ['crane', 'kran', 'krane', 'mobilkran', 'autokran', 'raupenkran'],
    attachments: ['attachment', 'anbaugerat', 'anbaugerate', 'hammer', 'greifer', 'tiltrotator', 'abbruchhammer', 'hydraulikhammer', 'schnellwechsler', 'tiefloffel', 'quick coupler', 'quick couplers'],
    dozers: ['dozer', 'bulldozer', 'bulldozers', 'planierraupe', 'planierraupen', 'raupe'],
    telehandlers: ['telehandler', 'teleskoplader', 'telescopic handler'],
    dump_trucks: ['dump truck', 'dump trucks', 'dumper', 'dumpers', 'muldenkipper', 'kipper'],
    compactors: ['compactor', 'roller', 'rollers', 'walze', 'walzen', 'walzenzug', 'tandemwalze'],
    pavers: ['paver', 'asphalt paver', 'asphaltfertiger', 'fertiger', 'asphalttechnik'],
  }
  const words = {} as Record<Category, string[]>
  for (const category of CATEGORIES) {
    const labels = CATEGORY_LABELS[category]
    words[category] = [...new Set([category.replace(/_/g, ' '), normalizeText(labels.en), normalizeText(labels.de), ...extra[category].map(normalizeText)])]
  }
  for (const [german, english] of Object.entries(GERMAN_TERMS)) {
    const category = CATEGORIES.find((c) => words[c].includes(english) || words[c].includes(`${english}s`))
    if (category) words[category].push(normalizeText(german))
  }
  return words
})()

/** The category a question names, if any ("Bagger", "wheel loaders", "Walzen"…). */
export const detectCategory = (text: string): Category | null => {
  const normalized = ` ${normalizeText(text)} `
  let best: { category: Category; length: number } | null = null
  for (const category of CATEGORIES) {
    for (const word of CATEGORY_WORDS[category]) {
      const hit = normalized.includes(` ${word} `) || normalized.includes(` ${singular(word)} `)
      // The longest name wins: "wheel loader" over "loader", "Minibagger" over "Bagger".
      if (hit && (!best || word.length > best.length)) best = { category, length: word.length }
    }
  }
  return best?.category ?? null
}

export type NamedMachine = { id: number | string; brand: string; model: string; title: string }

const modelTokens = (model: string) => normalizeText(model).split(' ').filter(Boolean)

/**
 * The auction a question names by model (and brand): every word of the model must appear,
 * e.g. "LTM 1050" or "ltm1050"; the brand breaks ties. Of several auctions of the same machine
 * the first in the list wins (the directory is sorted closing soonest first); null when nothing,
 * or two different machines, match equally well.
 */
/** Each machine's model words and brand, normalised once per list (the directory is one list for its cache's lifetime). */
const PREPARED = new WeakMap<readonly NamedMachine[], { tokens: string[]; brand: string }[]>()
const prepared = (machines: readonly NamedMachine[]) => {
  let list = PREPARED.get(machines)
  if (!list) {
    list = machines.map((machine) => ({ tokens: modelTokens(machine.model), brand: normalizeText(machine.brand) }))
    PREPARED.set(machines, list)
  }
  return list
}

export const matchNamedMachine = <T extends NamedMachine>(text: string, machines: readonly T[]): T | null => {
  const normalized = normalizeText(text)
  const words = new Set(normalized.split(' '))
  const squashed = normalized.replace(/[\s-]/g, '')
  let best: { machine: T; score: number } | null = null
  let tie = false
  const names = prepared(machines)
  for (const [index, machine] of machines.entries()) {
    const { tokens, brand } = names[index]
    if (tokens.length === 0) continue
    const fullHit = tokens.every((t) => words.has(t)) || squashed.includes(tokens.join('').replace(/-/g, ''))
    // Models like "320" or "D6" are short; a bare number only counts together with the brand.
    const brandHit = words.has(brand) || normalized.includes(brand)
    const distinctive = tokens.join('').length >= 4 || (/[a-z]/.test(tokens.join('')) && tokens.join('').length >= 3)
    // "Caterpillar 320" for the "320 GC": brand plus the model's leading number is enough.
    const leadHit = brandHit && tokens.length > 1 && /\d/.test(tokens[0]) && words.has(tokens[0])
    if (!(fullHit || leadHit) || (!brandHit && !distinctive)) continue
    const score = (fullHit ? tokens.join('').length : tokens[0].length) + (brandHit ? 10 : 0)
    if (!best || score > best.score) {
      best = { machine, score }
      tie = false
    } else if (score === best.score && (best.machine.model !== machine.model || best.machine.brand !== machine.brand)) {
      tie = true
    }
  }
  return best && !tie ? best.machine : null
}
