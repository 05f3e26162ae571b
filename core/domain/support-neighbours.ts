import { runAtOnce } from './sliced'
import { normalizeText } from './support-intents'
import { isAnswerId, type AnswerId, type Decision } from './support-understanding'

/**
 * A second, independent reading of a support question: its nearest labelled questions.
 *
 * The rule reading (support-understanding.ts) reads words through a hand-made lexicon; where it
 * meets a phrasing it has no rule for, it can answer another topic with full confidence. This
 * reading knows no rules: it compares the question's character n-grams (2 to 4 letters of each
 * word, plus the whole words, TF-IDF weighted, cosine) with several thousand questions people
 * wrote and labelled (server/support/labelled/, the sets tuned on), and lets the nearest vote. It is
 * robust where the rules are brittle (typos, unseen compounds, other word orders) and brittle where
 * they are strong (negation, two questions in one), so the two make different mistakes, and where
 * they disagree the assistant should not be sure: `crossCheck` then asks back or hands over.
 * Pure and deterministic; the index is built once from the examples (0.8–0.9 s for 4,300 on this machine).
 */

export type LabelledQuestion = { q: string; expect: readonly string[] }

/** A label as the vote sees it: the answer ids of one example, or a hand-over / question back. */
export type Vote = { ids: string[]; share: number }

export type Opinion = {
  /** Labels by share of the nearest examples' weight, strongest first. */
  votes: Vote[]
  /** Share of the nearest examples' weight whose label contains each id (personal and general readings of one topic count as one). */
  parts: Map<string, number>
  /** How many words the question has: a bare topic word asks back whatever the neighbours say. */
  words: number
}

/** How many nearest examples vote, and how much a nearer one counts (similarity to this power). */
const K = 11
const POWER = 3

/** The personal and the general reading of one topic are one topic for agreeing. */
const TOPIC: Partial<Record<string, string>> = { my_invoice: 'invoice', my_price: 'price', see_prices: 'price', my_kyc_status: 'kyc_status' }
export const topicOf = (id: string) => TOPIC[id] ?? id

/** A question's features: its words and their character n-grams (2 to 4 letters, word edges marked), with counts. Shared with the classifier (support-classifier.ts). */
export const features = (text: string): Map<string, number> => {
  const counts = new Map<string, number>()
  const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1)
  for (const word of normalizeText(text).replace(/[-%€]/g, ' ').split(' ')) {
    if (!word) continue
    add(`#${word}`)
    const padded = ` ${word} `
    for (let n = 2; n <= 4; n++) for (let i = 0; i + n <= padded.length; i++) add(padded.slice(i, i + n))
  }
  return counts
}

/** Examples read between yields while the index is built (`buildingNeighbours`). */
const SLICE = 200

/**
 * The index as plain data: what a worker thread builds and hands over (structured clone; the big
 * arrays are transferred, not copied) and `neighboursFrom` reads. Every feature (a word or an
 * n-gram) is one of `keys`; its examples and their weights are `examples`/`weights` from
 * `offsets[k]` to `offsets[k + 1]`, and `documents[k]` examples have it (its idf).
 */
export type NeighboursData = {
  /** Each example's label (its answer ids, sorted). */
  labels: string[][]
  keys: string[]
  documents: Int32Array
  offsets: Int32Array
  examples: Int32Array
  weights: Float64Array
}

/** The idf of a feature found in `documents` of `total` examples (the neighbours' index and the classifier's columns). */
export const idfOf = (total: number, documents: number) => Math.log((total + 1) / (documents + 1)) + 1

/** Sublinear term frequency times idf, to unit length. */
const unitVector = (counts: Map<string, number>, idf: (key: string) => number) => {
  const weights = new Map<string, number>()
  let norm = 0
  for (const [key, count] of counts) {
    const weight = (1 + Math.log(count)) * idf(key)
    weights.set(key, weight)
    norm += weight * weight
  }
  norm = Math.sqrt(norm) || 1
  for (const [key, weight] of weights) weights.set(key, weight / norm)
  return weights
}

/** Builds the index's data, yielding after every slice of examples (a server builds it in a worker thread, or between requests). */
export function* neighboursData(examples: readonly LabelledQuestion[]): Generator<void, NeighboursData> {
  const labels = examples.map((example) => [...new Set(example.expect)].sort())
  const featured: Map<string, number>[] = []
  for (const example of examples) {
    featured.push(features(example.q))
    if (featured.length % SLICE === 0) yield
  }
  const documents = new Map<string, number>()
  for (let i = 0; i < featured.length; i++) {
    for (const key of featured[i].keys()) documents.set(key, (documents.get(key) ?? 0) + 1)
    if ((i + 1) % SLICE === 0) yield
  }
  const idf = (key: string) => idfOf(examples.length, documents.get(key) ?? 0)
  /** Feature → the examples that have it, with their weight. */
  const lists = new Map<string, { examples: number[]; weights: number[] }>()
  for (let example = 0; example < featured.length; example++) {
    for (const [key, weight] of unitVector(featured[example], idf)) {
      let list = lists.get(key)
      if (!list) lists.set(key, (list = { examples: [], weights: [] }))
      list.examples.push(example)
      list.weights.push(weight)
    }
    if ((example + 1) % SLICE === 0) yield
  }
  const keys = [...lists.keys()]
  const offsets = new Int32Array(keys.length + 1)
  let size = 0
  for (let k = 0; k < keys.length; k++) {
    offsets[k] = size
    size += (lists.get(keys[k]) as { examples: number[] }).examples.length
  }
  offsets[keys.length] = size
  const exampleAt = new Int32Array(size)
  const weightAt = new Float64Array(size)
  const documentCount = new Int32Array(keys.length)
  for (let k = 0; k < keys.length; k++) {
    const list = lists.get(keys[k]) as { examples: number[]; weights: number[] }
    exampleAt.set(list.examples, offsets[k])
    weightAt.set(list.weights, offsets[k])
    documentCount[k] = documents.get(keys[k]) ?? 0
    if ((k + 1) % (SLICE * 50) === 0) yield
  }
  return { labels, keys, documents: documentCount, offsets, examples: exampleAt, weights: weightAt }
}

/** The nearest-questions reading over an index's data; `keys` become a lookup table a slice at a time. */
export function* neighboursFrom(data: NeighboursData): Generator<void, Neighbours> {
  const { labels, keys, documents, offsets, examples, weights } = data
  const index = new Map<string, number>()
  for (let k = 0; k < keys.length; k++) {
    index.set(keys[k], k)
    if ((k + 1) % (SLICE * 50) === 0) yield
  }
  const total = labels.length
  const idf = (key: string) => {
    const k = index.get(key)
    return idfOf(total, k === undefined ? 0 : documents[k])
  }
  const similarity = new Float64Array(total)

  /** The K most similar examples (a partial selection: most examples share nothing with a question). */
  const nearestOf = (text: string) => {
    similarity.fill(0)
    for (const [key, weight] of unitVector(features(text), idf)) {
      const k = index.get(key)
      if (k === undefined) continue
      for (let i = offsets[k]; i < offsets[k + 1]; i++) similarity[examples[i]] += weight * weights[i]
    }
    const best: number[] = []
    for (let i = 0; i < similarity.length; i++) {
      if (similarity[i] <= 0 || (best.length === K && similarity[i] <= similarity[best[K - 1]])) continue
      let at = best.length === K ? K - 1 : best.length
      while (at > 0 && similarity[best[at - 1]] < similarity[i]) at--
      best.splice(at, 0, i)
      if (best.length > K) best.pop()
    }
    return best.map((i) => ({ example: i, similarity: similarity[i] }))
  }

  const classify = (text: string): Opinion => {
    const nearest = nearestOf(text)
    const sum = nearest.reduce((acc, n) => acc + n.similarity ** POWER, 0)
    const byLabel = new Map<string, Vote>()
    const parts = new Map<string, number>()
    for (const { example, similarity: near } of nearest) {
      const share = sum ? near ** POWER / sum : 0
      const key = labels[example].join('+')
      const vote = byLabel.get(key) ?? { ids: labels[example], share: 0 }
      vote.share += share
      byLabel.set(key, vote)
      for (const topic of new Set(labels[example].map(topicOf))) parts.set(topic, (parts.get(topic) ?? 0) + share)
    }
    return { votes: [...byLabel.values()].sort((a, b) => b.share - a.share), parts, words: normalizeText(text).split(' ').filter(Boolean).length }
  }

  return { classify }
}

/** Builds the index and its reading, yielding after every slice (in-process, between requests). */
export function* buildingNeighbours(examples: readonly LabelledQuestion[]): Generator<void, Neighbours> {
  return yield* neighboursFrom(yield* neighboursData(examples))
}

export type Neighbours = { classify: (text: string) => Opinion }

/** Builds the index at once (scripts, tests). */
export const createNeighbours = (examples: readonly LabelledQuestion[]): Neighbours => runAtOnce(buildingNeighbours(examples))

export const CROSS_CHECK = {
  /** An answer's topic stands when the nearest questions give it at least this share. */
  agreeAt: 0.1,
  /** Where the two readings disagree, the neighbours' own reading is offered as a choice from this share. */
  offerAt: 0.5,
  /** An answer is taken back, whatever its own share, when at least this share of the neighbours went to a person. */
  vetoAt: 0.5,
  /** Where the rules were unsure (a question back, or a hand-over for want of a reading), the neighbours' reading is given from this share. */
  rescueAt: 0.7,
  /** A question back is settled by the neighbours only for a question of at least this many words (a bare "price?" asks back). */
  settleWords: 3,
}


/**
 * The rule reading's decision, checked against the neighbours' opinion.
 * - An answer stands when the neighbours give one of its topics a share (`agreeAt`; a two-part
 *   answer needs one of its parts) and fewer than half of them (`vetoAt`) went to a person.
 *   Otherwise the two readings disagree: the assistant asks back, offering both readings, when the
 *   neighbours agree among themselves (`offerAt`), and otherwise hands over as unsure.
 * - Where the rules were unsure, a clear majority of the neighbours (`rescueAt`) decides: a question
 *   back is settled on the choice they pick (not for a bare topic word, `settleWords`), and a
 *   hand-over for want of a reading becomes their answer.
 * - A hand-over for a reason stands whatever the neighbours say: sensitive questions, services not
 *   offered, and words no answer covers ("Reifendruck").
 */
export const crossCheck = (decision: Decision, opinion: Opinion, limits = CROSS_CHECK): Decision =>
  decision.kind === 'answer' ? checkAnswer(decision, opinion, limits) : settleUnsure(decision, opinion, limits)

/** The neighbours' clear reading, if it is an answer. */
const answerVote = (opinion: Opinion, share: number) => {
  const top = opinion.votes[0]
  return top && top.share >= share && top.ids.every(isAnswerId) ? (top.ids as AnswerId[]) : null
}

const checkAnswer = (decision: Extract<Decision, { kind: 'answer' }>, opinion: Opinion, limits: typeof CROSS_CHECK): Decision => {
  const vetoed = (opinion.parts.get('handover') ?? 0) >= limits.vetoAt
  if (!vetoed && decision.ids.some((id) => (opinion.parts.get(topicOf(id)) ?? 0) >= limits.agreeAt)) return decision
  const theirs = answerVote(opinion, limits.offerAt)
  if (theirs) return { kind: 'clarify', choices: [...new Set([...decision.ids, ...theirs])].slice(0, 3), scores: decision.scores }
  return { kind: 'handover', reason: 'unsure', scores: decision.scores }
}

const settleUnsure = (decision: Exclude<Decision, { kind: 'answer' }>, opinion: Opinion, limits: typeof CROSS_CHECK): Decision => {
  const theirs = answerVote(opinion, limits.rescueAt)
  if (!theirs) return decision
  if (decision.kind === 'clarify') {
    const picked = theirs.length === 1 && opinion.words >= limits.settleWords ? decision.choices.find((choice) => topicOf(choice) === topicOf(theirs[0])) : undefined
    return picked ? { kind: 'answer', ids: [picked], scores: decision.scores } : decision
  }
  return decision.reason === 'unsure' && !decision.uncovered?.length ? { kind: 'answer', ids: theirs, scores: decision.scores } : decision
}
