'use client'

import React, { useId, useRef, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { ConfirmDialog, confirmDialogIds } from '../../components/ConfirmDialog'
import { useStaffAction } from '../../components/post-action'

type Kind = 'paid' | 'release' | 'cancel'

/**
 * The order page's actions (cms/ops/change-order-status.ts checks role and state again): each
 * opens a confirmation that names the order and its amount. Mark paid asks for the bank reference,
 * the amount and the day received; cancelling asks for the reason.
 */
export const OrderActions = ({
  id,
  reference,
  amount,
  openAmount,
  today,
  can,
  texts,
}: {
  id: number
  reference: string
  /** The order's total, formatted. */
  amount: string
  /** The amount still open, in euros (the default of "amount received"). */
  openAmount: number
  /** YYYY-MM-DD in the platform's zone. */
  today: string
  can: { paid: boolean; release: boolean; cancel: boolean }
  texts: AdminTexts
}) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  const [open, setOpen] = useState<Kind | null>(null)
  const [reason, setReason] = useState('')
  const [bankRef, setBankRef] = useState('')
  const [received, setReceived] = useState(openAmount.toFixed(2))
  const [paidOn, setPaidOn] = useState(today)
  const firstField = useRef<HTMLInputElement>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const openers = { paid: useRef<HTMLButtonElement>(null), release: useRef<HTMLButtonElement>(null), cancel: useRef<HTMLButtonElement>(null) }
  const baseId = useId()
  const ids = { ...confirmDialogIds(baseId), reason: `${baseId}-reason`, ref: `${baseId}-ref`, amount: `${baseId}-amount`, day: `${baseId}-day` }

  const close = () => {
    const was = open
    setOpen(null)
    if (was) openers[was].current?.focus()
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!open) return
    const path = { paid: 'paid', release: 'picked-up', cancel: 'cancel' }[open]
    const body =
      open === 'paid' ? { sepa_reference: bankRef, amount: Number(received.replace(',', '.')), paid_on: paidOn } : open === 'cancel' ? { reason } : {}
    const result = await run(`/api/ops/orders/${id}/${path}`, body)
    if (result !== null) setOpen(null)
  }
  const vars = { reference, amount }
  const dialog = {
    paid: { title: t('bo.markPaidTitle', vars), body: t('bo.markPaidBody'), confirm: t('bo.markPaidConfirm'), className: 'ops-btn', disabled: !bankRef.trim() || !received.trim() || !paidOn },
    release: { title: t('bo.releaseTitle', vars), body: t('bo.releaseBody'), confirm: t('bo.releaseConfirm'), className: 'ops-btn', disabled: false },
    cancel: { title: t('bo.cancelTitle', vars), body: t('bo.cancelBody'), confirm: t('bo.cancelConfirm'), className: 'ops-btn ops-btn--danger', disabled: reason.trim().length < 3 },
  }
  const current = open ? dialog[open] : dialog.paid
  const described = error ? ids.error : undefined

  return (
    <div className="ops-inline" data-testid="order-actions">
      {can.paid && (
        <button ref={openers.paid} type="button" className="ops-btn" aria-haspopup="dialog" onClick={() => setOpen('paid')} data-testid="order-mark-paid">
          {t('bo.markPaid')}
        </button>
      )}
      {can.release && (
        <button ref={openers.release} type="button" className="ops-btn" aria-haspopup="dialog" onClick={() => setOpen('release')} data-testid="order-release">
          {t('bo.release')}
        </button>
      )}
      {can.cancel && (
        <button ref={openers.cancel} type="button" className="ops-btn ops-btn--danger" aria-haspopup="dialog" onClick={() => setOpen('cancel')} data-testid="order-cancel">
          {t('bo.cancel')}
        </button>
      )}
      {done && !open && (
        <span className="ops-ok" role="status">
          {t('bo.done')}
        </span>
      )}
      <ConfirmDialog
        open={open !== null}
        onClose={close}
        onSubmit={submit}
        idBase={baseId}
        testId="order-confirm"
        title={current.title}
        body={current.body}
        error={error}
        pending={pending}
        cancelLabel={open === 'cancel' ? t('bo.keep') : t('common.cancel')}
        confirmLabel={current.confirm}
        confirmClassName={current.className}
        confirmDisabled={current.disabled}
        initialFocus={open === 'paid' ? firstField : open === 'cancel' ? reasonField : undefined}
      >
        {open === 'paid' && (
          <>
            <label htmlFor={ids.ref}>{t('bo.bankReference')}</label>
            <input id={ids.ref} ref={firstField} value={bankRef} maxLength={140} required aria-required="true" aria-describedby={described} autoComplete="off" onChange={(event) => setBankRef(event.target.value)} />
            <label htmlFor={ids.amount}>{t('bo.amountReceived')}</label>
            <input id={ids.amount} value={received} inputMode="decimal" required aria-required="true" aria-describedby={described} onChange={(event) => setReceived(event.target.value)} />
            <label htmlFor={ids.day}>{t('bo.paidOn')}</label>
            <input id={ids.day} type="date" value={paidOn} required aria-required="true" aria-describedby={described} onChange={(event) => setPaidOn(event.target.value)} />
          </>
        )}
        {open === 'cancel' && (
          <>
            <label htmlFor={ids.reason}>{t('bo.cancelReason')}</label>
            <textarea id={ids.reason} ref={reasonField} value={reason} maxLength={500} required aria-required="true" aria-describedby={described} onChange={(event) => setReason(event.target.value)} />
          </>
        )}
      </ConfirmDialog>
    </div>
  )
}
