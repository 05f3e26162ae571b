/**
 * What the second reading (core/domain/support-neighbours.ts) changes, set by set: each set is read
 * by the rules alone, by the rules checked against the nearest labelled questions, and then
 * against the classifier too (support-classifier.ts); the neighbours and the classifier are built
 * from every other set (leave one set out), so a set's own questions never vote on it. The figures use `approximateGiven` (no service); report figures from `npm run support:score`.
 * Usage: npx tsx scripts/support-second-reading.ts blind8 [questions] [dev] …   (SHOW=1: every changed decision;
 * AGREE_AT / OFFER_AT / VETO_AT / RESCUE_AT: other limits. Never the unseen set, UNSEEN_SET in server/support/labelled-questions.ts)
 */
import { createNeighbours, crossCheck, CROSS_CHECK } from '@core/domain/support-neighbours'
import { decide, type Decision } from '@core/domain/support-understanding'
import { checkWithModel, trainClassifier } from '@core/domain/support-classifier'
import { LABELLED_SETS, UNSEEN_SET } from '../server/support/labelled-questions'

import { approximateGiven, figuresOf, loadEvalSet, pct, readingVerdict, type EvalSetName, type Given, type Verdict } from './support-eval-set'

const limits = { agreeAt: Number(process.env.AGREE_AT ?? CROSS_CHECK.agreeAt), offerAt: Number(process.env.OFFER_AT ?? CROSS_CHECK.offerAt), vetoAt: Number(process.env.VETO_AT ?? CROSS_CHECK.vetoAt), rescueAt: Number(process.env.RESCUE_AT ?? CROSS_CHECK.rescueAt), settleWords: CROSS_CHECK.settleWords }
const shown = (d: Decision) => (d.kind === 'answer' ? d.ids.join('+') : d.kind === 'clarify' ? `clarify ${d.choices.join('/')}` : `handover (${d.reason})`)

for (const target of process.argv.slice(2) as EvalSetName[]) {
  if (target === UNSEEN_SET) throw new Error(`${UNSEEN_SET} is the unseen set: it is scored once with npm run support:score, never tuned on`)
  const started = performance.now()
  const others = Object.entries(LABELLED_SETS).flatMap(([name, set]) => (name === target ? [] : set.questions))
  const neighbours = createNeighbours(others)
  const built = performance.now() - started
  const classifier = trainClassifier(others)
  const trained = performance.now() - started - built
  const results = { rules: [] as { lang: string; verdict: Verdict; kind: Given['kind'] }[], checked: [] as { lang: string; verdict: Verdict; kind: Given['kind'] }[], model: [] as { lang: string; verdict: Verdict; kind: Given['kind'] }[] }
  const times: number[] = []
  for (const q of loadEvalSet(target)) {
    const buyer = q.as === 'buyer'
    const rules = decide(q.q, { signedIn: buyer, seesPrices: buyer, onAuction: q.page === 'detail' })
    const at = performance.now()
    const opinion = neighbours.classify(q.q)
    times.push(performance.now() - at)
    const checked = crossCheck(rules, opinion, limits)
    const model = checkWithModel(rules, checked, opinion, classifier.predict(q.q))
    for (const [name, d] of [['rules', rules], ['checked', checked], ['model', model]] as const) {
      const given = approximateGiven(q, d)
      const verdict: Verdict = readingVerdict(q.expect, given) ?? 'right'
      results[name].push({ lang: q.lang, verdict, kind: given.kind })
      if (process.env.SHOW && name === 'model' && d !== checked) console.log(`${verdict.padEnd(8)} ${shown(checked)} => ${shown(d)}   expected ${q.expect.join('+')} | ${q.q.slice(0, 90)}`)
      if (process.env.SHOW && name === 'checked' && d !== rules) console.log(`${verdict.padEnd(8)} ${shown(rules)} -> ${shown(d)}   expected ${q.expect.join('+')} | ${q.q.slice(0, 90)}`)
    }
  }
  times.sort((a, b) => a - b)
  const line = (name: keyof typeof results) =>
    ['en', 'de'].map((lang) => {
      const f = figuresOf(results[name].filter((r) => r.lang === lang))
      return `${lang} ${pct(f.accuracy)} right, ${pct(f.wrong)} wrong, ${pct(f.handover)} hand-over`
    }).join(' | ')
  console.log(`${target} rules alone:   ${line('rules')}`)
  console.log(`${target} cross-checked: ${line('checked')}   (index of the other sets built in ${built.toFixed(0)} ms; a reading p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms)`)
  console.log(`${target} with the classifier: ${line('model')}   (trained in ${trained.toFixed(0)} ms)`)
}
