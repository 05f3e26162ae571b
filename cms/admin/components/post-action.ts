'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

type Result = { ok: true; data: unknown } | { ok: false; message: string }
type ErrorBody = { error?: { message?: string } | string; message?: string; errors?: { message?: string }[] } | null

/** The message of a refused request: ours ({error: {message}}), the admin endpoints' ({message}) or Payload's ({errors: [{message}]}). */
const messageOf = (json: ErrorBody): string | undefined =>
  (typeof json?.error === 'object' ? json.error.message : undefined) ?? json?.message ?? json?.errors?.[0]?.message

/**
 * Sends a staff action to a same-origin API path (`/api/ops/…`, `/api/users/…`, …); the server
 * checks the role again and answers the data or an error with a message.
 */
export const sendAction = async (url: string, body?: unknown, fallback = 'The action failed.', method: 'POST' | 'PATCH' = 'POST'): Promise<Result> => {
  try {
    const isForm = body instanceof FormData
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: isForm || body === undefined ? undefined : { 'content-type': 'application/json' },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as (ErrorBody & { data?: unknown }) | null
    if (!response.ok) return { ok: false, message: messageOf(json) || fallback }
    return { ok: true, data: json?.data }
  } catch {
    return { ok: false, message: fallback }
  }
}

/** A staff action under /api/ops/… (the operations screens' forms). */
export const postAction = (path: string, body?: unknown, fallback?: string): Promise<Result> => sendAction(`/api/ops/${path}`, body, fallback)

/**
 * One action button or form: pending state, the server's message, and a fresh server render after
 * success. `ready` turns true once the screen is live in the browser: until then the button is
 * rendered disabled, so a click before the screen has loaded is not silently lost (nothing would
 * send it) and a form is not submitted natively.
 */
export const useStaffAction = (fallback: string) => {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const run = async (url: string, body?: unknown, method: 'POST' | 'PATCH' = 'POST') => {
    setPending(true)
    setError(null)
    setDone(false)
    const result = await sendAction(url, body, fallback, method)
    setPending(false)
    if (!result.ok) {
      setError(result.message)
      return null
    }
    setDone(true)
    router.refresh()
    return result.data
  }
  return { run, ready, pending, error, done }
}
