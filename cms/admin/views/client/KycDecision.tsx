'use client'

import React, { useId, useRef, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { ConfirmDialog, confirmDialogIds } from '../../components/ConfirmDialog'
import { useStaffAction } from '../../components/post-action'

import { KYC_REASONS, KYC_REQUESTABLE_DOCUMENTS, type KycReason, type KycRequestedDocument } from '@core/domain/kyc-desk'
import { KYC_REASON, KYC_REQUESTED_DOCUMENT } from '../../i18n/labels'

type Decision = 'approve' | 'reject' | 'request_info'

/** A duplicate signal as the dialog shows it: the sentence and the link to the other record. */
export type KycSignalText = { text: string; href: string }

/**
 * Approve, or reject with a reason, each after a confirmation: a modal dialog (the native
 * <dialog> shown with showModal, so the page behind is inert) that names the company, the account
 * and the decision, keeps Tab inside itself, closes on Escape or Cancel and gives the focus back to
 * the button that opened it. Rejecting asks for the reason in the dialog (required here and on the
 * server) and shows it as the applicant will read it; reasons are picked from the list (core
 * KYC_REASONS). "Request more information" is the third decision: the documents needed (list and
 * message) go to the applicant, and the application keeps its place in the queue. Duplicate signals and the VIES answer are
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
  blocked,
}: {
  id: number
  company: string
  account: string
  texts: AdminTexts
  signals?: readonly KycSignalText[]
  vies?: string
  /** The account holds a staff role: approving is refused (separation of duties), only Reject is offered. */
  staffRecord?: boolean
  /** Another reviewer holds the application (their name and until when): no decision here. */
  blocked?: string
}) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  const [open, setOpen] = useState<Decision | null>(null)
  const [decided, setDecided] = useState<Decision | null>(null)
  const [reason, setReason] = useState('')
  const [reasons, setReasons] = useState<KycReason[]>([])
  const [documents, setDocuments] = useState<KycRequestedDocument[]>([])
  const [localError, setLocalError] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const firstDocumentRef = useRef<HTMLInputElement>(null)
  const firstReasonRef = useRef<HTMLInputElement>(null)
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
    if (open === 'request_info' && documents.length === 0) return setLocalError(t('kyc.documentsRequired'))
    if (open === 'request_info' && reasons.length === 0) return setLocalError(t('kyc.reasonsRequired'))
    // A rejection needs a reason from the list; its free text is optional.
    if (open === 'reject' && reasons.length === 0) {
      setLocalError(t('kyc.rejectReasonsRequired'))
      firstReasonRef.current?.focus()
      return
    }
    if (open === 'request_info' && !reason.trim()) {
      setLocalError(t('kyc.requestNoteRequired'))
      reasonRef.current?.focus()
      return
    }
    setLocalError(null)
    const decision = open as Decision
    const body = decision === 'approve' ? { decision } : decision === 'reject' ? { decision, reasons, ...(reason.trim() ? { reason } : {}) } : { decision, reason, reasons, documents }
    const result = await run(`/api/ops/kyc/${id}/decision`, body)
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
          disabled={pending || staffRecord || Boolean(blocked)}
          onClick={show('approve')}
          aria-haspopup="dialog"
          aria-describedby={staffRecord ? ids.staff : undefined}
          data-testid="kyc-approve"
        >
          {t('kyc.approve')}
        </button>
        <button className="ops-btn ops-btn--secondary" type="button" disabled={pending || Boolean(blocked)} onClick={show('request_info')} aria-haspopup="dialog" data-testid="kyc-request-info">
          {t('kyc.requestInfo')}
        </button>
        <button className="ops-btn ops-btn--danger" type="button" disabled={pending || Boolean(blocked)} onClick={show('reject')} aria-haspopup="dialog">
          {t('kyc.reject')}
        </button>
      </div>
      {blocked && (
        <p className="mm-muted" data-testid="kyc-blocked">
          {blocked}
        </p>
      )}
      {staffRecord && (
        <p id={ids.staff} className="mm-muted" data-testid="kyc-staff-record">
          {t('kyc.staffRecord')}
        </p>
      )}
      <div aria-live="polite">{done && decided && <p className="ops-ok">{decided === 'reject' ? t('kyc.rejected') : decided === 'request_info' ? t('kyc.infoRequested') : t('kyc.approved')}</p>}</div>

      {/* Rejecting starts in the reason; approving on the harmless choice, Cancel. */}
      <ConfirmDialog
        open={open !== null}
        onClose={close}
        onSubmit={confirm}
        idBase={baseId}
        testId="kyc-confirm"
        title={t(open === 'reject' ? 'kyc.confirm.rejectTitle' : open === 'request_info' ? 'kyc.confirm.requestTitle' : 'kyc.confirm.approveTitle', { company })}
        body={t(open === 'reject' ? 'kyc.confirm.rejectBody' : open === 'request_info' ? 'kyc.confirm.requestBody' : 'kyc.confirm.approveBody', vars)}
        error={message}
        pending={pending}
        cancelLabel={t('common.cancel')}
        confirmLabel={t(open === 'reject' ? 'kyc.confirm.reject' : open === 'request_info' ? 'kyc.confirm.request' : 'kyc.confirm.approve')}
        confirmClassName={open === 'reject' ? 'ops-btn ops-btn--danger' : 'ops-btn'}
        initialFocus={open === 'reject' ? firstReasonRef : open === 'request_info' ? firstDocumentRef : undefined}
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
        {open === 'request_info' && (
          <fieldset className="mm-fieldset" data-testid="kyc-documents">
            <legend>{t('kyc.documentsNeeded')}</legend>
            {KYC_REQUESTABLE_DOCUMENTS.map((document, index) => (
              <label key={document}>
                <input
                  ref={index === 0 ? firstDocumentRef : undefined}
                  type="checkbox"
                  checked={documents.includes(document)}
                  onChange={(event) => setDocuments((list) => (event.target.checked ? [...list, document] : list.filter((item) => item !== document)))}
                />
                {t(KYC_REQUESTED_DOCUMENT[document])}
              </label>
            ))}
          </fieldset>
        )}
        {open !== null && open !== 'approve' && (
          <fieldset className="mm-fieldset" data-testid="kyc-reasons">
            <legend>{t('kyc.reasons')}</legend>
            {KYC_REASONS.map((item, index) => (
              <label key={item}>
                <input
                  ref={index === 0 ? firstReasonRef : undefined}
                  type="checkbox"
                  checked={reasons.includes(item)}
                  onChange={(event) => setReasons((list) => (event.target.checked ? [...list, item] : list.filter((entry) => entry !== item)))}
                />
                {t(KYC_REASON[item])}
              </label>
            ))}
          </fieldset>
        )}
        {(open === 'reject' || open === 'request_info') && (
          <>
            <label htmlFor={ids.reason}>{t(open === 'request_info' ? 'kyc.requestNote' : 'kyc.rejectTextOptional')}</label>
            <textarea
              id={ids.reason}
              ref={reasonRef}
              value={reason}
              maxLength={1000}
              required={open === 'request_info'}
              aria-invalid={open === 'request_info' && Boolean(localError)}
              aria-describedby={[ids.hint, message ? ids.error : ''].filter(Boolean).join(' ')}
              onChange={(event) => {
                setReason(event.target.value)
                if (event.target.value.trim()) setLocalError(null)
              }}
            />
            <p id={ids.hint} className="mm-muted">
              {t(open === 'request_info' ? 'kyc.confirm.reasonHint' : 'kyc.confirm.optionalHint')}
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
