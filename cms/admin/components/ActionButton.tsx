'use client'

import React from 'react'

import { useStaffAction } from './post-action'

type Variant = 'primary' | 'secondary' | 'danger'

/**
 * THE staff action button of the admin (block, unblock, resend, publish, picked up, …): sends one
 * request to a same-origin API path (the server checks the role again), shows the pending label,
 * then the done text or the server's message, and renders the screen again after success.
 */
export const ActionButton = ({
  action,
  method = 'POST',
  body,
  label,
  pendingLabel,
  done: doneText,
  fallback,
  variant = 'secondary',
}: {
  /** Same-origin API path, e.g. /api/ops/listings/4/status. */
  action: string
  method?: 'POST' | 'PATCH'
  body?: unknown
  label: string
  /** Shown on the button while the request runs (default: the label). */
  pendingLabel?: string
  done: string
  /** Shown when the request fails without a message of its own. */
  fallback: string
  variant?: Variant
}) => {
  const { run, ready, pending, error, done } = useStaffAction(fallback)
  return (
    <span className="ops-inline">
      <button type="button" className={buttonClass(variant)} disabled={!ready || pending} onClick={() => void run(action, body ?? {}, method)}>
        {pending && pendingLabel ? pendingLabel : label}
      </button>
      <ActionStatus error={error} done={done} doneText={doneText} />
    </span>
  )
}

/** The action's outcome, announced politely: the error (as an alert) or the done text. */
const ActionStatus = ({ error, done, doneText }: { error: string | null | undefined; done: boolean; doneText: string }) => (
  <span aria-live="polite">
    {error && (
      <span className="ops-error" role="alert">
        {error}
      </span>
    )}
    {done && <span className="ops-ok">{doneText}</span>}
  </span>
)

const buttonClass = (variant: Variant) => `ops-btn${variant === 'primary' ? '' : ` ops-btn--${variant}`}`

/** A staff action that needs one text (a reason, a SEPA reference) before it can be sent. */
export const ReasonForm = ({
  action,
  field,
  label,
  submit,
  done: doneText,
  fallback,
  variant = 'secondary',
  multiline = false,
  extra,
}: {
  /** Same-origin API path, e.g. /api/ops/orders/4/cancel. */
  action: string
  field: string
  label: string
  submit: string
  done: string
  fallback: string
  variant?: Variant
  multiline?: boolean
  extra?: Record<string, unknown>
}) => {
  const { run, ready, pending, error, done } = useStaffAction(fallback)
  const [value, setValue] = React.useState('')
  const id = React.useId()
  return (
    <form
      className="ops-inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void run(action, { ...extra, [field]: value })
      }}
    >
      <label htmlFor={id}>
        {label}
        {multiline ? (
          <textarea id={id} value={value} onChange={(event) => setValue(event.target.value)} maxLength={500} />
        ) : (
          <input id={id} value={value} onChange={(event) => setValue(event.target.value)} maxLength={140} />
        )}
      </label>
      <button type="submit" className={buttonClass(variant)} disabled={!ready || pending}>
        {submit}
      </button>
      <ActionStatus error={error} done={done} doneText={doneText} />
    </form>
  )
}
