'use client'

import React, { useId, useState } from 'react'

import { formatEuro, translator, type AdminKey, type AdminTexts } from '../../i18n/translate'
import { ConfirmDialog, confirmDialogIds } from '../../components/ConfirmDialog'
import { sendAction } from '../../components/post-action'
import { clock } from '@core/time/format'

type Outcome = 'matched' | 'partial' | 'over' | 'unknown' | 'booked'
type Match = {
  transactionId: string
  bookedOn: string
  amountCents: number
  remittance: string
  payer: string
  bankReference: string
  outcome: Outcome
  order: { id: number; reference: string; totalCents: number } | null
  openCents: number
  differenceCents: number
}
type Counts = Record<Outcome, number>

const countOf = (matches: Match[]): Counts => {
  const counts: Counts = { matched: 0, partial: 0, over: 0, unknown: 0, booked: 0 }
  for (const match of matches) counts[match.outcome] += 1
  return counts
}

/**
 * The payment matching (cms/ops/match-payments.ts): the operator picks the statement, sees each
 * payment as matched / partial / over-payment / unknown / already booked, and confirms in a dialog;
 * the same file is sent again on confirmation and matched again on the server, so what is booked
 * is what the server finds then (and a transaction booked before is never booked twice).
 */
export const PaymentMatching = ({ texts, lang }: { texts: AdminTexts; lang: string }) => {
  const t = translator(texts)
  const [file, setFile] = useState<File | null>(null)
  const [matches, setMatches] = useState<Match[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [result, setResult] = useState<Counts | null>(null)
  const baseId = useId()
  const ids = { ...confirmDialogIds(baseId), file: `${baseId}-file`, error: `${baseId}-upload-error` }
  const money = (cents: number) => formatEuro(cents / 100, lang)
  // A booking day is a calendar day: the one clock's day form, as every date of the admin.
  const day = (iso: string) => (iso ? clock(lang, 'UTC').day(iso) : t('common.none'))

  const send = async (step: 'preview' | 'confirm') => {
    if (!file) return null
    const form = new FormData()
    form.append('statement', file)
    setPending(true)
    setError(null)
    const response = await sendAction(`/api/ops/payments/${step}`, form, t('common.error'))
    setPending(false)
    if (!response.ok) {
      setError(response.message)
      return null
    }
    return response.data as { matches: Match[]; counts?: Counts }
  }
  const check = async (event: React.FormEvent) => {
    event.preventDefault()
    setResult(null)
    setMatches(null)
    const data = await send('preview')
    if (data) setMatches(data.matches)
  }
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault()
    const data = await send('confirm')
    if (!data) return
    setConfirming(false)
    setResult(data.counts ?? countOf(data.matches))
    setMatches(null)
  }
  const counts = matches ? countOf(matches) : null
  const bookable = counts ? counts.matched + counts.partial + counts.over : 0

  return (
    <div className="ops-form">
      <form className="ops-inline" onSubmit={check} noValidate>
        <label htmlFor={ids.file}>
          {t('bo.statement')}
          <input
            id={ids.file}
            type="file"
            accept=".xml,.csv,.txt,application/xml,text/xml,text/csv"
            aria-describedby={error ? ids.error : undefined}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null)
              setMatches(null)
              setResult(null)
            }}
            data-testid="statement-file"
          />
        </label>
        <button type="submit" className="ops-btn" disabled={!file || pending} data-testid="statement-check">
          {pending && !confirming ? t('bo.checking') : t('bo.check')}
        </button>
      </form>
      {error && !confirming && (
        <p className="ops-error" id={ids.error} role="alert" data-testid="statement-error">
          {error}
        </p>
      )}
      {result && (
        <p className="ops-ok" role="status" data-testid="statement-result">
          {t('bo.confirmed', { ...result })}
        </p>
      )}
      {matches && counts && (
        <>
          <p role="status" data-testid="statement-summary">
            {t('bo.summary', { ...counts })}
          </p>
          <table className="mm-table" data-testid="statement-matches">
            <caption className="mm-visually-hidden">{t('bo.payments')}</caption>
            <thead>
              <tr>
                {(['bo.col.date', 'bo.col.payer', 'bo.col.remittance', 'bo.col.amount', 'bo.col.order', 'bo.col.open', 'bo.col.outcome'] as AdminKey[]).map((key) => (
                  <th key={key} scope="col">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matches.map((match) => (
                <tr key={match.transactionId} data-outcome={match.outcome} data-testid={`match-${match.transactionId}`}>
                  <td>{day(match.bookedOn)}</td>
                  <td>{match.payer || t('common.none')}</td>
                  <th scope="row">{match.remittance || t('common.none')}</th>
                  <td>{money(match.amountCents)}</td>
                  <td>{match.order ? <a href={`/admin/orders/${match.order.id}`}>{match.order.reference}</a> : t('common.none')}</td>
                  <td>{match.order ? money(match.openCents) : t('common.none')}</td>
                  <td>
                    <span className={`bo-outcome bo-outcome--${match.outcome}`}>{t(`bo.outcome.${match.outcome}` as AdminKey, { rest: money(match.differenceCents) })}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {bookable === 0 ? (
            <p>{t('bo.nothingToBook')}</p>
          ) : (
            <div>
              <button type="button" className="ops-btn" aria-haspopup="dialog" onClick={() => setConfirming(true)} data-testid="statement-confirm">
                {t('bo.confirmAll')}
              </button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onSubmit={confirm}
        idBase={baseId}
        testId="statement-confirm-dialog"
        title={t('bo.confirmTitle', { count: bookable })}
        body={`${t('bo.confirmBody')} ${counts ? t('bo.summary', { ...counts }) : ''}`}
        error={confirming ? error : null}
        pending={pending}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('bo.confirmAll')}
        confirmClassName="ops-btn"
      />
    </div>
  )
}
