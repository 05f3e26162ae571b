import express, { Router, type Request, type Response } from 'express'
import * as oidc from 'openid-client'
import type { Payload } from 'payload'
import { z } from 'zod'

import { safeNext } from '@core/routing/safe-redirect'

import { recordActivity } from '../../cms/collections/Activity/record-activity'
import { appleClientSecret } from '../auth/oidc/apple-client-secret'
import { clearedFlowCookie, FLOW_COOKIE, flowCookie, openFlow, readCookie, sealFlow, type TFlow } from '../auth/oidc/flow-cookie'
import { OIDC_PROVIDERS, type OidcProviderConfig, type OidcProviderName, oidcProvidersFromEnv } from '@core/auth/oidc-providers'
import { signInWithOidc } from '../auth/oidc/sign-in-with-oidc'
import { issuePayloadSession } from '../auth/issue-session'
import { limitedWith, type LimiterStore } from '../http/rate-limit'
import { validate } from '../http/validate'
import { safeText } from '@core/validation/safe-text'
import type { Logger } from '../logger'

/** Where the provider sends the browser back (register exactly this URL at the provider). */
export const CALLBACK_PATH = '/auth/callback'

/** Error codes the sign-in page turns into a message (`/signin?error=oidc_…`). */
export type OidcErrorCode = 'expired' | 'state' | 'denied' | 'failed' | 'unverified_email' | 'blocked' | 'unavailable'

export const ZStartParams = z.object({ provider: z.enum(OIDC_PROVIDERS) })
export const ZStartQuery = z.object({
  next: safeText().max(2000).optional(),
  lang: z.enum(['en', 'de']).default('en'),
})

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname)

/**
 * Google and Apple sign-in (OpenID Connect, authorization code flow with PKCE, state and nonce).
 * GET /svc/auth/oidc/:provider starts it: a signed, HttpOnly flow cookie keeps the verifier,
 * state, nonce and return path for ten minutes. GET or POST (Apple's form_post) /auth/callback
 * checks the answer with openid-client, finds or links or creates the account, and issues the
 * same Payload session cookie as a password sign-in. Every failure goes to the sign-in page with
 * a clear message and no session.
 */
export const oidcRouter = (deps: {
  payload: Payload
  publicUrl: string
  logger: Logger
  providers?: Map<OidcProviderName, OidcProviderConfig>
  /** Starts and callbacks per address in 15 minutes (each costs calls to the provider). */
  limit?: number
  limiterStore?: LimiterStore
}) => {
  const { payload, logger } = deps
  const providers = deps.providers ?? oidcProvidersFromEnv()
  const publicUrl = deps.publicUrl.replace(/\/$/, '')
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`
  const secureCookies = process.env.COOKIE_SECURE === 'true'
  const discovered = new Map<OidcProviderName, Promise<oidc.Configuration>>()

  /** Discovery once per provider (retried after a failure); Apple's client secret made per use. */
  const configurationFor = async (provider: OidcProviderConfig): Promise<oidc.Configuration> => {
    let pending = discovered.get(provider.name)
    if (!pending) {
      pending = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        oidc.ClientSecretPost(provider.clientSecret),
        // Plain http only for a provider on this machine (the tests' local provider).
        { execute: isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      discovered.set(provider.name, pending)
      pending.catch(() => discovered.delete(provider.name))
    }
    const config = await pending
    if (!provider.apple) return config
    const secret = appleClientSecret({ ...provider.apple, clientId: provider.clientId, audience: provider.issuer })
    const fresh = new oidc.Configuration(config.serverMetadata(), provider.clientId, undefined, oidc.ClientSecretPost(secret))
    if (isLoopback(provider.issuer)) oidc.allowInsecureRequests(fresh)
    return fresh
  }

  const signInPage = (lang: 'en' | 'de', code: OidcErrorCode) => `${lang === 'de' ? '/de' : ''}/signin?error=oidc_${code}`

  const fail = (res: Response, lang: 'en' | 'de', code: OidcErrorCode) => {
    res.set('Cache-Control', 'no-store')
    res.append('Set-Cookie', clearedFlowCookie())
    res.redirect(303, signInPage(lang, code))
  }

  const router = Router()
  const limiter = limitedWith('oidc', deps.limit ?? 100, 15 * 60_000, 'Too many attempts. Please wait a few minutes and try again.', deps.limiterStore)
  router.use(['/svc/auth/oidc', CALLBACK_PATH], limiter)

  router.get('/svc/auth/oidc/:provider', validate({ params: ZStartParams, query: ZStartQuery }), async (_req, res) => {
    const { params, query } = res.locals.input as { params: z.infer<typeof ZStartParams>; query: z.infer<typeof ZStartQuery> }
    const provider = providers.get(params.provider)
    if (!provider) return fail(res, query.lang, 'unavailable')
    let config: oidc.Configuration
    try {
      config = await configurationFor(provider)
    } catch (err) {
      logger.warn({ err, provider: provider.name }, 'OIDC discovery failed')
      return fail(res, query.lang, 'unavailable')
    }
    const verifier = oidc.randomPKCECodeVerifier()
    const flow: TFlow = {
      provider: provider.name,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      next: safeNext(query.next, query.lang === 'de' ? '/de/dashboard' : '/dashboard'),
      lang: query.lang,
      iat: Date.now(),
    }
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: provider.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
    })
    res.set('Cache-Control', 'no-store')
    res.append('Set-Cookie', flowCookie(sealFlow(flow, payload.secret), { crossSitePost: provider.responseMode === 'form_post', secure: secureCookies }))
    res.redirect(303, url.href)
  })

  const callback = async (req: Request, res: Response) => {
    const params = new URLSearchParams(
      req.method === 'POST' ? (req.body as Record<string, string>) : (req.query as Record<string, string>),
    )
    const flow = openFlow(readCookie(req.headers.cookie, FLOW_COOKIE), payload.secret)
    if (!flow) return fail(res, 'en', 'expired')
    const provider = providers.get(flow.provider)
    if (!provider) return fail(res, flow.lang, 'unavailable')
    // Our own state check first, so a forged or replayed answer is named as such.
    if (params.get('state') !== flow.state) return fail(res, flow.lang, 'state')
    if (params.has('error')) {
      logger.info({ provider: provider.name, error: params.get('error') }, 'OIDC provider returned an error')
      return fail(res, flow.lang, 'denied')
    }
    let identity
    try {
      const config = await configurationFor(provider)
      const current =
        req.method === 'POST'
          ? new globalThis.Request(redirectUri, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: params.toString() })
          : new URL(`${redirectUri}?${params.toString()}`)
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) return fail(res, flow.lang, 'failed')
      identity = {
        provider: provider.name,
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified as boolean | string | undefined,
      }
    } catch (err) {
      logger.warn({ err, provider: provider.name }, 'OIDC callback rejected')
      return fail(res, flow.lang, 'failed')
    }
    const outcome = await signInWithOidc(payload, identity, flow.lang)
    if (!outcome.ok) return fail(res, flow.lang, outcome.code)
    const session = await issuePayloadSession(payload, outcome.userId)
    await recordActivity(payload, { user: outcome.userId, type: 'sign_in', method: provider.name, headers: req.headers })
    res.set('Cache-Control', 'no-store')
    res.append('Set-Cookie', clearedFlowCookie())
    res.append('Set-Cookie', session.cookie)
    // The sealed flow holds a checked path; checked again so no older or other sealer's value leaves the site.
    res.redirect(303, safeNext(flow.next, flow.lang === 'de' ? '/de/dashboard' : '/dashboard'))
  }

  router.get(CALLBACK_PATH, (req, res, next) => void callback(req, res).catch(next))
  router.post(CALLBACK_PATH, express.urlencoded({ extended: false, limit: '16kb' }), (req, res, next) => void callback(req, res).catch(next))
  return router
}
