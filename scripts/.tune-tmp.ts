import { decide } from '../core/domain/support-understanding'
import { loadEvalSet, judge, figuresOf, pct } from '../scripts/support-eval-set'
const set = process.argv[2] === 'heldout' ? 'heldout' : 'questions'
const qs = loadEvalSet(set as 'questions')
for (const lang of ['en', 'de'] as const) {
  const res = qs.filter((q) => q.lang === lang).map((q) => {
    const d = decide(q.q, { signedIn: q.as === 'buyer', seesPrices: q.as === 'buyer', onAuction: q.page === 'detail' })
    const given = d.kind === 'answer' ? { kind: 'answer' as const, ids: d.ids, markdown: '' } : { kind: d.kind, markdown: '' }
    const verdict = judge(q, given, {}, () => '')
    if (verdict !== 'right') console.log(verdict.padEnd(8), lang, JSON.stringify(q.q), 'exp', q.expect.join(','), 'got', d.kind, d.kind === 'answer' ? d.ids.join(',') : d.kind === 'clarify' ? d.choices.join(',') : '', JSON.stringify(d.scores))
    return { verdict, kind: given.kind }
  })
  const f = figuresOf(res)
  console.log(lang, f.n, 'acc', pct(f.accuracy), 'wrong', pct(f.wrong), 'handover', pct(f.handover))
}
