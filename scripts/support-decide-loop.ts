/**
 * Fast loop for tuning the support assistant's understanding: asks `decide()` (no service, no
 * database) the project set and/or the dev set and prints the misses and the figures, EN and DE.
 * The rule reading alone, as the service would give it (`approximateGiven`); report figures from
 * `npm run support:score`. scripts/support-second-reading.ts shows what the second reading changes.
 * Usage: npx tsx scripts/support-decide-loop.ts dev [questions] [heldout] [blind] … [blind8]   (SUPPORT_LOOP_QUIET=1: figures only;
 * never the unseen set, UNSEEN_SET in server/support/labelled-questions.ts)
 */
import { decide } from '@core/domain/support-understanding'
import { UNSEEN_SET } from '../server/support/labelled-questions'

import { approximateGiven, figuresOf, loadEvalSet, pct, readingVerdict, type EvalSetName, type Given, type Verdict } from './support-eval-set'

const sets = (process.argv.slice(2).length ? process.argv.slice(2) : ['dev']) as EvalSetName[]
for (const name of sets) {
  if (name === UNSEEN_SET) throw new Error(`${UNSEEN_SET} is the unseen set: it is scored once with npm run support:score, never tuned on`)
  const results: { lang: string; verdict: Verdict; kind: Given['kind'] }[] = []
  for (const q of loadEvalSet(name)) {
    const buyer = q.as === 'buyer'
    const d = decide(q.q, { signedIn: buyer, seesPrices: buyer, onAuction: q.page === 'detail' })
    const { kind, ids } = approximateGiven(q, d)
    const expected = q.expect
    // The scorer's rule for what was read; there are no answer texts here, so no links to check.
    const verdict: Verdict = readingVerdict(expected, { kind, ids }) ?? 'right'
    results.push({ lang: q.lang, verdict, kind })
    if (verdict !== 'right' && !process.env.SUPPORT_LOOP_QUIET) {
      const why = d.kind === 'handover' ? ` (${d.reason})` : d.kind === 'clarify' ? ` ${d.choices.join('/')}` : ''
      const top = Object.entries(d.scores).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0)).slice(0, 3).map(([id, s]) => `${id}:${s}`).join(' ')
      console.log(`${verdict.toUpperCase().padEnd(8)} [${name} ${q.lang}${q.as ? ' ' + q.as : ''}${q.page ? ' detail' : ''}] ${q.q}\n         expected ${expected.join('+')}  got ${kind} ${ids.join('+')}${why}  [${top}]`)
    }
  }
  for (const lang of ['en', 'de']) {
    const f = figuresOf(results.filter((r) => r.lang === lang))
    console.log(`${name} ${lang}: n=${f.n} accuracy ${pct(f.accuracy)} wrong ${pct(f.wrong)} hand-over ${pct(f.handover)}`)
  }
}
