'use client'

import React, { useEffect, useId, useRef, useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { useStaffAction } from '../../components/post-action'

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const baseId = useId()
  const ids = { title: `${baseId}-title`, body: `${baseId}-body`, input: `${baseId}-input`, error: `${baseId}-error` }

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      inputRef.current?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  const close = () => {
    setOpen(false)
    openerRef.current?.focus()
  }
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault()
    const result = await run(`/api/ops/users/${id}/erase`, { confirm_email: typed })
    if (result !== null) setOpen(false)
  }
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

  if (done) return <p className="ops-ok" role="status">{t('erase.done')}</p>
  return (
    <div className="ops-form">
      <button ref={openerRef} className="ops-btn ops-btn--danger" type="button" disabled={pending} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('erase.button')}
      </button>
      <dialog
        ref={dialogRef}
        className="ops-dialog"
        aria-labelledby={ids.title}
        aria-describedby={ids.body}
        data-testid="erase-confirm"
        onKeyDown={trapFocus}
        onCancel={(event) => {
          event.preventDefault()
          close()
        }}
      >
        {open && (
          <form onSubmit={confirm} noValidate className="ops-form">
            <h2 id={ids.title} className="ops-dialog__title">
              {t('erase.title', { account })}
            </h2>
            <p id={ids.body}>{t('erase.body', { account })}</p>
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
            {error && (
              <p className="ops-error" id={ids.error} role="alert">
                {error}
              </p>
            )}
            <div className="ops-inline ops-dialog__actions">
              <button className="ops-btn ops-btn--secondary" type="button" onClick={close} disabled={pending}>
                {t('common.cancel')}
              </button>
              <button className="ops-btn ops-btn--danger" type="submit" disabled={pending || typed.trim().length === 0}>
                {t('erase.confirm')}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  )
}
