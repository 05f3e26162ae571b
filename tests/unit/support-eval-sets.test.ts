import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ANSWER_IDS } from '@core/domain/support-understanding'
import { EVAL_SETS, loadAnswerSpecs, loadEvalSet, type EvalSetName } from '../../scripts/support-eval-set'
import { LABELLED_SETS, UNSEEN_SET } from '../../server/support/labelled-questions'

/**
 * Every evaluation set in server/support/labelled/ is well formed: a set with an unknown id, a misspelt
 * field or an empty question would score as a miss (or not at all) and skew the figures quietly.
 */
const dir = path.resolve(import.meta.dirname, '../../server/support/labelled')
const sets = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'answers.json')
  .map((file) => file.replace(/\.json$/, '') as EvalSetName)

describe('support evaluation sets', () => {
  const specs = loadAnswerSpecs()
  const known = new Set<string>([...ANSWER_IDS, 'handover', 'clarify'])

  it('every answer id has its fact and link, and every spec is an answer id', () => {
    expect(Object.keys(specs).sort()).toEqual([...ANSWER_IDS].sort())
    for (const [id, spec] of Object.entries(specs)) {
      expect(spec.fact, id).toMatch(/\S/)
      expect(spec.link, id).toMatch(/^\//)
    }
  })

  it('the scorer asks every set, and the second reading knows every set but the unseen one', () => {
    expect([...EVAL_SETS].sort()).toEqual([...sets].sort())
    expect(Object.keys(LABELLED_SETS).sort()).toEqual(sets.filter((name) => name !== UNSEEN_SET).sort())
    expect(sets).toContain(UNSEEN_SET)
  })

  it.each(sets)('%s: every question has a language, a text, known expected ids and known fields', (name) => {
    const questions = loadEvalSet(name)
    expect(questions.length).toBeGreaterThan(0)
    const texts = new Set<string>()
    for (const q of questions) {
      const where = `${name}: ${JSON.stringify(q.q)}`
      expect(Object.keys(q).every((key) => ['lang', 'q', 'expect', 'as', 'page'].includes(key)), where).toBe(true)
      expect(['en', 'de'], where).toContain(q.lang)
      expect(q.q.trim(), where).not.toBe('')
      expect(q.expect.length, where).toBeGreaterThan(0)
      for (const id of q.expect) expect(known.has(id), `${where}: unknown id ${id}`).toBe(true)
      // A hand-over or a question back is the whole expectation, never beside an answer.
      if (q.expect.includes('handover') || q.expect.includes('clarify')) expect(q.expect, where).toHaveLength(1)
      if (q.as !== undefined) expect(['visitor', 'buyer'], where).toContain(q.as)
      if (q.page !== undefined) expect(q.page, where).toBe('detail')
      texts.add(`${q.lang}|${q.as ?? ''}|${q.page ?? ''}|${q.q}`)
    }
    // No question twice in one set (it would count twice).
    expect(texts.size).toBe(questions.length)
  })
})
