'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Result = { ok: true; data: unknown } | { ok: false; message: string }

/** Sends a staff action to /api/ops/…; the server answers {data} or {error: {message}}. */
export const postAction = async (path: string, body?: unknown, fallback = 'The action failed.'): Promise<Result> => {
  try {
    const isForm = body instanceof FormData
    const response = await fetch(`/api/ops/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: isForm || body === undefined ? undefined : { 'content-type': 'application/json' },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json().catch(() => null)) as { data?: unknown; error?: { message?: string } } | null
    if (!response.ok) return { ok: false, message: json?.error?.message ?? fallback }
    return { ok: true, data: json?.data }
  } catch {
    return { ok: false, message: fallback }
  }
}

/** One action button or form: pending state, the server's message, and a fresh server render after success. */
export const useOpsAction = (fallback: string) => {
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const run = async (path: string, body?: unknown) => {
    setPending(true)
    setError(null)
    setDone(false)
    const result = await postAction(path, body, fallback)
    setPending(false)
    if (!result.ok) {
      setError(result.message)
      return null
    }
    setDone(true)
    router.refresh()
    return result.data
  }
  return { run, pending, error, done }
}
