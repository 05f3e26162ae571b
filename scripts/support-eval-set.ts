/**
 * The support assistant's evaluation sets (server/support/labelled/*.json) and how an answer is judged,
 * shared by `npm run support:score` (asks the running service) and tests/int/support-eval.test.ts.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { detectCategory } from '@core/domain/support-intents'
import type { AnswerId, Decision } from '@core/domain/support-understanding'

export type EvalLang = 'en' | 'de'
export type EvalQuestion = { lang: EvalLang; q: string; expect: (AnswerId | 'handover' | 'clarify')[]; as?: 'visitor' | 'buyer'; page?: 'detail' }
/** An answer id's fact and link; `visitor_link` where a visitor is sent elsewhere (sign in first), `buyer_link` where the verified buyer is (their status: approved, to the auctions). */
export type AnswerSpec = { fact: string; link: string; visitor_link?: string; buyer_link?: string }

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server/support/labelled')
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T

/** Every evaluation set, in the order the scorer asks and prints them, with the label it prints. */
export const EVAL_SET_LABELS = {
  questions: 'project',
  dev: 'dev',
  heldout: 'held-out',
  blind: 'blind',
  blind2: 'blind 2',
  blind3: 'blind 3',
  blind4: 'blind 4',
  blind5: 'blind 5',
  blind6: 'blind 6',
  blind7: 'blind 7',
  blind8: 'blind 8',
  blind9: 'blind 9',
  blind10: 'blind 10',
  blind11: 'blind 11',
  blind12: 'blind 12',
  blind13: 'blind 13',
  blind14: 'blind 14',
  blind15: 'blind 15',
  blind16: 'blind 16',
  blind17: 'blind 17',
  blind18: 'blind 18',
  blind19: 'blind 19',
  blind20: 'blind 20',
  blind21: 'blind 21',
  blind22: 'blind 22',
  blind23: 'blind 23',
  blind24: 'blind 24',
  blind25: 'blind 25',
  blind26: 'blind 26',
  blind27: 'blind 27',
  blind28: 'blind 28',
  blind29: 'blind 29',
  blind30: 'blind 30',
  blind31: 'blind 31',
  blind32: 'blind 32',
  blind33: 'blind 33',
  blind34: 'blind 34',
  blind35: 'blind 35',
  blind36: 'blind 36',
  blind37: 'blind 37',
  blind38: 'blind 38',
  blind39: 'blind 39',
  blind40: 'blind 40',
  blind41: 'blind 41',
  blind42: 'blind 42',
  blind43: 'blind 43',
  blind44: 'blind 44',
  blind45: 'blind 45',
} as const
export type EvalSetName = keyof typeof EVAL_SET_LABELS
export const EVAL_SETS = Object.keys(EVAL_SET_LABELS) as EvalSetName[]
export const loadEvalSet = (name: EvalSetName): EvalQuestion[] => read<{ questions: EvalQuestion[] }>(`${name}.json`).questions
export const loadAnswerSpecs = (): Record<string, AnswerSpec> => read<{ answers: Record<string, AnswerSpec> }>('answers.json').answers

/** What the service said: answered with these ids, asked back, or handed over. */
export type Given = { kind: 'answer'; ids: string[]; markdown: string } | { kind: 'clarify' | 'handover'; ids?: string[]; markdown: string }

export type Verdict = 'right' | 'wrong' | 'handover' | 'clarify'

/** The issue's targets, per language and set: accuracy >= 95%, wrong answers <= 2%, answer p95 on the service < 50 ms. */
export const TARGETS = { accuracy: 0.95, wrong: 0.02, p95Ms: 50 }

/**
 * The verdict on what was read (answer ids, or a hand-over / question back), before any link is
 * looked at: the expected ids exactly, or the expected hand-over or clarifying question (a
 * hand-over where a question back was expected is as good, not the reverse). `null`: the ids are
 * right, and the answer's links decide.
 */
export const readingVerdict = (expected: EvalQuestion['expect'], given: { kind: Given['kind']; ids: readonly string[] }): Verdict | null => {
  if (given.kind !== 'answer') return expected.length === 1 && (expected[0] === given.kind || (expected[0] === 'clarify' && given.kind === 'handover')) ? 'right' : given.kind
  const same = given.ids.length === expected.length && expected.every((id) => given.ids.includes(id))
  return same ? null : 'wrong'
}

/**
 * Right: the expected ids exactly (and each one's link in the answer), or the expected hand-over or
 * clarifying question. Wrong: an answer with any other fact. A hand-over or question where an
 * answer was expected is neither (counted in the hand-over rate).
 */
export const judge = (question: EvalQuestion, given: Given, specs: Record<string, AnswerSpec>, localize: (lang: EvalLang, link: string) => string): Verdict => {
  const read = readingVerdict(question.expect, { kind: given.kind, ids: given.ids ?? [] })
  if (read) return read
  const linkOf = (spec: AnswerSpec) => (question.as === 'buyer' ? (spec.buyer_link ?? spec.link) : (spec.visitor_link ?? spec.link))
  const linked = question.expect.every((id) => !specs[id]?.link || given.markdown.includes(localize(question.lang, linkOf(specs[id]))))
  return linked ? 'right' : 'wrong'
}

export type Figures = { n: number; accuracy: number; wrong: number; handover: number }

/** Accuracy and wrong-answer rate over the verdicts; hand-over rate: the share not answered (a person or a question back). */
export const figuresOf = (results: { verdict: Verdict; kind: Given['kind'] }[]): Figures => {
  const n = results.length
  const share = (test: (r: { verdict: Verdict; kind: Given['kind'] }) => boolean) => (n ? results.filter(test).length / n : 0)
  return { n, accuracy: share((r) => r.verdict === 'right'), wrong: share((r) => r.verdict === 'wrong'), handover: share((r) => r.kind !== 'answer') }
}

export const pct = (x: number) => `${(100 * x).toFixed(1)}%`

/**
 * What the service would say for a decision, without the service (no database, no session): the
 * personal readings become the general ones for visitors, and a category named alone in a short
 * question gets its live count. No named-machine reading. For the tuning scripts only; figures to
 * report come from `npm run support:score`.
 */
export const approximateGiven = (q: EvalQuestion, d: Decision): { kind: Given['kind']; ids: string[] } => {
  const buyer = q.as === 'buyer'
  if ((d.kind === 'clarify' || (d.kind === 'handover' && d.reason === 'unsure')) && detectCategory(q.q) && q.q.split(/\s+/).length <= 6 && !(d.kind === 'handover' && d.uncovered?.length)) {
    return { kind: 'answer', ids: ['live_count'] }
  }
  if (d.kind !== 'answer') return { kind: d.kind, ids: [] }
  return { kind: 'answer', ids: [...new Set(d.ids.map((id) => (id === 'my_price' && !buyer ? 'see_prices' : id === 'my_invoice' && !buyer ? 'invoice' : id)))] }
}
