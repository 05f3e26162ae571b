'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import { translator, type AdminTexts, type Translate } from '../../i18n/translate'
import { useStaffAction } from '../../components/post-action'

type Decision = 'approve' | 'reject'

/** A duplicate signal as the dialog shows it: the sentence and the link to the other record. */
export type KycSignalText = { text: string; href: string }

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab stay inside the dialog. */
const trapFocus = (event: React.KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== 'Tab') return
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLButtonElement | null>(null)
  const baseId = useId()
  const ids = { staff: `${baseId}-staff`, title: `${baseId}-title`, body: `${baseId}-body`, reason: `${baseId}-reason`, hint: `${baseId}-hint`, error: `${baseId}-error` }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // Rejecting starts in the reason; approving on the harmless choice, Cancel.
      ;(open === 'reject' ? reasonRef.current : cancelRef.current)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

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
      <DecisionButtons t={t} pending={pending} staffRecord={staffRecord} staffId={ids.staff} onApprove={show('approve')} onReject={show('reject')} />
      <div aria-live="polite">{done && decided && <p className="ops-ok">{decided === 'reject' ? t('kyc.rejected') : t('kyc.approved')}</p>}</div>

      <dialog
        ref={dialogRef}
        className="ops-dialog"
        aria-labelledby={ids.title}
        aria-describedby={ids.body}
        data-testid="kyc-confirm"
        onKeyDown={trapFocus}
        // Escape: the browser fires `cancel`; we close through our state so the focus goes back.
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
      >
        {open && (
          <form onSubmit={confirm} noValidate className="ops-form">
            <h2 id={ids.title} className="ops-dialog__title">
              {t(open === 'reject' ? 'kyc.confirm.rejectTitle' : 'kyc.confirm.approveTitle', { company })}
            </h2>
            <p id={ids.body}>{t(open === 'reject' ? 'kyc.confirm.rejectBody' : 'kyc.confirm.approveBody', vars)}</p>
            {vies && (
              <p className="mm-muted">
                {t('kyc.vies.label')}: {vies}
              </p>
            )}
            {signals.length > 0 && <SignalsNote titleId={`${baseId}-signals`} title={t('kyc.signals.title')} signals={signals} />}
            {open === 'reject' && (
              <ReasonField
                t={t}
                ids={ids}
                fieldRef={reasonRef}
                reason={reason}
                invalid={Boolean(localError)}
                hasMessage={Boolean(message)}
                onChange={(value) => {
                  setReason(value)
                  if (value.trim()) setLocalError(null)
                }}
              />
            )}
            {message && (
              <p className="ops-error" id={ids.error} role="alert">
                {message}
              </p>
            )}
            <div className="ops-inline ops-dialog__actions">
              <button ref={cancelRef} className="ops-btn ops-btn--secondary" type="button" onClick={close} disabled={pending}>
                {t('common.cancel')}
              </button>
              <button className={open === 'reject' ? 'ops-btn ops-btn--danger' : 'ops-btn'} type="submit" disabled={pending}>
                {t(open === 'reject' ? 'kyc.confirm.reject' : 'kyc.confirm.approve')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  )
}

/** The duplicate signals, each linking to the other record (they warn, they never block). */
const SignalsNote = ({ titleId, title, signals }: { titleId: string; title: string; signals: readonly KycSignalText[] }) => (
  <div className="ops-signals" role="note" aria-labelledby={titleId} data-testid="kyc-confirm-signals">
    <h3 id={titleId}>{title}</h3>
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
)

/** The rejection's reason (required), with a preview as the applicant will read it. */
const ReasonField = ({ t, ids, fieldRef, reason, invalid, hasMessage, onChange }: {
  t: Translate
  ids: { reason: string; hint: string; error: string }
  fieldRef: React.RefObject<HTMLTextAreaElement | null>
  reason: string
  invalid: boolean
  hasMessage: boolean
  onChange: (value: string) => void
}) => (
  <>
    <label htmlFor={ids.reason}>{t('kyc.rejectReason')}</label>
    <textarea
      id={ids.reason}
      ref={fieldRef}
      value={reason}
      maxLength={1000}
      required
      aria-required="true"
      aria-invalid={invalid}
      aria-describedby={[ids.hint, hasMessage ? ids.error : ''].filter(Boolean).join(' ')}
      onChange={(event) => onChange(event.target.value)}
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
)

/** Approve and Reject, each opening the dialog; for a staff account only Reject is possible, and the note says why. */
const DecisionButtons = ({ t, pending, staffRecord, staffId, onApprove, onReject }: {
  t: Translate
  pending: boolean
  staffRecord: boolean
  staffId: string
  onApprove: React.MouseEventHandler<HTMLButtonElement>
  onReject: React.MouseEventHandler<HTMLButtonElement>
}) => (
  <>
    <div className="ops-inline">
      <button
        className="ops-btn"
        type="button"
        disabled={pending || staffRecord}
        onClick={onApprove}
        aria-haspopup="dialog"
        aria-describedby={staffRecord ? staffId : undefined}
        data-testid="kyc-approve"
      >
        {t('kyc.approve')}
      </button>
      <button className="ops-btn ops-btn--danger" type="button" disabled={pending} onClick={onReject} aria-haspopup="dialog">
        {t('kyc.reject')}
      </button>
    </div>
    {staffRecord && (
      <p id={staffId} className="mm-muted" data-testid="kyc-staff-record">
        {t('kyc.staffRecord')}
      </p>
    )}
  </>
)
