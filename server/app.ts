import compression from 'compression'
import type { Server as HttpServer } from 'node:http'
import express from 'express'
import type { Payload } from 'payload'
import { Server } from 'socket.io'

import type { ClientToServerEvents, ServerToClientEvents } from '@core/contract'
import { internalToken } from '@core/auth/internal-token'
import { createCachedUserResolver } from './auth/cached-user'
import { isStaffUser } from '../cms/access/roles'
import { resolveUser, type SessionUser } from './auth/resolve-user'
import { mountGateway } from './gateway'
import { applyTrustProxy, clientAddress } from './http/client-ip'
import { errorHandler, notFound } from './http/errors'
import { rejectMalformedPaths, securityHeaders, wantsHsts } from './http/security-headers'
import type { Logger } from './logger'
import type { BiddingService } from './bidding/bidding-service'
import { accountSettingsRouter } from './routes/account-settings'
import { openApiRouter } from './routes/api-description'
import { dashboardRouter } from './routes/dashboard'
import { signUpRouter, type AccountLimits } from './routes/sign-up'
import { authRateLimits, type AuthLimits } from './routes/auth-limits'
import { auctionsRouter } from './routes/auctions'
import { auctionListRouter } from './routes/auction-list'
import { auctionPageRouter } from './routes/auction-page'
import { comparablesRouter } from './routes/comparables'
import { savedSearchesRouter } from './routes/saved-searches'
import type { SavedSearchAlerts } from './notifications/saved-search-alerts'
import { remindersRouter } from './routes/reminders'
import { leadsRouter } from './routes/leads'
import { bidsRouter, broadcastTo, ownLabelTo } from './routes/bids'
import { internalRouter } from './routes/internal'
import { settingsRouter } from './routes/settings'
import { createSettingsInvalidation } from './settings/invalidate'
import { createSettingsSource, forgetSettings as forgetCachedSettings } from './settings/settings'
import { invoicesRouter } from './routes/invoices'
import { healthRouter } from './routes/health'
import { supportRouter, type SupportLimits } from './routes/support'
import { oidcRouter } from './routes/oidc'
import type { OidcProviderConfig, OidcProviderName } from '@core/auth/oidc-providers'
import { watchlistRouter } from './routes/watchlist'
import { memoryLimiters, type LimiterStore } from './http/rate-limit'
import type { ClusterView } from './realtime/instances'
import { createAccessRevocation } from './realtime/revoke-access'
import { registerSocketHandlers } from './sockets'
import { limitConnections, type SocketLimits } from './sockets/limits'
import { createSnapshotCache } from './realtime/snapshot-cache'
import type { AuctionRepository, HealthProbe } from './storage/auction-repository'
import { SVC_BODY_LIMIT_BYTES } from '@core/validation/body-limits'
import type { CatalogRepository } from './storage/catalog-repository'
import { createKnowledgeBase } from './support/knowledge-base'
import { createLiveFacts } from './support/live-facts'
import type { LlmConfig } from './support/llm-answer'
import { createSupportAssistant } from './support/support-assistant'

export type ServiceDeps = {
  logger: Logger
  auctions: AuctionRepository
  probe: HealthProbe
  /**
   * Payload's Local API: enables the account endpoints (sign-up, email verification) and, with
   * `catalog`, the read side of the auction list and the watchlist (both need the session).
   */
  payload?: Payload
  catalog?: CatalogRepository
  publicUrl?: string
  /** Bid placement and history; without it the service only serves snapshots. */
  bidding?: BiddingService
  /** Invoice PDFs for their buyers (and admins). */
  invoices?: Parameters<typeof invoicesRouter>[0]
  /** Set when this service is also the front door of the one origin. */
  cmsUrl?: string
  siteUrl?: string
  /** Rate limits of the account endpoints and of Payload's auth endpoints at the gateway. */
  accountLimits?: AccountLimits
  authLimits?: AuthLimits
  /** Rate limits of the support widget's functions. */
  supportLimits?: SupportLimits
  /** Optional OpenAI-compatible model for the support assistant (offline answers otherwise). */
  supportLlm?: LlmConfig | null
  /** Google / Apple sign-in; default: from the OIDC_* environment variables. */
  oidcProviders?: Map<OidcProviderName, OidcProviderConfig>
  /** express 'trust proxy' (see server/http/client-ip.ts); default: TRUST_PROXY, unset trusts nobody. */
  trustProxy?: string
  /** Strict-Transport-Security; default: when PUBLIC_URL is https or COOKIE_SECURE=true. */
  hsts?: boolean
  /** Where every rate limit counts (server/http/rate-limit.ts): Redis with REDIS_URL, else this process. */
  limiterStore?: LimiterStore
  /** With REDIS_URL: this instance's id, Redis's health and the other instances' heartbeats (/health). */
  cluster?: ClusterView
  /** This instance's id in /health when there is no cluster view. */
  instanceId?: string
  /** True while the service stops gracefully: /health/instance answers 503 so the balancer moves on. */
  draining?: () => boolean
  /** Socket connections per address and joins per socket (server/sockets/limits.ts). */
  socketLimits?: SocketLimits
  /** Saved-search alerts for auctions staff create live (the internal refresh). */
  savedSearchAlerts?: Pick<SavedSearchAlerts, 'afterLive'>
}

/**
 * Wires the bidding service: its HTTP API under /svc, /health, socket.io, and (when given the
 * other parts' URLs) the gateway to the CMS and the site.
 */
export const createApplication = (httpServer: HttpServer, deps: ServiceDeps) => {
  const app = express()
  const limiterStore = deps.limiterStore ?? memoryLimiters
  app.disable('x-powered-by')
  // X-Forwarded-For counts only from the proxies the operator names (TRUST_PROXY).
  applyTrustProxy(app, deps.trustProxy ?? process.env.TRUST_PROXY)

  // Security headers for everything the front door serves; proxied pages keep the CSP their part
  // sets for its own scripts (see server/http/security-headers.ts).
  app.use(securityHeaders({ hsts: deps.hsts ?? wantsHsts({ PUBLIC_URL: deps.publicUrl ?? process.env.PUBLIC_URL, COOKIE_SECURE: process.env.COOKIE_SECURE }) }))
  app.use(rejectMalformedPaths)
  // gzip/brotli for what the front door sends: the site's HTML, scripts and styles, JSON answers.
  // Responses already encoded upstream (the CMS's Next.js) and incompressible types (images,
  // PDFs) pass through untouched.
  app.use(compression())

  app.use(healthRouter({ probe: deps.probe, cmsUrl: deps.cmsUrl, siteUrl: deps.siteUrl, cluster: deps.cluster, instanceId: deps.instanceId, draining: deps.draining }))

  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    serveClient: false,
    cors: { origin: false },
  })
  const tellBidder = ownLabelTo(io)
  // The bid limit's per-address key follows the same TRUST_PROXY rule as req.ip.
  io.use((socket, next) => {
    socket.data.clientIp = clientAddress(app, socket.request)
    next()
  })
  // With bidding wired, snapshots come from the bid store (with min_next_bid and bid_increment).
  const auctions: AuctionRepository = deps.bidding ? { findSnapshot: deps.bidding.snapshot } : deps.auctions
  // Joins are answered from this instance's copy of each auction's snapshot, kept current by the
  // broadcasts (server/realtime/snapshot-cache.ts); every broadcast goes through it.
  const snapshots = createSnapshotCache(io, { load: (id) => auctions.findSnapshot(id), send: broadcastTo(io) })
  const broadcast = snapshots.broadcast
  // Connections per client address (by the TRUST_PROXY rule above): stops one address opening
  // sockets in a loop, not a storm of many (server/sockets/limits.ts).
  io.use(limitConnections(deps.socketLimits, limiterStore))

  // Who is asking, for reads that depend on it (prices): each session is checked at most every 5 s.
  // Acting paths (bids, account changes) check the session themselves, uncached.
  const resolveSessionUser = (headers: Record<string, string | string[] | undefined>): Promise<SessionUser | null> =>
    deps.bidding ? deps.bidding.resolveUser(headers) : deps.payload ? resolveUser(deps.payload, headers) : Promise.resolve(null)
  const userOf = createCachedUserResolver(resolveSessionUser)
  // Sign-outs, blocks, KYC, role and email changes end the user's price stream on every instance.
  const revokeAccess = createAccessRevocation(io, { forgetUser: userOf.forgetUser, logger: deps.logger })
  // The settings' one cached copy per process (cms/settings/read-settings.ts), read by every route
  // here and forgotten on every instance when an admin saves them.
  const settings = deps.bidding?.settings ?? (deps.payload ? createSettingsSource(deps.payload) : undefined)
  const payloadOf = deps.payload
  const forgetSettings = payloadOf ? createSettingsInvalidation(io, { forget: () => (forgetCachedSettings(payloadOf), snapshots.clear()), logger: deps.logger }) : undefined

  const svc = express.Router()
  svc.use(express.json({ limit: SVC_BODY_LIMIT_BYTES }))
  // The description of everything below (server/routes/api-description.ts), public.
  svc.use(openApiRouter())
  if (deps.payload) {
    svc.use(signUpRouter({ payload: deps.payload, limits: deps.accountLimits, limiterStore }))
    svc.use(accountSettingsRouter({ payload: deps.payload, limiterStore, revokeAccess }))
    svc.use(dashboardRouter({ payload: deps.payload }))
    svc.use(comparablesRouter({ payload: deps.payload, userOf }))
    svc.use(remindersRouter({ payload: deps.payload, userOf, settings, limiterStore, publicUrl: deps.publicUrl }))
  }
  if (settings) svc.use(settingsRouter({ settings, userOf }))
  if (deps.payload && deps.catalog) {
    svc.use(auctionListRouter({ catalog: deps.catalog, payload: deps.payload, userOf, limiterStore, settings }))
    svc.use(auctionPageRouter({ payload: deps.payload, snapshots: auctions, userOf, bidding: deps.bidding, settings }))
    svc.use(leadsRouter({ payload: deps.payload, publicUrl: deps.publicUrl, limiterStore }))
    svc.use(watchlistRouter({ payload: deps.payload, limiterStore }))
    svc.use(savedSearchesRouter({ payload: deps.payload, catalog: deps.catalog, limiterStore }))
    const { payload } = deps
    const knowledge = createKnowledgeBase(payload)
    // Built ahead of the first question; a failure here is retried by that question.
    void knowledge.warm().catch(() => undefined)
    const facts = createLiveFacts({ payload, catalog: deps.catalog, snapshots: auctions })
    svc.use(
      supportRouter({
        payload,
        assistant: createSupportAssistant({ payload, knowledge, facts }),
        llm: deps.supportLlm,
        limits: deps.supportLimits,
        logger: deps.logger,
        limiterStore,
      }),
    )
  }
  svc.use(auctionsRouter({ auctions, userOf }))
  if (deps.bidding) svc.use(bidsRouter({ bidding: deps.bidding, broadcast, tellBidder, userOf }))
  if (deps.invoices) svc.use(invoicesRouter(deps.invoices))
  if (deps.payload) {
    // Staff changes made in the CMS reach live clients through this call (see routes/internal.ts).
    svc.use(internalRouter({ token: internalToken(deps.payload.secret), snapshot: (id) => auctions.findSnapshot(id), broadcast, afterLive: deps.savedSearchAlerts?.afterLive, revokeAccess, forgetSettings }))
  }
  svc.use(notFound)
  // OpenID Connect start (/svc/auth/oidc/:provider) and the spec's /auth/callback.
  if (deps.payload) {
    app.use(oidcRouter({ payload: deps.payload, publicUrl: deps.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:3000', logger: deps.logger, providers: deps.oidcProviders, limiterStore }))
  }
  app.use('/svc', svc)

  // Sign-in, password reset and the like are Payload's endpoints: limited here, before the proxy.
  app.use(authRateLimits(deps.authLimits, limiterStore))
  // An admin page asked for by a signed-in buyer goes to the main site's dashboard at the front door.
  mountGateway(app, {
    ...deps,
    adminSessionKind: async (req) => {
      const user = await resolveSessionUser(req.headers)
      if (!user) return null
      return isStaffUser(user) ? { kind: 'staff' } : { kind: 'customer', language: user.language }
    },
  })
  app.use(notFound)
  app.use(errorHandler(deps.logger))

  registerSocketHandlers(io, { ...deps, auctions: { findSnapshot: snapshots.get }, broadcast, tellBidder, resolveUser: resolveSessionUser, readerOf: userOf, limits: deps.socketLimits })

  httpServer.on('request', app)
  return { app, io, broadcast, revokeAccess }
}
