'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Props = {
  /** Same-origin API path; the server checks the role again. */
  action: string
  method: 'PATCH' | 'POST'
  body?: Record<string, unknown>
  label: string
  pendingLabel: string
  doneLabel: string
  failedLabel: string
  variant?: 'primary' | 'secondary'
}

/** One server action behind a button (block, unblock, resend): posts, reports the outcome, refreshes the screen. */
export function ActionButton({ action, method, body, label, pendingLabel, doneLabel, failedLabel, variant = 'secondary' }: Props) {
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  const run = async () => {
    setState('pending')
    setMessage('')
    try {
      const response = await fetch(action, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      })
      const json = (await response.json().catch(() => ({}))) as { message?: string; errors?: { message?: string }[] }
      if (!response.ok) {
        setState('failed')
        setMessage(json.message ?? json.errors?.[0]?.message ?? '')
        return
      }
      setState('done')
      router.refresh()
    } catch {
      setState('failed')
    }
  }

  return (
    <span className="mm-action">
      <button
        className={`btn btn--style-${variant} btn--size-small mm-action__button`}
        disabled={state === 'pending'}
        onClick={run}
        type="button"
      >
        {state === 'pending' ? pendingLabel : label}
      </button>
      <span aria-live="polite" className="mm-action__status" role="status">
        {state === 'done' ? doneLabel : state === 'failed' ? `${failedLabel}${message ? `: ${message}` : ''}` : ''}
      </span>
    </span>
  )
}
