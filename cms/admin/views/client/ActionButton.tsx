'use client'

import React from 'react'

import { useOpsAction } from './post-action'

/** A single-click staff action (publish, picked up, …) with the server's answer next to it. */
export const ActionButton = ({
  path,
  body,
  label,
  done: doneText,
  fallback,
  variant = 'secondary',
}: {
  path: string
  body?: unknown
  label: string
  done: string
  fallback: string
  variant?: 'primary' | 'secondary' | 'danger'
}) => {
  const { run, pending, error, done } = useOpsAction(fallback)
  return (
    <span className="ops-inline">
      <button
        type="button"
        className={buttonClass(variant)}
        disabled={pending}
        onClick={() => void run(path, body ?? {})}
      >
        {label}
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

const buttonClass = (variant: 'primary' | 'secondary' | 'danger') => `ops-btn${variant === 'primary' ? '' : ` ops-btn--${variant}`}`

/** A staff action that needs one text (a reason, a SEPA reference) before it can be sent. */
export const ReasonForm = ({
  path,
  field,
  label,
  submit,
  done: doneText,
  fallback,
  variant = 'secondary',
  multiline = false,
  extra,
}: {
  path: string
  field: string
  label: string
  submit: string
  done: string
  fallback: string
  variant?: 'primary' | 'secondary' | 'danger'
  multiline?: boolean
  extra?: Record<string, unknown>
}) => {
  const { run, pending, error, done } = useOpsAction(fallback)
  const [value, setValue] = React.useState('')
  const id = React.useId()
  return (
    <form
      className="ops-inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void run(path, { ...extra, [field]: value })
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
      <button type="submit" className={buttonClass(variant)} disabled={pending}>
        {submit}
      </button>
      <ActionStatus error={error} done={done} doneText={doneText} />
    </form>
  )
}
