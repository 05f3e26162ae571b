/**
 * Fast loop for tuning the support assistant's understanding: asks `decide()` (no service, no
 * database) the project set and/or the dev set and prints the misses and the figures, EN and DE.
 * An approximation of the service (the personal readings become the general ones for visitors; no
 * named-machine or category-only fallback); report figures from `npm run support:score`.
 * Usage: npx tsx scripts/support-decide-loop.ts dev [questions] [heldout] [blind] [blind2] [blind3] [blind4] [blind5]   (SUPPORT_LOOP_QUIET=1: figures only)
 */
import { decide } from '@core/domain/support-understanding'
import { detectCategory } from '@core/domain/support-intents'

import { figuresOf, loadEvalSet, pct, readingVerdict, type EvalSetName, type Given, type Verdict } from './support-eval-set'

const sets = (process.argv.slice(2).length ? process.argv.slice(2) : ['dev']) as EvalSetName[]
for (const name of sets) {
  if (!['questions', 'dev', 'heldout', 'blind', 'blind2', 'blind3', 'blind4', 'blind5'].includes(name)) throw new Error('only the project, dev, heldout and spent blind sets (blind … blind5) are tuned on; never blind6')
  const results: { lang: string; verdict: Verdict; kind: Given['kind'] }[] = []
  for (const q of loadEvalSet(name)) {
    const buyer = q.as === 'buyer'
    const d = decide(q.q, { signedIn: buyer, seesPrices: buyer, onAuction: q.page === 'detail' })
    let kind: Given['kind'] = d.kind
    let ids: string[] = d.kind === 'answer' ? d.ids.map((id) => (id === 'my_price' && !buyer ? 'see_prices' : id === 'my_invoice' && !buyer ? 'invoice' : id)) : []
    ids = [...new Set(ids)]
    if (d.kind !== 'answer' && d.kind !== 'handover' || (d.kind === 'handover' && d.reason === 'unsure')) {
      const category = detectCategory(q.q)
      if (category && q.q.split(/\s+/).length <= 6 && !(d.kind === 'handover' && d.uncovered?.length)) {
        kind = 'answer'
        ids = ['live_count']
      }
    }
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
