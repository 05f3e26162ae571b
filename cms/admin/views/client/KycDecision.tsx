'use client'

import React, { useId, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { useStaffAction } from '../../components/post-action'

/** Approve, or reject with a reason (required here and on the server). */
export const KycDecision = ({ id, texts }: { id: number; texts: AdminTexts }) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  const [reason, setReason] = useState('')
  const [decision, setDecision] = useState<'approve' | 'reject' | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const reasonId = useId()
  const errorId = useId()

  const reject = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!reason.trim()) {
      setLocalError(t('kyc.reasonRequired'))
      return
    }
    setLocalError(null)
    setDecision('reject')
    await run(`/api/ops/kyc/${id}/decision`, { decision: 'reject', reason })
  }
  const message = localError ?? error
  return (
    <div className="ops-form">
      <div className="ops-inline">
        <button
          className="ops-btn"
          type="button"
          disabled={pending}
          onClick={async () => {
            setDecision('approve')
            await run(`/api/ops/kyc/${id}/decision`, { decision: 'approve' })
          }}
        >
          {t('kyc.approve')}
        </button>
      </div>
      <form onSubmit={reject} noValidate className="ops-form">
        <label htmlFor={reasonId}>{t('kyc.rejectReason')}</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={1000}
          aria-invalid={Boolean(localError)}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="ops-inline">
          <button className="ops-btn ops-btn--danger" type="submit" disabled={pending}>
            {t('kyc.reject')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {message && (
          <p className="ops-error" id={errorId} role="alert">
            {message}
          </p>
        )}
        {done && <p className="ops-ok">{decision === 'reject' ? t('kyc.rejected') : t('kyc.approved')}</p>}
      </div>
    </div>
  )
}
