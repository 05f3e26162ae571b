'use client'

import { useState, type FormEvent } from 'react'

type Labels = Record<'template' | 'language' | 'to' | 'send' | 'sending' | 'sent' | 'failed' | 'english' | 'german', string>

/** Sends one template with sample data to an address; the server validates and checks the role. */
export function EmailTestForm({ templates, labels, defaultTo }: { templates: readonly string[]; labels: Labels; defaultTo: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setState('sending')
    setMessage('')
    try {
      const response = await fetch('/api/email-logs/test', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ template: form.get('template'), language: form.get('language'), to: form.get('to') }),
      })
      const json = (await response.json().catch(() => ({}))) as { message?: string }
      setState(response.ok ? 'sent' : 'failed')
      setMessage(response.ok ? '' : (json.message ?? ''))
    } catch {
      setState('failed')
    }
  }

  return (
    <form className="mm-form" onSubmit={submit}>
      <label>
        {labels.template}
        <select name="template" required>
          {templates.map((template) => (
            <option key={template} value={template}>
              {template}
            </option>
          ))}
        </select>
      </label>
      <label>
        {labels.language}
        <select defaultValue="en" name="language">
          <option value="en">{labels.english}</option>
          <option value="de">{labels.german}</option>
        </select>
      </label>
      <label>
        {labels.to}
        <input autoComplete="email" defaultValue={defaultTo} maxLength={254} name="to" required type="email" />
      </label>
      <button className="btn btn--style-primary btn--size-small" disabled={state === 'sending'} type="submit">
        {state === 'sending' ? labels.sending : labels.send}
      </button>
      <p aria-live="polite" className="mm-form__status" role="status">
        {state === 'sent' ? labels.sent : state === 'failed' ? `${labels.failed}${message ? `: ${message}` : ''}` : ''}
      </p>
    </form>
  )
}
