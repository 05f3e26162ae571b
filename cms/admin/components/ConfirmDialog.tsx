'use client'

import React, { useEffect, useRef } from 'react'

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

/** The ids a confirm dialog gives its parts, from the caller's `useId()`: fields point at them. */
export const confirmDialogIds = (base: string) => ({ title: `${base}-title`, body: `${base}-body`, error: `${base}-error` })

type ConfirmDialogProps = {
  open: boolean
  /** Escape or Cancel: the caller closes its state and gives the focus back to its opener. */
  onClose: () => void
  onSubmit: (event: React.FormEvent) => void
  /** The base of the dialog's ids (confirmDialogIds). */
  idBase: string
  testId: string
  title: React.ReactNode
  body: React.ReactNode
  /** What the dialog asks between its body and its error (a field, warnings). */
  children?: React.ReactNode
  error?: string | null
  pending: boolean
  cancelLabel: string
  confirmLabel: string
  confirmClassName: string
  confirmDisabled?: boolean
  /** Where the focus goes when the dialog opens; the harmless choice, Cancel, when not given. */
  initialFocus?: React.RefObject<HTMLElement | null>
}

/**
 * The admin's one confirmation: a modal dialog (the native <dialog> shown with showModal, so the
 * page behind is inert) with a title and a body that say what will happen, keeping Tab inside
 * itself, closing on Escape or Cancel. Its form shows only while open.
 */
export function ConfirmDialog({
  open,
  onClose,
  onSubmit,
  idBase,
  testId,
  title,
  body,
  children,
  error,
  pending,
  cancelLabel,
  confirmLabel,
  confirmClassName,
  confirmDisabled = false,
  initialFocus,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const ids = confirmDialogIds(idBase)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // The focus is placed once, when it opens.
      ;(initialFocus?.current ?? cancelRef.current)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

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

  return (
    <dialog
      ref={dialogRef}
      className="ops-dialog"
      aria-labelledby={ids.title}
      aria-describedby={ids.body}
      data-testid={testId}
      onKeyDown={trapFocus}
      // Escape: the browser fires `cancel`; the caller closes through its state so the focus goes back.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      {open && (
        <form onSubmit={onSubmit} noValidate className="ops-form">
          <h2 id={ids.title} className="ops-dialog__title">
            {title}
          </h2>
          <p id={ids.body}>{body}</p>
          {children}
          {error && (
            <p className="ops-error" id={ids.error} role="alert">
              {error}
            </p>
          )}
          <div className="ops-inline ops-dialog__actions">
            <button ref={cancelRef} className="ops-btn ops-btn--secondary" type="button" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </button>
            <button className={confirmClassName} type="submit" disabled={pending || confirmDisabled}>
              {confirmLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  )
}
