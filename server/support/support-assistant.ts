import type { Payload } from 'payload'

import type { SessionUser } from '../auth/resolve-user'
import type { Locale } from '@core/i18n/locales'
import type { ChatMessage } from '@core/domain/support'
import { invoiceAmounts } from '@core/domain/invoice-amounts'
import { detectCategory, matchNamedMachine } from '@core/domain/support-intents'
import { decide, type AnswerId, type Decision } from '@core/domain/support-understanding'
import { buildingNeighbours, crossCheck, neighboursFrom, type Neighbours } from '@core/domain/support-neighbours'
import { checkWithModel, classifierFrom, training, type Classifier } from '@core/domain/support-classifier'
import { runInSlices } from '@core/domain/sliced'
import { answers } from './answer-texts'
import type { KnowledgeBase } from './knowledge-base'
import { labelledQuestions } from './labelled-questions'
import { readReadingsFile } from './readings-file'
import { buildReadingsInThread, cachesReadings, readingsFile } from './readings-thread'
import type { DirectoryEntry, LiveFacts, SupportSettings } from './live-facts'
import { CHOICE_LABELS, clarifyText, handoverText, myInvoiceText, myPriceText, topicAnswers } from './topic-answers'

/** What the assistant knows about the asker: only what the server resolved from the session. */
export type Asker = { user: SessionUser | null; unmasked: boolean }

/**
 * The asker, resolved only when an answer needs them (their KYC status, price, invoice, or a
 * named machine's price): checking a session costs a token check and a database read, and most
 * questions are about the platform. `hasSession` (a session cookie or header is there) only
 * chooses the reading; nothing personal is said before `resolve` has confirmed who asks.
 */
export type AskerSource = { hasSession: boolean; resolve: () => Promise<Asker> }

/** The readings that say something about the asker themselves. */
const PERSONAL = new Set<AnswerId>(['my_kyc_status', 'my_price', 'my_invoice'])

/** The page the widget is open on, validated by the route (a public auction's slug at most). */
export type PageContext = { auctionSlug?: string }

export type AssistantAnswer = {
  markdown: string
  /** answer: facts given; clarify: one question back with choices; handover: the human tab, question prefilled. */
  kind: 'answer' | 'clarify' | 'handover'
  /** The answer ids given (or offered as choices), for the widget, the scorer and logs. */
  ids: string[]
  /** A clarifying question's choices: an id and the question it stands for, in the asker's language. */
  choices: { id: string; label: string }[]
  /** Which handlers answered, for tests and logs ("fees", "auction", "passage", "unknown"…). */
  handledBy: string[]
  /** Facts and passages behind the answer: the grounding an LLM gets in the optional mode. */
  grounding: string[]
}

/** Intents that a named machine answers better (its own end, price and link). */
const ABOUT_A_MACHINE = new Set<AnswerId>(['auction_length', 'live_count', 'how_to_bid', 'see_prices', 'my_price', 'anti_sniping', 'categories'])

/**
 * The second and third readings, built once per process a second after start (or on the first
 * question, which waits for them): the neighbours' index and the classifier over every labelled
 * question (about 8 s of CPU and 250 MB of short-lived objects for 11,000 questions). The built
 * service reads them from the file its build wrote (readings-file.ts: no CPU at start); from source,
 * or when that file was built from other questions, they are built in a worker thread
 * (readings.worker.ts), which from source leaves them in node_modules/.cache for the next process. Either way the service's event loop only turns the data into
 * lookup tables, a slice at a time. If the thread cannot run, they are built here, a slice of 200
 * questions at a time so that bids and other requests run between slices.
 */
type Readings = { neighbours: Neighbours; classifier: Classifier }
let readings: Promise<Readings> | null = null
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0).unref())
const loadReadings = () =>
  (readings ??= (async () => {
    try {
      const file = readingsFile()
      const data = (await readReadingsFile(file)) ?? (await buildReadingsInThread(cachesReadings() ? file : undefined))
      return { neighbours: await runInSlices(neighboursFrom(data.neighbours), pause), classifier: await runInSlices(classifierFrom(data.classifier), pause) }
    } catch {
      const examples = labelledQuestions()
      const neighbours = await runInSlices(buildingNeighbours(examples), pause)
      return { neighbours, classifier: await runInSlices(training(examples), pause) }
    }
  })())

/**
 * The offline assistant. The understanding layer (core/domain/support-understanding.ts) decides
 * whether to answer, ask back or hand over, and its answer stands only where a second reading, the
 * nearest labelled questions (core/domain/support-neighbours.ts), sees the same topic; where the
 * two disagree it asks back or hands over. A third reading, a classifier trained on the same
 * questions (core/domain/support-classifier.ts), settles what was left unsure, or takes back an
 * answer, only where it is sure and the neighbours agree with it. Answers come from settings, live facts and the
 * asker's own records (their KYC status and VAT case, their invoices: read as them, with access
 * control on), never from another user's. A named live machine is answered with its auction.
 */
export const createSupportAssistant = (deps: { payload: Payload; knowledge: KnowledgeBase; facts: LiveFacts }) => {
  // Built soon after start, off the first question's path.
  setTimeout(() => void loadReadings(), 1000).unref()
  const ownKyc = async (user: SessionUser) => {
    // As the user, with access control on: the collection's rules return only their own record.
    const result = await deps.payload.find({ collection: 'kyc', where: { user: { equals: user.id } }, limit: 1, depth: 0, user, overrideAccess: false })
    return (result.docs[0] as { rejection_reason?: string | null; country?: string | null; vat_id?: string | null } | undefined) ?? null
  }

  const ownLatestInvoice = async (user: SessionUser) => {
    const result = await deps.payload.find({ collection: 'invoices', where: { buyer: { equals: user.id } }, sort: '-issued_at', limit: 1, depth: 1, user, overrideAccess: false })
    const invoice = result.docs[0] as { id: number | string; number: string; order?: { listing?: unknown } | number | null } | undefined
    if (!invoice) return null
    const order = typeof invoice.order === 'object' ? invoice.order : null
    const title = await (async () => {
      const listing = order?.listing
      if (listing && typeof listing === 'object') return String((listing as { title?: string }).title ?? '') || null
      if (listing == null) return null
      const found = await deps.payload.find({ collection: 'listings', where: { id: { equals: listing } }, limit: 1, depth: 0, overrideAccess: false }).catch(() => null)
      return (found?.docs[0] as { title?: string } | undefined)?.title ?? null
    })()
    return { id: invoice.id, number: invoice.number, title }
  }

  /** The auction of the page the widget is on, if it is a public live one (the directory is the public list). */
  const pageAuction = async (page: PageContext): Promise<DirectoryEntry | null> => {
    if (!page.auctionSlug) return null
    return (await deps.facts.directory()).find((entry) => entry.slug === page.auctionSlug) ?? null
  }

  const myPrice = async (entry: DirectoryEntry, asker: Asker, settings: SupportSettings, locale: Locale) => {
    const snapshot = await deps.facts.snapshot(entry.id)
    if (!snapshot || snapshot.status !== 'LIVE') return answers.auction(entry, snapshot, asker.unmasked, settings, locale)
    const price = snapshot.min_next_bid ?? snapshot.current_price
    const kyc = asker.user ? await ownKyc(asker.user) : null
    const buyer = { country: kyc?.country ?? null, vatId: kyc?.vat_id ?? null }
    const amounts = invoiceAmounts({ price, buyerFeePct: settings.buyerFeePct, vatPct: settings.vatPct, buyer, locale })
    return myPriceText({ title: entry.title, slug: entry.slug, price, amounts, country: buyer.country, buyerFeePct: settings.buyerFeePct }, locale)
  }

  const textFor = async (id: AnswerId, input: { message: string; locale: Locale }, asker: Asker | null, settings: SupportSettings, onPage: DirectoryEntry | null): Promise<string> => {
    const l = input.locale
    switch (id) {
      case 'my_kyc_status': {
        const user = asker?.user ?? null
        const kyc = user && user.kyc_status === 'rejected' ? await ownKyc(user) : null
        return answers.my_kyc_status(user, kyc?.rejection_reason ?? null, l)
      }
      case 'my_price':
        // my_price stays only for a viewer who may see prices, on a public auction page.
        return onPage && asker?.unmasked ? myPrice(onPage, asker, settings, l) : topicAnswers.see_prices!(settings, l)
      case 'my_invoice':
        return asker?.user ? myInvoiceText(await ownLatestInvoice(asker.user), l) : topicAnswers.invoice!(settings, l)
      case 'categories':
        return answers.categories(await deps.facts.categoryCounts(), l)
      case 'live_count':
        return answers.live_count(detectCategory(input.message), await deps.facts.categoryCounts(), l)
      case 'fees':
      case 'vat':
      case 'anti_sniping':
      case 'auction_length':
      case 'increment':
      case 'proxy':
      case 'reserve':
      case 'payment':
      case 'kyc_steps':
      case 'contact':
      case 'selling':
        return answers[id](settings, l)
      default:
        return topicAnswers[id]!(settings, l)
    }
  }

  /** `grounding: true` (a model is configured) adds the retrieved FAQ and page passages for it; offline answers never need them. */
  const answer = async (input: { message: string; locale: Locale; history: ChatMessage[]; page?: PageContext; grounding?: boolean }, who: Asker | AskerSource): Promise<AssistantAnswer> => {
    const { message, locale } = input
    const source: AskerSource = 'resolve' in who ? who : { hasSession: who.user !== null, resolve: async () => who }
    let resolving: Promise<Asker> | null = null
    const resolveAsker = () => (resolving ??= source.resolve())
    const settings = await deps.facts.settings()
    const onPage = await pageAuction(input.page ?? {})
    // Read as if the session were valid; personal readings are checked against the resolved asker below.
    const context = { signedIn: source.hasSession, seesPrices: source.hasSession, onAuction: onPage !== null }
    const { neighbours, classifier } = await loadReadings()
    const read = (text: string) => {
      const rules = decide(text, context)
      const opinion = neighbours.classify(text)
      return checkWithModel(rules, crossCheck(rules, opinion), opinion, classifier.predict(text))
    }
    let decision: Decision = read(message)
    // A short follow-up ("and in Austria?") is read with the previous question when alone it is unclear.
    const previous = [...input.history].reverse().find((m) => m.role === 'user')?.content
    if (decision.kind !== 'answer' && decision.kind !== 'handover' && previous && message.split(/\s+/).length <= 4) {
      const joined = read(`${previous} ${message}`)
      if (joined.kind === 'answer') decision = joined
    }
    let asker: Asker | null = null
    if (decision.kind === 'answer' && decision.ids.some((id) => PERSONAL.has(id))) {
      asker = await resolveAsker()
      // Without a valid session (or without the right to see prices) the personal reading becomes the general one.
      const personal = asker
      const ids = decision.ids.map((id): AnswerId => (id === 'my_price' && !personal.unmasked ? 'see_prices' : id === 'my_invoice' && !personal.user ? 'invoice' : id))
      decision = { ...decision, ids: [...new Set(ids)] }
    }

    const hits = input.grounding ? await deps.knowledge.search(message, locale, 2) : []
    const grounding = hits.map((hit) => `${hit.title}: ${hit.text} (${hit.link})`)
    const done = (kind: AssistantAnswer['kind'], markdown: string, ids: string[], handledBy: string[], choices: AssistantAnswer['choices'] = []): AssistantAnswer => ({
      kind,
      markdown,
      ids,
      choices,
      handledBy,
      grounding: kind === 'answer' ? [markdown, ...grounding] : grounding,
    })

    if (decision.kind === 'handover' && decision.reason !== 'unsure') return done('handover', handoverText(locale, decision.reason), [], [decision.reason === 'unoffered' ? 'unoffered' : 'handover'])

    // A named live machine: its auction (end, price for those who may see it, link).
    const machine = matchNamedMachine(message, await deps.facts.directory())
    if (machine && (decision.kind !== 'answer' || decision.ids.some((id) => ABOUT_A_MACHINE.has(id)))) {
      const unmasked = source.hasSession && (await resolveAsker()).unmasked
      const snapshot = unmasked ? await deps.facts.snapshot(machine.id) : null
      return done('answer', answers.auction(machine, snapshot, unmasked, settings, locale), ['auction'], ['auction'])
    }

    if (decision.kind === 'answer') {
      const parts = await Promise.all(decision.ids.map((id) => textFor(id, input, asker, settings, onPage)))
      return done('answer', parts.join('\n\n'), decision.ids, decision.ids)
    }
    // "How many Bagger?" names a category only: its live count.
    const category = detectCategory(message)
    // Not when words no answer covers made the reading unsure ("Welchen Reifendruck haben die Radlader?" asks no count).
    if (category && message.split(/\s+/).length <= 6 && !(decision.kind === 'handover' && decision.uncovered?.length)) return done('answer', answers.live_count(category, await deps.facts.categoryCounts(), locale), ['live_count'], ['live_count'])
    // "When does the XYZ 123 end?" naming no live machine: say so rather than guess.
    if (/\b(when|wann)\b.*\b(end|ends|endet|close|closes)\b/i.test(message) && /[a-z]*\d/i.test(message)) return done('clarify', answers.which_auction(locale), [], ['which_auction'])
    if (decision.kind === 'clarify') {
      const choices = decision.choices.map((id) => ({ id, label: CHOICE_LABELS[id][locale] }))
      return done('clarify', clarifyText(locale, decision.choices), decision.choices, ['clarify'], choices)
    }
    // Nothing understood with confidence: the human tab. (No guess from word overlap with an FAQ
    // entry: the evaluation set showed it turning a safe hand-over into a wrong answer.)
    return done('handover', handoverText(locale, 'unsure'), [], ['unknown'])
  }

  return { answer }
}

export type SupportAssistant = ReturnType<typeof createSupportAssistant>
