import type { Payload } from 'payload'

import type { SessionUser } from '../auth/resolve-user'
import type { Locale } from '@core/i18n/locales'
import type { ChatMessage } from '@core/domain/support'
import { detectCategory, detectIntents, matchNamedMachine, normalizeText, type Intent } from '@core/domain/support-intents'
import { answers } from './answer-texts'
import type { KnowledgeBase } from './knowledge-base'
import type { LiveFacts } from './live-facts'

/** What the assistant knows about the asker: only what the server resolved from the session. */
export type Asker = { user: SessionUser | null; unmasked: boolean }

export type AssistantAnswer = {
  markdown: string
  /** Which handlers answered, for tests and logs ("fees", "auction", "passage", "unknown"). */
  handledBy: string[]
  /** Facts and passages behind the answer: the grounding an LLM gets in the optional mode. */
  grounding: string[]
}

/** Minimum MiniSearch score for a passage to be given as an answer on its own. */
const PASSAGE_MIN_SCORE = 4

/** Intents answered from settings alone, in the order they are tried. */
const SETTINGS_INTENTS = ['fees', 'vat', 'anti_sniping', 'auction_length', 'increment', 'proxy', 'reserve', 'payment', 'kyc_steps', 'contact', 'selling'] as const
type SettingsIntent = (typeof SETTINGS_INTENTS)[number]

/**
 * The offline assistant: intent handlers for live facts (counts, a named auction's end, fees
 * and VAT from settings, KYC steps and the asker's own status), then retrieval over the FAQ
 * and info pages, then an honest "don't know". At most two handlers answer one question.
 */
export const createSupportAssistant = (deps: { payload: Payload; knowledge: KnowledgeBase; facts: LiveFacts }) => {
  const ownKycReason = async (user: SessionUser) => {
    if (user.kyc_status !== 'rejected') return null
    // As the user, with access control on: the collection's rules return only their own record.
    const result = await deps.payload.find({ collection: 'kyc', where: { user: { equals: user.id } }, limit: 1, depth: 0, user, overrideAccess: false })
    return (result.docs[0] as { rejection_reason?: string | null } | undefined)?.rejection_reason ?? null
  }

  const answer = async (input: { message: string; locale: Locale; history: ChatMessage[] }, asker: Asker): Promise<AssistantAnswer> => {
    const { message, locale } = input
    const intents = new Set<Intent>(detectIntents(message))
    const category = detectCategory(message)
    const parts: string[] = []
    const handledBy: string[] = []
    const add = (name: string, markdown: string) => {
      if (parts.length >= 2 || handledBy.includes(name)) return
      parts.push(markdown)
      handledBy.push(name)
    }

    // "What fees do I pay" is about fees, not about how to pay: the payment answer only when asked for.
    if ((intents.has('fees') || intents.has('vat')) && !/sepa|transfer|card|karte|uberweis|bank|how (do|can) i pay|wie (be)?zahl/.test(normalizeText(message))) intents.delete('payment')

    const settings = await deps.facts.settings()

    if (intents.has('my_kyc_status')) {
      add('my_kyc_status', answers.my_kyc_status(asker.user, asker.user ? await ownKycReason(asker.user) : null, locale))
      intents.delete('kyc_steps')
    }

    // A named machine: its auction, whatever else was asked about it.
    const machine = matchNamedMachine(message, await deps.facts.directory())
    if (machine) {
      const snapshot = asker.unmasked ? await deps.facts.snapshot(machine.id) : null
      add('auction', answers.auction(machine, snapshot, asker.unmasked, settings, locale))
      intents.delete('auction_end')
      intents.delete('live_count')
    }

    if (intents.has('categories') && !category) {
      add('categories', answers.categories(await deps.facts.categoryCounts(), locale))
      intents.delete('live_count')
    }
    const asksForCount = intents.has('live_count') || (category !== null && !machine && [...intents].every((i) => i === 'auction_end' || i === 'categories'))
    if (asksForCount) add('live_count', answers.live_count(category, await deps.facts.categoryCounts(), locale))

    for (const intent of SETTINGS_INTENTS) {
      if (!intents.has(intent)) continue
      // "How long does an auction run" also reads as "when does it end": length wins.
      add(intent, answers[intent as SettingsIntent](settings, locale))
    }

    // "When does the XYZ 123 end?" naming no live machine: say so rather than guess a passage.
    if (parts.length === 0 && intents.has('auction_end') && /[a-z]*\d/i.test(message)) add('which_auction', answers.which_auction(locale))

    const grounding = [...parts]
    if (parts.length === 0) {
      // Nothing matched a handler: retrieval; a short follow-up is read with the previous question.
      const previous = [...input.history].reverse().find((m) => m.role === 'user')?.content ?? ''
      let hits = await deps.knowledge.search(message, locale)
      if ((hits[0]?.score ?? 0) < PASSAGE_MIN_SCORE && previous && message.split(/\s+/).length <= 6) {
        hits = await deps.knowledge.search(`${previous} ${message}`, locale)
      }
      const best = hits[0]
      if (best && best.score >= PASSAGE_MIN_SCORE) add('passage', answers.passage(best, locale))
      grounding.push(...hits.map((hit) => `${hit.title}: ${hit.text} (${hit.link})`))
    } else {
      const hits = await deps.knowledge.search(message, locale, 2)
      grounding.push(...hits.map((hit) => `${hit.title}: ${hit.text} (${hit.link})`))
    }
    // "When does it end?" about an auction we could not identify: ask which machine.
    if (parts.length === 0 && intents.has('auction_end') && /auction|auktion/i.test(message)) add('which_auction', answers.which_auction(locale))
    if (parts.length === 0) add('unknown', answers.unknown(locale))
    return { markdown: parts.join('\n\n'), handledBy, grounding }
  }

  return { answer }
}
export type SupportAssistant = ReturnType<typeof createSupportAssistant>
