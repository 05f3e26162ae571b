import { describe, expect, it } from 'vitest'

import { checkWithModel, labelsOf, trainClassifier, training, type Prediction } from '@core/domain/support-classifier'
import { runInSlices } from '@core/domain/sliced'
import type { Opinion } from '@core/domain/support-neighbours'
import type { Decision } from '@core/domain/support-understanding'

const examples = [
  { q: 'How high is the buyer fee?', expect: ['fees'] },
  { q: 'Wie hoch ist die Käuferprovision?', expect: ['fees'] },
  { q: 'Is there a commission on top of my bid?', expect: ['fees'] },
  { q: 'what is the fee', expect: ['fees'] },
  { q: 'Where do I find the invoice?', expect: ['invoice'] },
  { q: 'Wo finde ich die Rechnung?', expect: ['invoice'] },
  { q: 'invoice where', expect: ['invoice'] },
  { q: 'Rechnung herunterladen', expect: ['invoice'] },
  { q: 'How do I pay, by bank transfer?', expect: ['payment'] },
  { q: 'Wie bezahle ich, per Überweisung?', expect: ['payment'] },
  { q: 'payment by transfer', expect: ['payment'] },
  { q: 'What is the fee and how do I pay it?', expect: ['fees', 'payment'] },
  { q: 'Wie hoch ist die Gebühr und wie bezahle ich?', expect: ['fees', 'payment'] },
  { q: 'Can you lower the fee for me?', expect: ['handover'] },
  { q: 'Can you lower my invoice please?', expect: ['handover'] },
]

const opinion = (votes: Opinion['votes']): Opinion => ({ votes, parts: new Map(votes.flatMap((v) => v.ids.map((id) => [id, v.share] as [string, number]))), words: 6 })
const answer = (...ids: string[]): Decision => ({ kind: 'answer', ids: ids as never, scores: {} })
const prediction = (entries: Record<string, number>): Prediction => Object.entries(entries).map(([label, p]) => ({ label, p })).sort((a, b) => b.p - a.p)
const unsure: Decision = { kind: 'handover', reason: 'unsure', scores: {} }

describe('the classifier (a third reading)', () => {
  const model = trainClassifier(examples)

  it('learns each label from a few questions and reads a misspelt paraphrase', () => {
    expect(labelsOf(model.predict('how high is the fee'))).toEqual(['fees'])
    expect(labelsOf(model.predict('wo ist meine rechnug'))).toEqual(['invoice'])
    expect(labelsOf(model.predict('pay by bank transfer?'))).toEqual(['payment'])
  })

  it('gives probabilities per label, strongest first, so two intents can both pass one half', () => {
    const p = model.predict('what is the fee and how do I pay')
    expect(p.map((e) => e.p)).toEqual([...p.map((e) => e.p)].sort((a, b) => b - a))
    for (const e of p) {
      expect(e.p).toBeGreaterThan(0)
      expect(e.p).toBeLessThan(1)
    }
    expect(labelsOf(p).sort()).toEqual(['fees', 'payment'])
  })

  it('is deterministic, and training in slices gives the same model as training at once', async () => {
    const again = trainClassifier(examples)
    const sliced = await runInSlices(training(examples), async () => {})
    for (const text of ['fee?', 'rechnung', 'can you lower it']) {
      expect(again.predict(text)).toEqual(model.predict(text))
      expect(sliced.predict(text)).toEqual(model.predict(text))
    }
  })

  it('yields between slices of examples, so a server can train between requests', () => {
    const many = Array.from({ length: 50 }, () => examples).flat()
    const steps = training(many)
    let yields = 0
    while (!steps.next().done) yields++
    // Reading 750 examples (slices of 50: the lexicon's reading costs more), counting their features and weighting them, then 8 epochs over them (slices of 200).
    expect(yields).toBe(Math.floor(many.length / 50) + 2 * Math.floor(many.length / 200) + Math.floor((many.length * 8) / 200))
  })
})

describe('checkWithModel', () => {
  const fees = opinion([{ ids: ['fees'], share: 0.8 }])

  it('answers where the assistant was unsure and the classifier and the neighbours agree', () => {
    expect(checkWithModel(unsure, unsure, fees, prediction({ fees: 0.9, vat: 0.1 }))).toEqual(answer('fees'))
    // The rules' own form of the topic (personal or general) is kept.
    const clarify: Decision = { kind: 'clarify', choices: ['my_invoice', 'payment'], scores: {} }
    expect(checkWithModel(clarify, clarify, opinion([{ ids: ['invoice'], share: 0.9 }]), prediction({ invoice: 0.95 }))).toEqual(answer('my_invoice'))
  })

  it('changes nothing unless the classifier is sure and the neighbours agree with it', () => {
    expect(checkWithModel(unsure, unsure, opinion([{ ids: ['fees'], share: 0.45 }]), prediction({ fees: 0.7 }))).toBe(unsure)
    expect(checkWithModel(unsure, unsure, opinion([{ ids: ['vat'], share: 0.8 }]), prediction({ fees: 0.95 }))).toBe(unsure)
    expect(checkWithModel(unsure, unsure, opinion([]), prediction({ fees: 0.95 }))).toBe(unsure)
    // Three labels over one half: not one clear reading.
    expect(checkWithModel(unsure, unsure, fees, prediction({ fees: 0.95, vat: 0.9, payment: 0.8 }))).toBe(unsure)
  })

  it('answers on a weaker agreement only where the assistant was unsure, and asks back on a bare topic word', () => {
    const half = opinion([{ ids: ['fees'], share: 0.55 }])
    expect(checkWithModel(unsure, unsure, half, prediction({ fees: 0.35, vat: 0.2 }))).toEqual(answer('fees'))
    expect(checkWithModel(unsure, unsure, half, prediction({ vat: 0.35, fees: 0.2 }))).toBe(unsure)
    expect(checkWithModel(unsure, unsure, opinion([{ ids: ['fees'], share: 0.45 }]), prediction({ fees: 0.35 }))).toBe(unsure)
    // An answer is never taken back on a weak agreement.
    expect(checkWithModel(answer('vat'), answer('vat'), half, prediction({ fees: 0.35 }))).toEqual(answer('vat'))
    const clarify: Decision = { kind: 'clarify', choices: ['see_prices', 'fees', 'vat'], scores: {} }
    const bare = { ...opinion([{ ids: ['see_prices'], share: 0.9 }]), words: 1 }
    expect(checkWithModel(clarify, clarify, bare, prediction({ see_prices: 0.98 }))).toBe(clarify)
    expect(checkWithModel(clarify, clarify, { ...bare, words: 5 }, prediction({ see_prices: 0.98 }))).toEqual(answer('see_prices'))
  })

  it('never answers past a hand-over for a reason, or with a hand-over or a question back', () => {
    const sensitive: Decision = { kind: 'handover', reason: 'sensitive', scores: {} }
    expect(checkWithModel(sensitive, sensitive, fees, prediction({ fees: 0.99 }))).toBe(sensitive)
    const clarify = opinion([{ ids: ['clarify'], share: 0.9 }])
    expect(checkWithModel(unsure, unsure, clarify, prediction({ clarify: 0.95 }))).toBe(unsure)
  })

  it('takes back an answer where both readings agree on another topic, or on a person', () => {
    expect(checkWithModel(answer('vat'), answer('vat'), fees, prediction({ fees: 0.9 }))).toEqual({ kind: 'clarify', choices: ['vat', 'fees'], scores: {} })
    const person = opinion([{ ids: ['handover'], share: 0.7 }])
    expect(checkWithModel(answer('fees'), answer('fees'), person, prediction({ handover: 0.9 }))).toEqual(unsure)
  })

  it('keeps an answer they agree with, and a two-part answer of which they see one part', () => {
    const checked = answer('fees', 'payment')
    expect(checkWithModel(checked, checked, fees, prediction({ fees: 0.9, payment: 0.01 }))).toBe(checked)
    expect(checkWithModel(answer('my_invoice'), answer('my_invoice'), opinion([{ ids: ['invoice'], share: 0.9 }]), prediction({ invoice: 0.9 }))).toEqual(answer('my_invoice'))
  })

  it('leaves out a part of a two-part answer that neither reading backs at all, never the whole answer', () => {
    const twoParts = answer('payment', 'vat')
    expect(checkWithModel(twoParts, twoParts, opinion([{ ids: ['vat'], share: 0.9 }]), prediction({ vat: 0.9, payment: 0.001 }))).toEqual(answer('vat'))
    // The neighbours alone back it a little: it stays.
    const someNeighbours = opinion([{ ids: ['vat'], share: 0.8 }, { ids: ['payment'], share: 0.05 }])
    expect(checkWithModel(twoParts, twoParts, someNeighbours, prediction({ vat: 0.9, payment: 0.001 }))).toBe(twoParts)
    // Neither part backed: the rules' answer stands as it was.
    expect(checkWithModel(twoParts, twoParts, opinion([{ ids: ['fees'], share: 0.3 }]), prediction({ fees: 0.3 }))).toBe(twoParts)
  })

  it('where the assistant was unsure, answers when the rules\' strongest reading is the classifier\'s first label', () => {
    const rulesUnsure: Decision = { kind: 'handover', reason: 'unsure', scores: { fees: 4, payment: 3 } }
    const none = opinion([{ ids: ['handover'], share: 0.4 }])
    expect(checkWithModel(rulesUnsure, rulesUnsure, none, prediction({ fees: 0.2, payment: 0.1 }))).toEqual({ kind: 'answer', ids: ['fees'], scores: rulesUnsure.scores })
    // Too weak a probability, another first label, or a tie at the top of the rules: still unsure.
    expect(checkWithModel(rulesUnsure, rulesUnsure, none, prediction({ fees: 0.01 }))).toBe(rulesUnsure)
    expect(checkWithModel(rulesUnsure, rulesUnsure, none, prediction({ payment: 0.3, fees: 0.2 }))).toBe(rulesUnsure)
    const tie: Decision = { kind: 'handover', reason: 'unsure', scores: { fees: 4, payment: 4 } }
    expect(checkWithModel(tie, tie, none, prediction({ fees: 0.3 }))).toBe(tie)
    // Never past a hand-over for a reason.
    const sensitive: Decision = { kind: 'handover', reason: 'sensitive', scores: { fees: 4 } }
    expect(checkWithModel(sensitive, sensitive, none, prediction({ fees: 0.9 }))).toBe(sensitive)
  })
})
