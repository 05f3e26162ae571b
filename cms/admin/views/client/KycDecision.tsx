'use client'

import React, { useId, useRef, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { ConfirmDialog, confirmDialogIds } from '../../components/ConfirmDialog'
import { useStaffAction } from '../../components/post-action'

type Decision = 'approve' | 'reject'

/** A duplicate signal as the dialog shows it: the sentence and the link to the other record. */
export type KycSignalText = { text: string; href: string }

/**
 * Approve, or reject with a reason, each after a confirmation: a modal dialog (the native
 * <dialog> shown with showModal, so the page behind is inert) that names the company, the account
 * and the decision, keeps Tab inside itself, closes on Escape or Cancel and gives the focus back to
 * the button that opened it. Rejecting asks for the reason in the dialog (required here and on the
 * server) and shows it as the applicant will read it. Duplicate signals and the VIES answer are
 * repeated in the dialog (they warn, they never block).
 */
export const KycDecision = ({
  id,
  company,
  account,
  texts,
  signals = [],
  vies,
  staffRecord = false,
}: {
  id: number
  company: string
  account: string
  texts: AdminTexts
  signals?: readonly KycSignalText[]
  vies?: string
  /** The account holds a staff role: approving is refused (separation of duties), only Reject is offered. */
  staffRecord?: boolean
}) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  const [open, setOpen] = useState<Decision | null>(null)
  const [decided, setDecided] = useState<Decision | null>(null)
  const [reason, setReason] = useState('')
  const [localError, setLocalError] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  const baseId = useId()
  const ids = { ...confirmDialogIds(baseId), staff: `${baseId}-staff`, reason: `${baseId}-reason`, hint: `${baseId}-hint` }

  const show = (decision: Decision) => (event: React.MouseEvent<HTMLButtonElement>) => {
    openerRef.current = event.currentTarget
    setLocalError(null)
    setOpen(decision)
  }
  const close = () => {
    setOpen(null)
    setLocalError(null)
    openerRef.current?.focus()
  }

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault()
    if (open === 'reject' && !reason.trim()) {
      setLocalError(t('kyc.reasonRequired'))
      reasonRef.current?.focus()
      return
    }
    setLocalError(null)
    const decision = open as Decision
    const result = await run(`/api/ops/kyc/${id}/decision`, decision === 'reject' ? { decision, reason } : { decision })
    if (result !== null) {
      setDecided(decision)
      setOpen(null)
    }
  }

  const message = localError ?? error
  const vars = { company, account }
  return (
    <div className="ops-form">
      <div className="ops-inline">
        <button
          className="ops-btn"
          type="button"
          disabled={pending || staffRecord}
          onClick={show('approve')}
          aria-haspopup="dialog"
          aria-describedby={staffRecord ? ids.staff : undefined}
          data-testid="kyc-approve"
        >
          {t('kyc.approve')}
        </button>
        <button className="ops-btn ops-btn--danger" type="button" disabled={pending} onClick={show('reject')} aria-haspopup="dialog">
          {t('kyc.reject')}
        </button>
      </div>
      {staffRecord && (
        <p id={ids.staff} className="mm-muted" data-testid="kyc-staff-record">
          {t('kyc.staffRecord')}
        </p>
      )}
      <div aria-live="polite">{done && decided && <p className="ops-ok">{decided === 'reject' ? t('kyc.rejected') : t('kyc.approved')}</p>}</div>

      {/* Rejecting starts in the reason; approving on the harmless choice, Cancel. */}
      <ConfirmDialog
        open={open !== null}
        onClose={close}
        onSubmit={confirm}
        idBase={baseId}
        testId="kyc-confirm"
        title={t(open === 'reject' ? 'kyc.confirm.rejectTitle' : 'kyc.confirm.approveTitle', { company })}
        body={t(open === 'reject' ? 'kyc.confirm.rejectBody' : 'kyc.confirm.approveBody', vars)}
        error={message}
        pending={pending}
        cancelLabel={t('common.cancel')}
        confirmLabel={t(open === 'reject' ? 'kyc.confirm.reject' : 'kyc.confirm.approve')}
        confirmClassName={open === 'reject' ? 'ops-btn ops-btn--danger' : 'ops-btn'}
        initialFocus={open === 'reject' ? reasonRef : undefined}
      >
        {vies && (
          <p className="mm-muted">
            {t('kyc.vies.label')}: {vies}
          </p>
        )}
        {signals.length > 0 && (
          <div className="ops-signals" role="note" aria-labelledby={`${baseId}-signals`} data-testid="kyc-confirm-signals">
            <h3 id={`${baseId}-signals`}>{t('kyc.signals.title')}</h3>
            <ul>
              {signals.map((signal) => (
                <li key={`${signal.href}:${signal.text}`}>
                  <a href={signal.href} target="_blank" rel="noopener noreferrer">
                    {signal.text}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {open === 'reject' && (
          <>
            <label htmlFor={ids.reason}>{t('kyc.rejectReason')}</label>
            <textarea
              id={ids.reason}
              ref={reasonRef}
              value={reason}
              maxLength={1000}
              required
              aria-required="true"
              aria-invalid={Boolean(localError)}
              aria-describedby={[ids.hint, message ? ids.error : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                setReason(event.target.value)
                if (event.target.value.trim()) setLocalError(null)
              }}
            />
            <p id={ids.hint} className="mm-muted">
              {t('kyc.confirm.reasonHint')}
            </p>
            {reason.trim() && (
              <figure className="ops-dialog__preview" data-testid="kyc-reason-preview">
                <figcaption>{t('kyc.confirm.reasonPreview')}</figcaption>
                <blockquote>{reason.trim()}</blockquote>
              </figure>
            )}
          </>
        )}
      </ConfirmDialog>
    </div>
  )
}
