import { runAtOnce } from './sliced'
import { features, idfOf, topicOf, type LabelledQuestion, type Opinion } from './support-neighbours'
import { conceptsOf, isAnswerId, rank, type AnswerId, type Decision } from './support-understanding'

/**
 * A third reading of a support question: a linear classifier trained on the labelled questions.
 *
 * The neighbours (support-neighbours.ts) let the eleven most similar questions vote; this reading
 * weighs every feature (the same words and character n-grams, and the rules' concepts; TF-IDF,
 * unit length) against every label at once: one logistic regression per label ("fees", "vat_eu", "handover", "clarify"…),
 * so a question with two intents can score two labels. It generalises better than the vote
 * (about 90% of the labels right on sets it was not trained on, 88% without the concepts,
 * against 81–88% for the vote's top label) and, being another kind of reading, errs elsewhere. Trained with AdaGrad, in a fixed
 * order (a seeded shuffle): the same examples give the same weights.
 *
 * Training is a generator that yields after every slice of examples, so a server can train
 * between requests (`runInSlices`, ./sliced.ts) and tests and scripts at once (`trainClassifier`).
 */

export type Prediction = { label: string; p: number }[]
export type Classifier = { predict: (text: string) => Prediction }

const TRAINING = {
  epochs: 8,
  learningRate: 0.5,
  l2: 1e-4,
  /** How much a concept of the rules' lexicon counts beside the words and n-grams (as a word said this many times). */
  conceptWeight: 3,
  /** A label's weights are left alone where its gradient is smaller than this (the label is already learnt for the example). */
  settled: 1e-3,
  /** Examples per slice between yields: while training, and while reading the questions (the lexicon's reading costs more). */
  slice: 200,
  readSlice: 50,
}

/**
 * What the classifier reads of a question: the neighbours' words and character n-grams, and the
 * concepts the rules' lexicon finds in it ("Aufgeld", "Provision" and "buyer's premium" are one
 * concept), so what it learns of one wording carries over to a synonym, a compound or a typo.
 */
const readingOf = (text: string): Map<string, number> => {
  const counts = features(text)
  for (const concept of conceptsOf(text).concepts) counts.set(`@${concept}`, TRAINING.conceptWeight)
  return counts
}

/**
 * A trained model as plain data: what a worker thread trains and hands over (structured clone; the
 * weights are transferred) and `classifierFrom` reads. `keys` are the feature columns in order,
 * `documents[j]` the examples that have column j (its idf); `weights` is feature-major.
 */
export type ClassifierData = { labels: string[]; keys: string[]; documents: Int32Array; total: number; weights: Float64Array; bias: Float64Array }

/** The model's reading of a question's features: TF-IDF over the columns, to unit length. */
const vectorOver = (column: Map<string, number>, documents: Int32Array, total: number) => (counts: Map<string, number>) => {
  const at: number[] = []
  const values: number[] = []
  let norm = 0
  for (const [key, count] of counts) {
    const j = column.get(key)
    if (j === undefined) continue
    const value = (1 + Math.log(count)) * idfOf(total, documents[j])
    at.push(j)
    values.push(value)
    norm += value * value
  }
  norm = Math.sqrt(norm) || 1
  return { at: Int32Array.from(at), values: Float64Array.from(values, (v) => v / norm) }
}

/** The label probabilities of one vector under the weights (into `into`). */
const scoresOf = (weights: Float64Array, bias: Float64Array, width: number) => (row: { at: Int32Array; values: Float64Array }, into = new Float64Array(width)) => {
  into.set(bias)
  for (let t = 0; t < row.at.length; t++) {
    const offset = row.at[t] * width
    const value = row.values[t]
    for (let label = 0; label < width; label++) into[label] += weights[offset + label] * value
  }
  for (let label = 0; label < width; label++) into[label] = 1 / (1 + Math.exp(-into[label]))
  return into
}

/** The classifier over a model's data; the columns become a lookup table a slice at a time. */
export function* classifierFrom(data: ClassifierData): Generator<void, Classifier> {
  const column = new Map<string, number>()
  for (let j = 0; j < data.keys.length; j++) {
    column.set(data.keys[j], j)
    if ((j + 1) % (TRAINING.slice * 50) === 0) yield
  }
  const vector = vectorOver(column, data.documents, data.total)
  const scores = scoresOf(data.weights, data.bias, data.labels.length)
  return {
    predict: (text) => {
      const p = scores(vector(readingOf(text)))
      return data.labels.map((label, l) => ({ label, p: p[l] })).sort((a, b) => b.p - a.p)
    },
  }
}

/** Trains and reads the model, yielding after every slice (in-process, between requests). */
export function* training(examples: readonly LabelledQuestion[]): Generator<void, Classifier> {
  return yield* classifierFrom(yield* classifierData(examples))
}

/** Trains the model's data, yielding after every slice of examples (a server trains it in a worker thread, or between requests). */
export function* classifierData(examples: readonly LabelledQuestion[]): Generator<void, ClassifierData> {
  const labels = [...new Set(examples.flatMap((example) => example.expect))].sort()
  const counted: Map<string, number>[] = []
  for (const example of examples) {
    counted.push(readingOf(example.q))
    if (counted.length % TRAINING.readSlice === 0) yield
  }
  const documents = new Map<string, number>()
  for (let i = 0; i < counted.length; i++) {
    for (const key of counted[i].keys()) documents.set(key, (documents.get(key) ?? 0) + 1)
    if ((i + 1) % TRAINING.slice === 0) yield
  }
  // Features seen in one question only are noise to a linear model.
  const column = new Map<string, number>()
  for (const [key, n] of documents) if (n >= 2) column.set(key, column.size)
  const keys = [...column.keys()]
  const documentCount = Int32Array.from(keys, (key) => documents.get(key) ?? 0)
  const vector = vectorOver(column, documentCount, examples.length)
  const rows: ReturnType<typeof vector>[] = []
  for (const counts of counted) {
    rows.push(vector(counts))
    if (rows.length % TRAINING.slice === 0) yield
  }
  const width = labels.length
  // Feature-major: a feature's weights for every label lie together, read and written in one pass.
  const weights = new Float64Array(column.size * width)
  const squares = new Float64Array(column.size * width).fill(1e-8)
  const bias = new Float64Array(width)
  const biasSquares = new Float64Array(width).fill(1e-8)
  const wanted = examples.map((example) => {
    const target = new Float64Array(width)
    for (const id of example.expect) target[labels.indexOf(id)] = 1
    return target
  })
  const scores = scoresOf(weights, bias, width)

  const order = rows.map((_, i) => i)
  let seed = 1
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const gradients = new Float64Array(width)
  let done = 0
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[order[i], order[j]] = [order[j], order[i]]
    }
    for (const i of order) {
      const row = rows[i]
      scores(row, gradients)
      for (let label = 0; label < width; label++) {
        const raw = gradients[label] - wanted[i][label]
        const gradient = Math.abs(raw) < TRAINING.settled ? 0 : raw
        gradients[label] = gradient
        if (gradient === 0) continue
        biasSquares[label] += gradient * gradient
        bias[label] -= (TRAINING.learningRate / Math.sqrt(biasSquares[label])) * gradient
      }
      for (let t = 0; t < row.at.length; t++) {
        const offset = row.at[t] * width
        const value = row.values[t]
        for (let label = 0; label < width; label++) {
          const gradient = gradients[label]
          if (gradient === 0) continue
          const k = offset + label
          const g = gradient * value + TRAINING.l2 * weights[k]
          squares[k] += g * g
          weights[k] -= (TRAINING.learningRate / Math.sqrt(squares[k])) * g
        }
      }
      if (++done % TRAINING.slice === 0) yield
    }
  }

  return { labels, keys, documents: documentCount, total: examples.length, weights, bias }
}

/** Trains at once (scripts, tests); a server runs `training` with `runInSlices` (./sliced). */
export const trainClassifier = (examples: readonly LabelledQuestion[]): Classifier => runAtOnce(training(examples))

export const MODEL_CHECK = {
  /** The classifier's reading counts only when its strongest label has at least this probability. */
  sureAt: 0.8,
  /** Where the assistant was unsure, a weaker agreement also answers: the neighbours give their label at least this share and the classifier ranks it first with at least `looseAt`. */
  looseShare: 0.5,
  looseAt: 0.3,
  /** A question back is settled only for a question of at least this many words (a bare "prices" asks back). */
  settleWords: 3,
  /** A part of a two-part answer that neither reading backs at all (the classifier under `dropAt`, the neighbours under `dropShare`) is left out. */
  dropAt: 0.002,
  dropShare: 0.01,
  /** Where the assistant was unsure, the rules' strongest reading (alone at the top) and the classifier's first label, with at least this probability, also answer. */
  ruledAt: 0.05,
}

/** The reading the rules scored highest, when no other has the same score. */
const strongestRuled = (rules: Decision): string | undefined => {
  const [first, second] = rank(rules.scores)
  return first && (!second || second[1] < first[1]) ? first[0] : undefined
}

/** The labels the classifier gives: those over one half, else its strongest one. */
export const labelsOf = (prediction: Prediction): string[] => {
  const over = prediction.filter((entry) => entry.p >= 0.5).map((entry) => entry.label)
  return over.length ? over : prediction.slice(0, 1).map((entry) => entry.label)
}

const topicsOf = (ids: readonly string[]) => new Set(ids.map(topicOf))
const sameTopics = (a: readonly string[], b: readonly string[]) => {
  const x = topicsOf(a)
  const y = topicsOf(b)
  return x.size === y.size && [...x].every((topic) => y.has(topic))
}

/** The parts of a two-part answer that the classifier or the neighbours back at least a little; the answer as it was when none or all are. */
const backedParts = (decision: Decision, opinion: Opinion, prediction: Prediction, limits: typeof MODEL_CHECK): Decision => {
  if (decision.kind !== 'answer' || decision.ids.length < 2) return decision
  const backed = decision.ids.filter((id) => prediction.some((entry) => entry.p >= limits.dropAt && topicOf(entry.label) === topicOf(id)) || (opinion.parts.get(topicOf(id)) ?? 0) >= limits.dropShare)
  return backed.length && backed.length < decision.ids.length ? { ...decision, ids: backed } : decision
}

/**
 * The checked decision (rules checked against the neighbours, `crossCheck`), checked once more
 * against the classifier, which counts only when it is sure (`sureAt`, at most two labels) and
 * the neighbours' strongest label has the same topics: two independent readings against one.
 * - Where the assistant was unsure (a question back, or a hand-over for want of a reading, even
 *   past words no answer covers), their shared reading is answered, and so is a weaker agreement
 *   (`looseShare`, `looseAt`); a topic the rules offered keeps the rules' personal or general
 *   form of it. A bare topic word still asks back (`settleWords`). A hand-over because the
 *   question is sensitive or asks for a service not offered stands.
 * - Where it was unsure, the rules' strongest reading (no other as strong) and the classifier's
 *   first label (at least `ruledAt`) agreeing also answer it, kept in the rules' form as above.
 * - Where it answered, but the two readings agree on other topics, it asks back with both, or
 *   hands over when they agree a person should answer. Their reading being one part of a
 *   two-part answer does not count against it.
 * - First of all, a part of a two-part answer that neither reading backs at all (`dropAt`,
 *   `dropShare`) is left out (`backedParts`).
 */
export const checkWithModel = (rules: Decision, before: Decision, opinion: Opinion, prediction: Prediction, limits = MODEL_CHECK): Decision => {
  const checked = backedParts(before, opinion, prediction, limits)
  const labels = labelsOf(prediction)
  const clear = labels.length <= 2
  const sure = clear && (prediction[0]?.p ?? 0) >= limits.sureAt
  const top = opinion.votes[0]
  const agreed = sure && sameTopics(labels, top?.ids ?? [])
  const loosely = !agreed && clear && checked.kind !== 'answer' && top !== undefined && top.share >= limits.looseShare && (prediction[0]?.p ?? 0) >= limits.looseAt && sameTopics([prediction[0].label], top.ids)
  const strongest = strongestRuled(rules)
  const ruled = !agreed && !loosely && checked.kind !== 'answer' && strongest !== undefined && (prediction[0]?.p ?? 0) >= limits.ruledAt && sameTopics([prediction[0].label], [strongest])
  if (!agreed && !loosely && !ruled) return checked
  if (checked.kind !== 'answer') {
    if (checked.kind === 'handover' && checked.reason !== 'unsure') return checked
    if (checked.kind === 'clarify' && opinion.words < limits.settleWords) return checked
    const reading = loosely ? top.ids : ruled ? [prediction[0].label] : labels
    if (!reading.every(isAnswerId)) return checked
    const offered = rules.kind === 'clarify' ? rules.choices : []
    const ids = reading.map((id) => offered.find((choice) => topicOf(choice) === topicOf(id)) ?? id) as AnswerId[]
    return { kind: 'answer', ids: [...new Set(ids)], scores: checked.scores }
  }
  const answered = topicsOf(checked.ids)
  if (labels.every((id) => answered.has(topicOf(id)))) return checked
  if (labels.includes('handover')) return { kind: 'handover', reason: 'unsure', scores: checked.scores }
  const choices = [...new Set([...checked.ids, ...labels.filter(isAnswerId)])].slice(0, 3)
  return { kind: 'clarify', choices, scores: checked.scores }
}
