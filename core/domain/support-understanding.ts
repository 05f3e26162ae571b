import { stemmer as stemEnglish } from '@orama/stemmers/english'
import { stemmer as stemGerman } from '@orama/stemmers/german'
import MiniSearch from 'minisearch'

import { normalizeText } from './support-intents'

/**
 * What a support question is about, read offline in English or German: words become topic
 * concepts (synonyms per topic, Snowball stems from @orama/stemmers, German compounds split into
 * known parts, typos matched with MiniSearch's fuzzy search), concepts fire intent rules, and a
 * calibrated decision says whether to answer, to ask one clarifying question, or to hand over to
 * a person. Pure and deterministic: the service answers from the decision, the scorer measures it
 * (scripts/support-score.ts on tests/support-eval/*.json).
 */

/** The stable answer ids: one fact (and its page) each. tests/support-eval/answers.json describes them. */
export const ANSWER_IDS = [
  'fees',
  'vat',
  'vat_de',
  'vat_eu',
  'vat_export',
  'payment',
  'invoice',
  'my_invoice',
  'collection',
  'inspection',
  'warranty',
  'see_prices',
  'my_price',
  'kyc_steps',
  'kyc_duration',
  'kyc_why',
  'kyc_rejected',
  'my_kyc_status',
  'how_to_bid',
  'bid_binding',
  'increment',
  'proxy',
  'reserve',
  'anti_sniping',
  'auction_length',
  'outbid',
  'bid_limit',
  'reminders',
  'saved_searches',
  'watchlist',
  'forgot_password',
  'verify_email',
  'account_data',
  'languages',
  'contact',
  'selling',
  'categories',
  'live_count',
] as const
export type AnswerId = (typeof ANSWER_IDS)[number]

/**
 * Topic concepts and the words that name them, English and German, folded like normalizeText
 * (ü → u, ß → ss). Several words in one entry are a phrase, matched as a whole.
 */
const LEXICON: Record<string, string[]> = {
  fee: ['fee', 'fees', 'premium', 'premiums', 'commission', 'commissions', 'commision', 'courtage', 'gebuhr', 'gebuhren', 'aufgeld', 'provision', 'pramie', 'buyers premium', 'your cut'],
  cost: ['cost', 'costs', 'kosten', 'kostet', 'kostenpflichtig', 'charge', 'charged', 'charges', 'verdient', 'earn', 'anything', 'etwas', 'nehmt', 'take'],
  extra: ['extra', 'drauf', 'on top', 'hidden', 'versteckt', 'versteckte', 'additional', 'zusatzlich', 'zusatzliche', 'dazu'],
  buyer: ['buyer', 'buyers', 'kaufer', 'kaeufer'],
  buy: ['buy', 'buying', 'purchase', 'kauf', 'kaufen'],
  register: ['register', 'registering', 'registration', 'sign up', 'signup', 'registrierung', 'registrieren', 'anmeldung'],
  vat: ['vat', 'tax', 'taxes', 'mwst', 'umsatzsteuer', 'mehrwertsteuer', 'ust', 'steuer', 'steuern', 'sales tax', 'net', 'gross', 'netto', 'brutto'],
  reverse: ['reverse charge', 'reverse', 'innergemeinschaftliche', 'innergemeinschaftlich', 'intra community', 'steuerfreie lieferung'],
  vat_id: ['vat id', 'vat number', 'uid', 'ust idnr', 'idnr', 'ustidnr', 'vat registered', 'registered for vat', 'uid nummer'],
  eu: [
    'austria', 'austrian', 'osterreich', 'osterreichisch', 'osterreichisches', 'osterreichische', 'osterreichischer', 'wien', 'vienna', 'france', 'french', 'frankreich', 'franzosisch',
    'netherlands', 'dutch', 'niederlande', 'holland', 'belgium', 'belgian', 'belgien', 'poland', 'polish', 'polen', 'polnische', 'polnisch', 'italy', 'italian', 'italien', 'italienisch',
    'spain', 'spanish', 'spanien', 'spanische', 'spanisch', 'czech', 'tschechien', 'denmark', 'danish', 'danemark', 'sweden', 'schweden', 'eu buyers', 'eu firmen', 'eu companies', 'other eu', 'eu country', 'eu land',
  ],
  non_eu: [
    'switzerland', 'swiss', 'schweiz', 'schweizer', 'zurich', 'uk', 'britain', 'british', 'england', 'united kingdom', 'grossbritannien', 'norway', 'norwegian', 'norwegen',
    'serbia', 'serbien', 'turkey', 'turkei', 'export', 'exports', 'ausfuhr', 'outside the eu', 'ausserhalb der eu', 'non eu', 'drittland',
  ],
  germany: ['germany', 'deutschland', 'german company', 'german business', 'deutsche firma', 'deutsche gmbh', 'gmbh', 'munich', 'munchen', 'hamburg', 'berlin', 'cologne', 'koln', 'frankfurt'],
  pay: ['pay', 'paying', 'paid', 'payment', 'payments', 'zahlen', 'zahle', 'zahlt', 'bezahlen', 'bezahle', 'bezahlung', 'zahlung', 'zahlungen'],
  pay_method: [
    'sepa', 'transfer', 'bank transfer', 'wire', 'card', 'credit card', 'kreditkarte', 'karte', 'paypal', 'cash', 'bar', 'installments', 'instalments', 'raten', 'ratenzahlung',
    'uberweisung', 'uberweisen', 'uberweise', 'bank details', 'bankverbindung', 'payment methods', 'zahlungsarten', 'zahlungsart', 'banküberweisung', 'bankuberweisung',
  ],
  deadline: ['deadline', 'frist', 'zahlungsfrist', 'how long do i have', 'how many days', 'wie viele tage', 'wie lange habe ich'],
  invoice: ['invoice', 'invoices', 'rechnung', 'rechnungen', 'bill'],
  collect: ['collect', 'collection', 'pick up', 'pickup', 'pick it up', 'abholen', 'abholung', 'abhole', 'holen', 'hole'],
  transport: ['transport', 'deliver', 'delivery', 'ship', 'shipping', 'truck', 'lkw', 'spedition', 'versand', 'liefern', 'liefert', 'lieferung', 'bring', 'bringt', 'schicken', 'send my own'],
  inspect: [
    'inspect', 'inspection', 'view', 'look at', 'viewing', 'besichtigen', 'besichtigung', 'ansehen', 'anschauen', 'anschauen', 'test drive', 'probefahrt', 'checked', 'gepruft',
    'see the machine', 'in person', 'vor ort',
  ],
  report: ['report', 'inspection report', 'prufbericht', 'gutachten', 'zustandsgutachten', 'condition', 'zustand'],
  warranty: ['warranty', 'guarantee', 'guaranteed', 'gewahrleistung', 'garantie', 'as is', 'as seen', 'wie gesehen', 'gekauft wie gesehen', 'sold as'],
  breaks: ['breaks down', 'breaks', 'broken', 'fails', 'kaputt', 'ausfallt', 'defect', 'defekt', 'return', 'zuruckgeben', 'not as described'],
  price: ['price', 'prices', 'preis', 'preise', 'pricing', 'gesamtpreis', 'total price', 'endpreis'],
  see: ['see', 'hidden', 'unlock', 'show', 'dashes', 'striche', 'sehe', 'sehen', 'angezeigt', 'freischalten', 'schalte', 'where are', 'wo sind'],
  current_bid: ['current bid', 'aktuelle gebot', 'aktuelles gebot', 'hochstes gebot'],
  kyc: ['kyc', 'verify', 'verification', 'verificaton', 'verified', 'verifizierung', 'verifizieren', 'verifiziere', 'verifiziert', 'identity', 'prufung', 'check', 'freigeschaltet', 'approved', 'freigegeben'],
  docs: [
    'documents', 'document', 'papers', 'unterlagen', 'dokumente', 'business registration', 'handelsregisterauszug', 'handelsregister', 'gewerbeanmeldung', 'proof of address', 'adressnachweis',
    'file types', 'dateiformate', 'upload', 'hochladen', 'what do you need', 'was braucht ihr', 'what do i need', 'was brauche ich', 'need from me',
  ],
  duration: ['how long', 'wie lange', 'dauert', 'dauer', 'how fast', 'wie schnell', 'when will', 'wann wird', 'until', 'take'],
  why: ['why', 'warum', 'wozu', 'weshalb'],
  private: ['private persons', 'private person', 'privatpersonen', 'privatperson', 'consumer', 'private'],
  rejected: ['rejected', 'declined', 'abgelehnt', 'refused verification'],
  mine: ['my', 'mein', 'meine', 'meinem', 'meiner', 'am i', 'bin ich', 'yet', 'schon', 'i won', 'habe gewonnen', 'auktion gewonnen', 'have won'],
  status: ['status', 'approved', 'freigegeben', 'verified yet', 'verifiziert'],
  bid: ['bid', 'bids', 'bidding', 'gebot', 'gebote', 'bieten', 'biete', 'bietet', 'place a bid'],
  how: ['how', 'wie'],
  minimum: ['minimum', 'mindestgebot', 'the minimum i can bid', 'smallest'],
  withdraw: ['withdraw', 'cancel', 'retract', 'take back', 'zuruckziehen', 'zurucknehmen', 'stornieren', 'mistake', 'vertippt'],
  binding: ['binding', 'verbindlich'],
  increment: ['increment', 'increments', 'step', 'steps', 'raise', 'gebotsschritt', 'gebotsschritte', 'schritt', 'mindestschritt', 'erhohen', 'erhohung', 'go up', 'increase'],
  proxy: ['proxy', 'automatic', 'automatisches', 'automatisch', 'auto bid', 'max bid', 'maximum bid', 'maximalgebot', 'hochstgebot', 'hochstbetrag', 'bietagent', 'up to a max', 'bid for me', 'fur mich'],
  reserve: ['reserve', 'mindestpreis', 'minimum price'],
  sniping: [
    'sniping', 'snipe', 'anti sniping', 'extend', 'extended', 'extension', 'verlangert', 'verlangerung', 'auktionsverlangerung', 'last seconds', 'letzten sekunden', 'kurz vor schluss',
    'last minute', 'timer jump', 'jump back', 'hochgesprungen', 'at the end', 'am ende', 'before the end', 'vor schluss',
  ],
  length: ['how long', 'wie lange', 'duration', 'dauer', 'auktionsdauer', 'last', 'dauern', 'lauft', 'laufen', 'run', '24 hours', '24 stunden'],
  auction: ['auction', 'auctions', 'auktion', 'auktionen'],
  outbid: ['outbid', 'outbids', 'uberboten', 'uberbietet', 'beats my bid'],
  notify: ['notification', 'notify', 'tell', 'told', 'email', 'mail', 'benachrichtigung', 'benachrichtigungen', 'bescheid', 'erfahre', 'alert', 'alerts'],
  limit: ['limit', 'limits', 'credit limit', 'bietlimit', 'kreditlimit'],
  reminder: ['reminder', 'reminders', 'remind', 'alarm', 'erinnerung', 'erinnerungen', 'erinnert', 'erinnern', 'wecker', 'hour before', 'stunde vor'],
  saved_search: [
    'saved search', 'saved searches', 'save a search', 'suchauftrag', 'gespeicherte suchen', 'suche speichern', 'suchen speichern', 'suchen kann ich speichern',
    'new excavators', 'neue bagger', 'is listed', 'comes up', 'reinkommt', 'neu eingestellt', 'matching machine', 'passende maschine',
  ],
  watch: ['watch', 'watchlist', 'follow', 'merkliste', 'beobachte', 'beobachten', 'folgen'],
  password: ['password', 'pasword', 'passwort', 'reset password', 'forgot', 'vergessen', 'verloren', 'lost my password'],
  login: ['log in', 'login', 'sign in', 'anmelden', 'einloggen'],
  confirm_mail: ['confirmation', 'confirmation email', 'activation', 'activation email', 'bestatigung', 'bestatigungs', 'aktivierung', 'aktivierungsmail', 'link expired', 'bestatigungslink'],
  account: ['account', 'konto', 'profile', 'profil'],
  change: ['change', 'andern', 'andere', 'update', 'delete', 'loschen', 'company address', 'firmenadresse', 'email address', 'e mail adresse'],
  language: ['language', 'languages', 'sprache', 'sprachen', 'english', 'englisch', 'in german', 'auf deutsch', 'switch language'],
  contact: [
    'person', 'human', 'mensch', 'menschen', 'phone', 'phone number', 'telefon', 'telefonnummer', 'whatsapp', 'call back', 'call me', 'zuruckrufen', 'support', 'contact', 'kontakt',
    'erreiche ich', 'speak to', 'talk to', 'sprechen', 'mitarbeiter',
  ],
  sell: ['sell', 'selling', 'verkaufen', 'anbieten', 'inserieren', 'list my', 'sellers', 'verkaufer'],
  categories: ['categories', 'category', 'kategorien', 'kategorie', 'what kind of machines', 'which machines', 'welche maschinen', 'machine types'],
  count: ['how many', 'wie viele', 'wieviele', 'number of', 'anzahl'],
  live: ['live', 'running', 'right now', 'gerade', 'on auction', 'laufen', 'gibt es'],
  machine_kind: ['excavators', 'excavator', 'wheel loaders', 'loaders', 'cranes', 'dozers', 'bagger', 'radlader', 'planierraupen', 'krane', 'walzen'],
  this: ['this', 'here', 'hier', 'diesen', 'diese', 'dieses', 'diesem', 'insgesamt', 'in total', 'total', 'gesamtpreis', 'including everything', 'am ende', 'for me', 'fur mich', 'me'],
  legal: [
    'law', 'legal', 'lawyer', 'sue', 'liable', 'liability', 'recht', 'rechtlich', 'rechtliche', 'verklagen', 'haftet', 'haftung', 'deduct', 'absetzen', 'tax advice', 'steuerberater',
    'compensation', 'schadensersatz', 'einschatzung', 'valid under', 'gultig', 'anwalt',
  ],
  others: [
    'other bidder', 'andere bieter', 'another customer', 'anderen kunden', 'eines anderen', 'who won', 'gewonnen hat', 'the winner', 'der gewinner', 'of the seller', 'des verkaufers',
    'sellers phone', 'seller s phone',
  ],
  favour: ['discount', 'rabatt', 'lower the reserve', 'senken', 'for me personally'],
  damaged: ['damaged', 'beschadigt'],
  how_auctions: ['how do auctions work', 'how does bidding work', 'wie funktionieren die auktionen', 'wie funktioniert das bieten', 'how to bid', 'place a bid', 'gebot abgeben', 'gebot ab'],
  generic: ['help', 'hilfe', 'question', 'frage', 'problem', 'hi', 'hello', 'hallo', 'how does it work', 'wie funktioniert das', 'machine', 'maschine'],
}

/** Function words: never looked up, never fuzzy-matched ("wie" is not a typo of "wien"). */
const STOP = new Set(
  (
    'a an and are as at be by can could do does for from have i if in is it its of on or our the this to was we what when where which who will with you your ' +
    'am auf bei bin das dem den der des die du ein eine einen einem ich ihr im ist kann man mit muss nach oder sie sind und von was wer wo zu es gibt habe hat wir uns euch ihr noch ' +
    'not no nicht kein keine so there is it s whats im dont cant viel viele wird wurde werden wenn passiert happens happen erreicht after nach vor ' +
    'get got someone jemand jemanden winning gewonnen won anlegen outside want will wollen mochte machen tun do does did any some alle all ' +
    'company firma unternehmen business betrieb based sitzen sind aus from about uber zum zur fur please bitte danke thanks also auch'
  ).split(' '),
)

type Concept = keyof typeof LEXICON

const fold = (text: string) => normalizeText(text).replace(/-/g, ' ').replace(/\s+/g, ' ').trim()

/** Words (single) and phrases (several words) of the lexicon, each with its concepts. */
const WORDS = new Map<string, Set<Concept>>()
const STEMS = new Map<string, Set<Concept>>()
const PHRASES: [string, Concept][] = []
const addTo = (map: Map<string, Set<Concept>>, key: string, concept: Concept) => {
  const set = map.get(key) ?? new Set<Concept>()
  set.add(concept)
  map.set(key, set)
}
for (const [concept, words] of Object.entries(LEXICON)) {
  for (const raw of words) {
    const word = fold(raw)
    if (word.includes(' ')) PHRASES.push([word, concept])
    else {
      addTo(WORDS, word, concept)
      if (word.length >= 4) {
        addTo(STEMS, stemEnglish(word), concept)
        addTo(STEMS, stemGerman(word), concept)
      }
    }
  }
}

/** Typo tolerance: the lexicon's single words in MiniSearch, searched with an edit distance by length. */
const FUZZY = (() => {
  const index = new MiniSearch<{ id: string }>({ fields: ['id'], storeFields: ['id'], tokenize: (text) => [text], processTerm: (term) => term })
  index.addAll([...WORDS.keys()].filter((word) => word.length >= 4).map((id) => ({ id })))
  return index
})()

const lookup = (word: string): Set<Concept> | undefined => {
  if (word.length < 2 || STOP.has(word)) return undefined
  const exact = WORDS.get(word)
  if (exact) return exact
  if (word.length < 4) return undefined
  return STEMS.get(stemEnglish(word)) ?? STEMS.get(stemGerman(word))
}

/** German linking elements between the parts of a compound (Auktion-s-verlängerung). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e']

/**
 * Splits a German compound into known parts, fewest parts first: "kauferprovision" → kaufer +
 * provision, "auktionsverlangerung" → auktion + (s) + verlangerung. Parts are at least 3 letters;
 * null when the word is not made of known parts.
 */
export const splitCompound = (word: string, known: (part: string) => boolean = (part) => lookup(part) !== undefined): string[] | null => {
  if (word.length < 6) return null
  const best: (string[] | null)[] = new Array(word.length + 1).fill(null)
  best[0] = []
  for (let end = 3; end <= word.length; end++) {
    for (let start = 0; start <= end - 3; start++) {
      const before = best[start]
      if (!before) continue
      // The whole word is not a split of itself.
      if (start === 0 && end === word.length) continue
      const part = word.slice(start, end)
      if (!known(part)) continue
      const candidate = [...before, part]
      // A linking element may follow a part ("auktion" + "s"): the next part starts after it.
      for (const link of LINKS) {
        const next = end + link.length
        if (next > word.length || word.slice(end, next) !== link) continue
        if (!best[next] || best[next]!.length > candidate.length) best[next] = candidate
      }
    }
  }
  const parts = best[word.length]
  return parts && parts.length >= 2 ? parts : null
}

/** Two neighbouring letters swapped ("premuim"): Levenshtein counts two edits, people make one slip. */
const transposed = (word: string) => {
  for (let i = 0; i < word.length - 1; i++) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    const found = WORDS.get(swapped)
    if (found) return found
  }
  return undefined
}

/** Typos: one edit in words of 5 to 8 letters, two from 9 letters, or one swap; shorter words are taken as written. */
const fuzzyLookup = (word: string): Set<Concept> | undefined => {
  if (word.length < 5 || /\d/.test(word) || STOP.has(word)) return undefined
  const swapped = transposed(word)
  if (swapped) return swapped
  const distance = word.length >= 9 ? 2 : 1
  const hit = FUZZY.search(word, { fuzzy: distance, prefix: false })[0]
  return hit ? WORDS.get(String(hit.id)) : undefined
}

/** The concepts of a compound's parts; the head (last part) alone when the modifier is unknown ("Firmen|unterlagen"). */
const compoundConcepts = (word: string): Set<Concept> | undefined => {
  const parts = splitCompound(word)
  if (parts) {
    const union = new Set<Concept>()
    for (const part of parts) for (const c of lookup(part) ?? []) union.add(c)
    return union
  }
  if (word.length < 8) return undefined
  for (let start = 3; start <= word.length - 5; start++) {
    const head = lookup(word.slice(start))
    if (head) return head
  }
  return undefined
}

export type Understood = { concepts: Set<Concept>; unknown: string[] }

/** The concepts a question names (phrases, words, stems, compound parts, near-misses) and the words it could not place. */
export const conceptsOf = (text: string): Understood => {
  const norm = fold(text)
  const padded = ` ${norm} `
  const concepts = new Set<Concept>()
  for (const [phrase, concept] of PHRASES) if (padded.includes(` ${phrase} `)) concepts.add(concept)
  const unknown: string[] = []
  for (const word of norm.split(' ')) {
    if (!word || STOP.has(word)) continue
    const direct = lookup(word)
    // A long word is also read by its parts: "Zahlungsfrist" is a deadline and a payment.
    const parts = direct && word.length < 9 ? undefined : compoundConcepts(word)
    const found = direct || parts ? new Set([...(direct ?? []), ...(parts ?? [])]) : fuzzyLookup(word)
    if (found) for (const c of found) concepts.add(c)
    else unknown.push(word)
  }
  return { concepts, unknown }
}

/** Who asks and where: only what the server resolved (session, validated page context). */
export type AskContext = { signedIn: boolean; seesPrices: boolean; onAuction: boolean }

type Rule = [weight: number, ...concepts: Concept[]]

/**
 * Intent rules: a rule fires when the question names all its concepts; an intent's score is its
 * best rule's weight. 3 answers a plain topic word ("fee?"), 4 and more are specific evidence.
 */
const RULES: Record<AnswerId, Rule[]> = {
  fees: [[4, 'fee'], [4, 'fee', 'buyer'], [4, 'extra', 'cost'], [4, 'extra', 'bid'], [4, 'extra', 'pay'], [4, 'cost', 'buy'], [4, 'cost', 'register'], [4, 'pay', 'register'], [3, 'cost', 'bid'], [3, 'cost', 'pay']],
  vat: [[4, 'vat']],
  vat_de: [[5, 'vat', 'germany']],
  vat_eu: [[6, 'vat', 'eu'], [6, 'reverse'], [6, 'vat', 'vat_id']],
  vat_export: [[6, 'vat', 'non_eu'], [6, 'non_eu', 'cost'], [5, 'non_eu']],
  payment: [[3, 'pay'], [4, 'pay_method'], [4, 'pay', 'deadline']],
  invoice: [[4, 'invoice']],
  my_invoice: [],
  collection: [[4, 'collect'], [4, 'transport']],
  inspection: [[4, 'inspect'], [4, 'report']],
  warranty: [[5, 'warranty'], [4, 'breaks']],
  see_prices: [[4, 'price', 'see'], [4, 'current_bid']],
  my_price: [],
  kyc_steps: [[3, 'kyc'], [4, 'docs'], [4, 'kyc', 'how'], [4, 'register', 'buyer'], [4, 'kyc', 'bid']],
  kyc_duration: [[5, 'kyc', 'duration']],
  kyc_why: [[5, 'kyc', 'why'], [5, 'docs', 'why'], [5, 'private']],
  kyc_rejected: [[6, 'rejected']],
  my_kyc_status: [[5, 'kyc', 'mine', 'status'], [5, 'status', 'kyc'], [5, 'status', 'mine']],
  how_to_bid: [[3, 'bid', 'how'], [4, 'minimum'], [4, 'how_auctions']],
  bid_binding: [[5, 'withdraw'], [5, 'binding']],
  increment: [[5, 'increment']],
  proxy: [[5, 'proxy']],
  reserve: [[5, 'reserve']],
  anti_sniping: [[5, 'sniping']],
  auction_length: [[4, 'auction', 'length'], [4, 'length', 'auction']],
  outbid: [[5, 'outbid']],
  bid_limit: [[6, 'limit']],
  reminders: [[5, 'reminder']],
  saved_searches: [[5, 'saved_search']],
  watchlist: [[5, 'watch']],
  forgot_password: [[5, 'password']],
  verify_email: [[5, 'confirm_mail']],
  account_data: [[4, 'account', 'change'], [4, 'change']],
  languages: [[5, 'language']],
  contact: [[4, 'contact']],
  selling: [[4, 'sell']],
  categories: [[5, 'categories']],
  live_count: [[5, 'count', 'auction'], [5, 'count', 'machine_kind'], [4, 'count', 'live']],
}

/** When the first intent fires at 4 or more, these weaker readings (score 3 or 4) of the same words go. */
const SUPPRESSES: Partial<Record<AnswerId, AnswerId[]>> = {
  vat_eu: ['vat', 'vat_de', 'vat_export', 'fees', 'invoice', 'payment', 'collection'],
  vat_export: ['vat', 'vat_de', 'collection', 'fees', 'invoice', 'payment'],
  vat_de: ['vat', 'invoice', 'payment'],
  vat: ['invoice', 'payment'],
  kyc_duration: ['kyc_steps', 'auction_length'],
  kyc_why: ['kyc_steps'],
  kyc_rejected: ['kyc_steps', 'my_kyc_status'],
  my_kyc_status: ['kyc_steps'],
  fees: ['payment', 'kyc_steps'],
  see_prices: ['how_to_bid'],
  warranty: ['contact', 'selling', 'collection'],
  reserve: ['selling', 'how_to_bid'],
  proxy: ['how_to_bid'],
  increment: ['how_to_bid'],
  bid_binding: ['how_to_bid'],
  outbid: ['how_to_bid'],
  bid_limit: ['how_to_bid', 'increment', 'kyc_rejected'],
  reminders: ['auction_length', 'anti_sniping'],
  anti_sniping: ['how_to_bid'],
  saved_searches: ['live_count', 'outbid'],
  forgot_password: ['contact'],
  verify_email: ['account_data'],
  invoice: ['payment'],
  my_invoice: ['payment'],
  inspection: ['collection', 'kyc_steps'],

  kyc_steps: ['how_to_bid'],
  live_count: ['auction_length'],
}

/** Where an answer is weak (score below ANSWER_AT), these choices are offered by topic. */
const CLARIFY_CHOICES: [Concept, AnswerId[]][] = [
  ['price', ['see_prices', 'fees', 'vat']],
  ['account', ['my_kyc_status', 'forgot_password', 'account_data']],
  ['auction', ['how_to_bid', 'auction_length', 'anti_sniping']],
  ['bid', ['how_to_bid', 'increment', 'bid_binding']],
]
const GENERAL_CHOICES: AnswerId[] = ['fees', 'kyc_steps', 'how_to_bid', 'collection']

/** An intent at or above this score is answered; two at or above it are both answered. */
export const ANSWER_AT = 3
/** Intents below ANSWER_AT but at or above this score are offered as choices. */
export const CLARIFY_AT = 1

export type Decision =
  | { kind: 'answer'; ids: AnswerId[]; scores: Partial<Record<AnswerId, number>> }
  | { kind: 'clarify'; choices: AnswerId[]; scores: Partial<Record<AnswerId, number>> }
  | { kind: 'handover'; reason: 'sensitive' | 'unsure'; scores: Partial<Record<AnswerId, number>> }

/** The intents' scores for a question's concepts. */
export const scoreIntents = (concepts: Set<Concept>, evidence: Partial<Record<AnswerId, Concept[]>> = {}): Partial<Record<AnswerId, number>> => {
  const scores: Partial<Record<AnswerId, number>> = {}
  for (const id of ANSWER_IDS) {
    for (const [weight, ...needs] of RULES[id]) {
      if (!needs.every((c) => concepts.has(c)) || weight <= (scores[id] ?? 0)) continue
      scores[id] = weight
      evidence[id] = needs
    }
  }
  return scores
}

/** Words that join two questions in one ("fee and VAT?", "Wie zahle ich und wann kann ich abholen?"). */
const JOINED = /\b(and|und|or|oder|plus|sowie|also|auch)\b|&|\?.+\?/i

/**
 * The calibrated decision. Another person's data, legal and tax advice, complaints and favours go
 * to a person; then intents at ANSWER_AT or more are answered (at most two, the strongest first);
 * a weaker match or a bare topic word asks one question with choices; nothing asks a person.
 * The context turns "what do I pay for this" into the asker's own figures, or into how to see
 * prices for whoever may not see them.
 */
export const decide = (text: string, context: AskContext): Decision => {
  const { concepts } = conceptsOf(text)
  if (context.onAuction) concepts.add('this')
  const evidence: Partial<Record<AnswerId, Concept[]>> = {}
  const scores = scoreIntents(concepts, evidence)

  const sensitive =
    concepts.has('legal') ||
    concepts.has('others') ||
    concepts.has('favour') ||
    (concepts.has('damaged') && !concepts.has('warranty')) ||
    /\S+@\S+\.\S+/.test(text)
  if (sensitive) return { kind: 'handover', reason: 'sensitive', scores }

  // Personal readings: the asker's own price on an auction page, their own invoice.
  const asksOwnPrice = context.onAuction && (concepts.has('pay') || concepts.has('cost') || concepts.has('price') || concepts.has('current_bid')) && concepts.has('this') && !concepts.has('fee') && !concepts.has('vat')
  if (asksOwnPrice) {
    scores.my_price = 6
    evidence.my_price = ['this']
    delete scores.payment
    delete scores.fees
    delete scores.see_prices
  }
  if (scores.invoice && context.signedIn && concepts.has('mine') && !concepts.has('pay')) {
    scores.my_invoice = scores.invoice + 1
    evidence.my_invoice = ['invoice']
    delete scores.invoice
  }

  // A stronger reading removes weaker readings of the same words; in a question that joins two,
  // only those whose words it used ("how long does verification take" is not also "how to verify").
  const joined = JOINED.test(text)
  for (const [id, weaker] of Object.entries(SUPPRESSES) as [AnswerId, AnswerId[]][]) {
    const own = scores[id] ?? 0
    if (own < 4) continue
    for (const other of weaker) {
      if (other === id || (scores[other] ?? 0) > own) continue
      const inside = (evidence[other] ?? []).every((c) => (evidence[id] ?? []).includes(c))
      if (!joined || inside) delete scores[other]
    }
  }

  const ranked = (Object.entries(scores) as [AnswerId, number][]).sort((a, b) => b[1] - a[1] || ANSWER_IDS.indexOf(a[0]) - ANSWER_IDS.indexOf(b[0]))
  // A second answer only for a question that joins two, and on words the first did not use.
  const [first, second] = ranked.filter(([, score]) => score >= ANSWER_AT)
  const answerable = first ? [first] : []
  if (first && second && JOINED.test(text) && (evidence[second[0]] ?? []).some((c) => !(evidence[first[0]] ?? []).includes(c))) answerable.push(second)
  if (answerable.length > 0) {
    let ids = answerable.map(([id]) => id)
    if (ids.includes('my_price') && !context.seesPrices) ids = ids.map((id) => (id === 'my_price' ? 'see_prices' : id))
    return { kind: 'answer', ids: [...new Set(ids)], scores }
  }
  const weak = ranked.filter(([, score]) => score >= CLARIFY_AT).map(([id]) => id)
  if (weak.length > 0) return { kind: 'clarify', choices: weak.slice(0, 3), scores }
  for (const [concept, choices] of CLARIFY_CHOICES) if (concepts.has(concept)) return { kind: 'clarify', choices, scores }
  if (concepts.has('generic') || concepts.has('account') || concepts.has('how')) return { kind: 'clarify', choices: GENERAL_CHOICES, scores }
  return { kind: 'handover', reason: 'unsure', scores }
}
