import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { safeReturnPath } from '@core/routing/safe-redirect'

import { AppError } from './errors'

/** What an API answer (JSON, images, files) may do if a browser opens it as a page: nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"
/**
 * An HTML page whose part sent no header of its own (the site's static pages carry their policy
 * in a <meta> tag, which cannot say frame-ancestors): the rules only a header can give.
 */
export const PAGE_HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'"
/**
 * PDFs (KYC documents): the admin shows them inline in an <object>, so same-origin framing is
 * allowed; no default-src, as Chrome's PDF viewer breaks under it (its page has inline styles).
 */
export const PDF_CSP = "frame-ancestors 'self'; base-uri 'none'; form-action 'none'"

/** HSTS only where the site is HTTPS: PUBLIC_URL says so, or COOKIE_SECURE=true (TLS ends in front). */
export const wantsHsts = (env: { PUBLIC_URL?: string; COOKIE_SECURE?: string }) =>
  env.COOKIE_SECURE === 'true' || (env.PUBLIC_URL ?? '').toLowerCase().startsWith('https://')

/**
 * Headers for everything the front door serves. The service's own answers (/svc, /health,
 * socket.io) are JSON: `API_CSP`. Proxied answers get theirs in `secureProxiedResponse`.
 */
export const securityHeaders = ({ hsts }: { hsts: boolean }): RequestHandler[] => [
  helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // One year; not includeSubDomains, as other hosts of the operator's domain are not ours to pin.
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  }),
  (_req, res, next) => {
    res.setHeader('content-security-policy', API_CSP)
    next()
  },
]

const headerText = (value: string | string[] | number | undefined) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))

/**
 * A redirect from the CMS or the site to a path on this origin (a trailing-slash or locale redirect,
 * Next's `redirect()`) goes through the one safe-redirect rule on its way out: a `Location` such as
 * `//evil.example/` or `/\\evil.example` (built from an odd request path) becomes the path normalised
 * by the rule, or `/`. Absolute URLs a part chose on purpose (the "Sell" link's settings URL) are
 * left alone.
 */
export const guardProxiedLocation = (proxyRes: IncomingMessage) => {
  const location = proxyRes.headers.location
  if (typeof location !== 'string' || !/^\s*[/\\]/.test(location)) return
  proxyRes.headers.location = safeReturnPath(location) ?? '/'
}

/**
 * The CSP of a response from the CMS or the site, on its way out (http-proxy's `proxyRes`):
 * JSON always gets `API_CSP`; a policy the part set itself is kept and gets frame-ancestors
 * 'none' if it lacks one; an HTML page without one gets `PAGE_HEADER_CSP`; a PDF `PDF_CSP`;
 * anything else (images, scripts, styles) keeps the front door's `API_CSP`.
 */
export const secureProxiedResponse = (proxyRes: IncomingMessage, _req: IncomingMessage, res: ServerResponse) => {
  guardProxiedLocation(proxyRes)
  // A 304 revalidates a page the browser already holds, and its headers replace the stored ones:
  // the front door's API policy on it would run the cached page under default-src 'none' (no
  // scripts, no styles). It carries no policy; the stored page keeps its own.
  if (proxyRes.statusCode === 304) {
    delete proxyRes.headers['content-security-policy']
    res.removeHeader('content-security-policy')
    return
  }
  const type = headerText(proxyRes.headers['content-type']).toLowerCase()
  const own = proxyRes.headers['content-security-policy']
  if (type.includes('json')) {
    proxyRes.headers['content-security-policy'] = API_CSP
  } else if (own) {
    const policy = headerText(own)
    if (!/(^|;)\s*frame-ancestors\s/i.test(policy)) proxyRes.headers['content-security-policy'] = `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`
  } else if (type.startsWith('text/html')) {
    proxyRes.headers['content-security-policy'] = PAGE_HEADER_CSP
  } else if (type.startsWith('application/pdf')) {
    proxyRes.headers['content-security-policy'] = PDF_CSP
    res.setHeader('x-frame-options', 'SAMEORIGIN')
  }
}

/**
 * Paths that cannot be decoded, hold a NUL byte or climb a folder once decoded (`..%2f`) are
 * refused before any routing or proxying: 400 instead of an error deep inside a part.
 */
export const rejectMalformedPaths: RequestHandler = (req, _res, next) => {
  const raw = req.originalUrl.split('?')[0] ?? ''
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    next(new AppError(400, 'invalid_path', 'The address is not valid.'))
    return
  }
  if (decoded.includes('\0') || /(^|[/\\])\.\.([/\\]|$)/.test(decoded)) {
    next(new AppError(400, 'invalid_path', 'The address is not valid.'))
    return
  }
  next()
}
