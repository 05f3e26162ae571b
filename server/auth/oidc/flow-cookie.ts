import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseCookie } from 'cookie'
import { z } from 'zod'

import { OIDC_PROVIDERS } from '@core/auth/oidc-providers'

/** The short-lived cookie that carries one sign-in attempt from start to callback. */
export const FLOW_COOKIE = 'mm-oidc'
export const FLOW_TTL_SECONDS = 10 * 60

export const ZFlow = z.object({
  provider: z.enum(OIDC_PROVIDERS),
  state: z.string().min(20),
  nonce: z.string().min(20),
  verifier: z.string().min(43),
  next: z.string(),
  lang: z.enum(['en', 'de']),
  /** Issued at (ms); the cookie's Max-Age is the browser's limit, this is ours. */
  iat: z.number(),
})
export type TFlow = z.infer<typeof ZFlow>

const mac = (secret: string, data: string) => createHmac('sha256', `oidc-flow:${secret}`).update(data).digest('base64url')

/** Signed (not secret: it is HttpOnly and only ever sent back to us), so it cannot be altered. */
export const sealFlow = (flow: TFlow, secret: string) => {
  const data = Buffer.from(JSON.stringify(flow)).toString('base64url')
  return `${data}.${mac(secret, data)}`
}

/** The flow, or null when the cookie is missing, altered or older than FLOW_TTL_SECONDS. */
export const openFlow = (value: string | undefined, secret: string, now = Date.now()): TFlow | null => {
  if (!value) return null
  const [data, signature] = value.split('.')
  if (!data || !signature) return null
  const expected = Buffer.from(mac(secret, data))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const flow = ZFlow.parse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')))
    return now - flow.iat <= FLOW_TTL_SECONDS * 1000 ? flow : null
  } catch {
    return null
  }
}

/**
 * Set-Cookie for the flow. Path /auth: only the callback sees it. Apple posts the answer from
 * its own site (form_post), and a Lax cookie is not sent on a cross-site POST, so that flow's
 * cookie is SameSite=None, which browsers accept only with Secure (HTTPS, or localhost).
 */
export const flowCookie = (value: string, options: { crossSitePost: boolean; secure: boolean }) =>
  [
    `${FLOW_COOKIE}=${value}`,
    'Path=/auth',
    `Max-Age=${FLOW_TTL_SECONDS}`,
    'HttpOnly',
    options.crossSitePost ? 'SameSite=None' : 'SameSite=Lax',
    ...(options.crossSitePost || options.secure ? ['Secure'] : []),
  ].join('; ')

export const clearedFlowCookie = () => `${FLOW_COOKIE}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax`

export const readCookie = (header: string | undefined, name: string): string | undefined => parseCookie(header ?? '')[name]
