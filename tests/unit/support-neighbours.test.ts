import { describe, expect, it } from 'vitest'

import { buildingNeighbours, createNeighbours, crossCheck, type Opinion } from '@core/domain/support-neighbours'
import { runInSlices } from '@core/domain/sliced'
import { decide, type Decision } from '@core/domain/support-understanding'
import { labelledQuestions } from '../../server/support/labelled-questions'

const small = createNeighbours([
  { q: 'How high is the buyer fee?', expect: ['fees'] },
  { q: 'Wie hoch ist die Käuferprovision?', expect: ['fees'] },
  { q: 'Is there a commission on top of my bid?', expect: ['fees'] },
  { q: 'Where do I find my invoice?', expect: ['my_invoice'] },
  { q: 'Wo finde ich die Rechnung?', expect: ['invoice'] },
  { q: 'Can I take back a bid?', expect: ['bid_binding'] },
  { q: 'Can you lower the fee for me?', expect: ['handover'] },
])

const opinion = (parts: Record<string, number>, votes: Opinion['votes'], words = 6): Opinion => ({ parts: new Map(Object.entries(parts)), votes, words })
const answer = (...ids: string[]): Decision => ({ kind: 'answer', ids: ids as never, scores: {} })

describe('the nearest labelled questions (a second reading)', () => {
  it('reads a misspelt paraphrase by its nearest questions, weighted by similarity', () => {
    const { votes, parts } = small.classify('wie hoch is die kauferprovison')
    expect(votes[0].ids).toEqual(['fees'])
    expect(votes[0].share).toBeGreaterThan(0.5)
    expect(parts.get('fees')).toBeCloseTo(votes[0].share)
    // Shares are of the nearest examples' weight: they add up to one.
    expect(votes.reduce((sum, vote) => sum + vote.share, 0)).toBeCloseTo(1)
  })

  it('counts the personal and the general reading of one topic as one topic', () => {
    const { parts } = small.classify('where is the invoice')
    expect(parts.get('invoice')).toBeGreaterThan(0.5)
    expect(parts.has('my_invoice')).toBe(false)
  })

  it('is built in slices (yielding between them) to the same index as at once', async () => {
    const examples = Array.from({ length: 60 }, (_, i) => ({ q: `question number ${i} about the fee ${i % 7}`, expect: [i % 2 ? 'fees' : 'vat'] }))
    let pauses = 0
    const sliced = await runInSlices(buildingNeighbours(examples), async () => void pauses++)
    expect(pauses).toBe(0)
    const many = Array.from({ length: 10 }, () => examples).flat()
    let manyPauses = 0
    await runInSlices(buildingNeighbours(many), async () => void manyPauses++)
    // 600 examples read, counted and weighted, each in slices of 200.
    expect(manyPauses).toBe(9)
    expect(sliced.classify('question about the fee 3')).toEqual(createNeighbours(examples).classify('question about the fee 3'))
  })

  it('has no opinion on a question that shares nothing with any example', () => {
    expect(small.classify('zzzz qqqq')).toEqual({ votes: [], parts: new Map(), words: 2 })
  })
})

describe('crossCheck', () => {
  it('keeps an answer when the neighbours see its topic (a personal reading counts as its topic)', () => {
    expect(crossCheck(answer('fees'), opinion({ fees: 0.4, vat: 0.6 }, [{ ids: ['vat'], share: 0.6 }]))).toEqual(answer('fees'))
    expect(crossCheck(answer('my_invoice'), opinion({ invoice: 0.9 }, [{ ids: ['invoice'], share: 0.9 }]))).toEqual(answer('my_invoice'))
  })

  it('keeps a two-part answer when the neighbours see one of its parts', () => {
    expect(crossCheck(answer('fees', 'payment'), opinion({ fees: 0.8 }, [{ ids: ['fees'], share: 0.8 }]))).toEqual(answer('fees', 'payment'))
  })

  it('asks back with both readings when the neighbours agree on another topic', () => {
    const checked = crossCheck(answer('increment'), opinion({ invoice: 1 }, [{ ids: ['invoice'], share: 1 }]))
    expect(checked).toEqual({ kind: 'clarify', choices: ['increment', 'invoice'], scores: {} })
  })

  it('hands over when the neighbours see neither the answer nor one clear other topic', () => {
    expect(crossCheck(answer('increment'), opinion({ fees: 0.4, vat: 0.35, payment: 0.25 }, [{ ids: ['fees'], share: 0.4 }]))).toEqual({ kind: 'handover', reason: 'unsure', scores: {} })
    // Their clear reading is a hand-over: not offered as a choice.
    expect(crossCheck(answer('fees'), opinion({ handover: 0.9 }, [{ ids: ['handover'], share: 0.9 }]))).toMatchObject({ kind: 'handover' })
    // Most of the neighbours went to a person: the answer is taken back even where some see its topic.
    expect(crossCheck(answer('payment'), opinion({ payment: 0.45, handover: 0.55 }, [{ ids: ['handover'], share: 0.55 }, { ids: ['payment'], share: 0.45 }]))).toMatchObject({ kind: 'handover', reason: 'unsure' })
    // No opinion at all: an answer with nothing behind it is not given.
    expect(crossCheck(answer('fees'), { votes: [], parts: new Map(), words: 3 })).toMatchObject({ kind: 'handover', reason: 'unsure' })
  })

  it('lets a clear majority decide where the rules were unsure', () => {
    const clear = opinion({ fees: 0.8, vat: 0.2 }, [{ ids: ['fees'], share: 0.8 }, { ids: ['vat'], share: 0.2 }])
    const unsure: Decision = { kind: 'handover', reason: 'unsure', scores: {} }
    expect(crossCheck(unsure, clear)).toEqual(answer('fees'))
    // A question back is settled on the choice they pick…
    expect(crossCheck({ kind: 'clarify', choices: ['vat', 'fees'], scores: {} }, clear)).toEqual(answer('fees'))
    // …not when they pick none of its choices, and not for a bare topic word.
    const clarify: Decision = { kind: 'clarify', choices: ['payment', 'invoice'], scores: {} }
    expect(crossCheck(clarify, clear)).toBe(clarify)
    const bare: Decision = { kind: 'clarify', choices: ['fees', 'vat'], scores: {} }
    expect(crossCheck(bare, opinion({ fees: 0.8 }, [{ ids: ['fees'], share: 0.8 }], 1))).toBe(bare)
    // No clear majority: the hand-over stands.
    expect(crossCheck(unsure, opinion({ fees: 0.6, vat: 0.4 }, [{ ids: ['fees'], share: 0.6 }, { ids: ['vat'], share: 0.4 }]))).toBe(unsure)
  })

  it('never answers over a hand-over with a reason', () => {
    const strong = opinion({ fees: 1 }, [{ ids: ['fees'], share: 1 }])
    const sensitive: Decision = { kind: 'handover', reason: 'sensitive', scores: {} }
    const unoffered: Decision = { kind: 'handover', reason: 'unoffered', scores: {} }
    const uncovered: Decision = { kind: 'handover', reason: 'unsure', scores: {}, uncovered: ['reifendruck'] }
    for (const decision of [sensitive, unoffered, uncovered]) expect(crossCheck(decision, strong)).toBe(decision)
    // Nor with a majority for a person.
    const unsure: Decision = { kind: 'handover', reason: 'unsure', scores: {} }
    expect(crossCheck(unsure, opinion({ handover: 1 }, [{ ids: ['handover'], share: 1 }]))).toBe(unsure)
  })
})

describe('the two readings together, on the labelled questions the service uses', () => {
  const neighbours = createNeighbours(labelledQuestions())
  const read = (text: string, context = { signedIn: false, seesPrices: false, onAuction: false }) => crossCheck(decide(text, context), neighbours.classify(text))

  it('takes back a confident answer on another topic and offers the right one', () => {
    // The rules alone read collection here ("load" read as loading a machine for transport; an unseen question of blind set 8 before it was spent).
    const text = 'Found this machine through Google. The pictures load fine but the price, the time left and the number of bids are all greyed out. How can I see them?'
    const onPage = { signedIn: false, seesPrices: false, onAuction: true }
    expect(decide(text, onPage)).toMatchObject({ kind: 'answer', ids: ['collection'] })
    expect(read(text, onPage)).toMatchObject({ kind: 'clarify', choices: expect.arrayContaining(['see_prices']) })
  })

  it('leaves plain questions answered', () => {
    expect(read('How high is the buyer fee?')).toMatchObject({ kind: 'answer', ids: ['fees'] })
    expect(read('Wie lange dauert die Prüfung meiner Firma?')).toMatchObject({ kind: 'answer', ids: ['kyc_duration'] })
    expect(read('what will I pay for this excavator', { signedIn: true, seesPrices: true, onAuction: true })).toMatchObject({ kind: 'answer', ids: ['my_price'] })
  })
})
