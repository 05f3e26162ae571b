'use client'

import React, { useId, useRef, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { ConfirmDialog, confirmDialogIds } from '../../components/ConfirmDialog'
import { useStaffAction } from '../../components/post-action'

/**
 * "Erase account" (GDPR, cms/ops/erase-account.ts) on the admin's user screen: a modal dialog
 * (native <dialog> with showModal, so the page behind is inert) that names the account, says what
 * goes and what stays, and asks for the account's email address typed as confirmation. Tab stays
 * inside, Escape or Cancel closes it and gives the focus back to the button that opened it.
 */
export const EraseAccount = ({ id, account, texts }: { id: number | string; account: string; texts: AdminTexts }) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const baseId = useId()
  const ids = { ...confirmDialogIds(baseId), input: `${baseId}-input` }

  const close = () => {
    setOpen(false)
    openerRef.current?.focus()
  }
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault()
    const result = await run(`/api/ops/users/${id}/erase`, { confirm_email: typed })
    if (result !== null) setOpen(false)
  }
  if (done) return <p className="ops-ok" role="status">{t('erase.done')}</p>
  return (
    <div className="ops-form">
      <button ref={openerRef} className="ops-btn ops-btn--danger" type="button" disabled={pending} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('erase.button')}
      </button>
      <ConfirmDialog
        open={open}
        onClose={close}
        onSubmit={confirm}
        idBase={baseId}
        testId="erase-confirm"
        title={t('erase.title', { account })}
        body={t('erase.body', { account })}
        error={error}
        pending={pending}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('erase.confirm')}
        confirmClassName="ops-btn ops-btn--danger"
        confirmDisabled={typed.trim().length === 0}
        initialFocus={inputRef}
      >
        <label htmlFor={ids.input}>{t('erase.confirmLabel')}</label>
        <input
          id={ids.input}
          ref={inputRef}
          type="email"
          autoComplete="off"
          value={typed}
          maxLength={320}
          required
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </div>
  )
}
