import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { createApplication } from './app'
import { createDrain } from './bidding/drain'
import { unavailableResponse } from './http/unavailable-page'
import { startHealthListener } from './http/health-listener'
import { instanceHealth, type HealthAnswer } from './routes/health'
import { afterBid, bidStoreFor, createBidding, notifyAfterBid } from './bidding/create-bidding'
import { defaultInstanceId, startInstanceHeartbeat } from './realtime/instances'
import { attachRedisAdapter } from './realtime/redis-adapter'
import { runAuctionClock } from './bidding/run-auction-clock'
import { createNotifier } from './notifications/send-notifications'
import { createSavedSearchAlerts } from './notifications/saved-search-alerts'
import { createSettingsSource } from './settings/settings'
import { readConfig } from './config'
import { connectRedisLimiters, memoryLimiters } from './http/rate-limit'
import { DEFAULT_RATE_LIMITS } from './bidding/rate-limit'
import { DEFAULT_SOCKET_LIMITS } from './sockets/limits'
import { createLogger } from './logger'
import { connectPayload } from './payload'
import { DEFAULT_ACCOUNT_LIMITS } from './routes/sign-up'
import { DEFAULT_AUTH_LIMITS } from './routes/auth-limits'
import { DEFAULT_SUPPORT_LIMITS } from './routes/support'
import { createPayloadAuctionRepository } from './storage/auction-repository'
import { cachedCatalog } from './storage/catalog-cache'
import { createCatalogRepository } from './storage/catalog-repository'
import { readLlmConfig } from './support/llm-answer'
import { startBackupSchedule } from './backup/schedule'
import { databaseKind } from '../cms/db-file'
import { renderSampleEmail } from '@core/email/samples'

/** Entry point of the bidding service (and, with CMS_URL and SITE_URL, the one-origin front door). */
const main = async () => {
  const config = readConfig()
  const logger = createLogger(config.LOG_LEVEL)

  // The port is taken first and answers the 503 page (Retry-After) while the database and the
  // rest start, so a restart under the launcher refuses no connection for longer than Node's own
  // start; the balancer's check (/health/instance) sees 503 until the service is ready.
  const httpServer = createServer()
  const starting = (req: IncomingMessage, res: ServerResponse) => {
    const answer = unavailableResponse(req.url ?? '/', req.headers)
    res.writeHead(answer.status, answer.headers)
    res.end(answer.body)
  }
  httpServer.on('request', starting)
  httpServer.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      console.error(`Port ${config.PORT} is already in use. Stop the other program or start with PORT=<free port>.`)
    } else {
      console.error(`The service could not listen on ${config.HOST}:${config.PORT}: ${err.message}`)
    }
    process.exit(1)
  })
  // Under `npm start` the launcher holds the same port (SO_REUSEPORT) with the 503 page while
  // this process starts, and lets go once this process listens (it answers the same 503 page
  // itself until it is ready).
  await new Promise<void>((resolve) => httpServer.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG, reusePort: process.env.LISTEN_REUSE_PORT === 'true' }, resolve))
  // The balancer's check on a port of its own (HEALTH_PORT): 503 `starting` until the service is ready.
  let healthAnswer: (() => Promise<HealthAnswer>) | null = null
  const healthServer =
    config.HEALTH_PORT === undefined
      ? null
      : await startHealthListener({ port: config.HEALTH_PORT, host: config.HOST, answer: () => healthAnswer }).catch((err: NodeJS.ErrnoException) => {
          console.error(
            err.code === 'EADDRINUSE'
              ? `HEALTH_PORT ${config.HEALTH_PORT} is already in use. Stop the other program or start with HEALTH_PORT=<free port> (or unset it).`
              : `The service could not listen for health checks on ${config.HOST}:${config.HEALTH_PORT}: ${err.message}`,
          )
          process.exit(1)
        })
  // Tells the launcher (over its IPC channel, when it gave one) that this port is held here now:
  // it closes its stand-in at once, so no request reaches the stand-in once this process serves.
  if (process.send) {
    process.send({ type: 'listening' })
    process.channel?.unref()
  }

  const payload = await connectPayload()
  const repository = createPayloadAuctionRepository(payload)

  // With REDIS_URL every rate limit counts in Redis, so it holds across service instances.
  const limiters = config.REDIS_URL ? await connectRedisLimiters(config.REDIS_URL) : null
  const limiterStore = limiters?.store ?? memoryLimiters

  const store = bidStoreFor(payload)
  const settings = createSettingsSource(payload)
  const notifier = createNotifier(payload, logger, { claim: (input) => store.claimNotification(input) })
  const savedSearchAlerts = createSavedSearchAlerts({ payload, logger, claim: (input) => store.claimNotification(input) })
  const created = createBidding(payload, {
    store,
    settings,
    afterAccepted: afterBid(notifyAfterBid(notifier)),
    limiterStore,
    rateLimits: { ...DEFAULT_RATE_LIMITS, perUser: DEFAULT_RATE_LIMITS.perUser * config.BID_RATE_LIMIT_FACTOR, perIp: DEFAULT_RATE_LIMITS.perIp * config.BID_RATE_LIMIT_FACTOR },
  })
  // On SIGTERM new bids are refused (503, `service_restarting`) and those in flight finish.
  const drain = createDrain()
  const bidding = { ...created, place: drain.guard(created.place) }

  // With REDIS_URL this instance writes a heartbeat (its id, its socket count) that every
  // instance's /health lists, and /health reports Redis itself.
  let socketCount = () => 0
  const cluster = config.REDIS_URL ? await startInstanceHeartbeat({ url: config.REDIS_URL, id: config.INSTANCE_ID, sockets: () => socketCount() }) : null

  const instanceId = config.INSTANCE_ID ?? defaultInstanceId()
  // Synchronously swapped: socket.io (inside createApplication) wraps the request listeners it finds.
  httpServer.off('request', starting)
  const { io, broadcast } = createApplication(httpServer, {
    logger,
    auctions: repository,
    probe: repository,
    bidding,
    invoices: { payload, settings, resolveUser: bidding.resolveUser },
    payload,
    catalog: cachedCatalog(createCatalogRepository(payload)),
    publicUrl: config.PUBLIC_URL,
    trustProxy: config.TRUST_PROXY,
    cmsUrl: config.CMS_URL,
    authLimits: {
      ...DEFAULT_AUTH_LIMITS,
      login: DEFAULT_AUTH_LIMITS.login * config.AUTH_RATE_LIMIT_FACTOR,
      reset: DEFAULT_AUTH_LIMITS.reset * config.AUTH_RATE_LIMIT_FACTOR,
      loginFreeAttempts: Math.ceil(DEFAULT_AUTH_LIMITS.loginFreeAttempts * config.AUTH_RATE_LIMIT_FACTOR),
    },
    accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, signup: DEFAULT_ACCOUNT_LIMITS.signup * config.AUTH_RATE_LIMIT_FACTOR, verify: DEFAULT_ACCOUNT_LIMITS.verify * config.AUTH_RATE_LIMIT_FACTOR },
    siteUrl: config.SITE_URL,
    supportLimits: { ...DEFAULT_SUPPORT_LIMITS, chat: DEFAULT_SUPPORT_LIMITS.chat * config.AUTH_RATE_LIMIT_FACTOR, send: DEFAULT_SUPPORT_LIMITS.send * config.AUTH_RATE_LIMIT_FACTOR },
    supportLlm: readLlmConfig(),
    // Socket connections per address scale with the sign-in limits (AUTH_RATE_LIMIT_FACTOR; the e2e run raises both).
    socketLimits: { ...DEFAULT_SOCKET_LIMITS, connectPerIp: DEFAULT_SOCKET_LIMITS.connectPerIp * config.AUTH_RATE_LIMIT_FACTOR },
    limiterStore,
    cluster: cluster ?? undefined,
    instanceId,
    savedSearchAlerts,
    draining: () => drain.draining,
  })
  socketCount = () => io.engine.clientsCount
  healthAnswer = () => instanceHealth({ probe: repository, instanceId: cluster?.id ?? instanceId, draining: () => drain.draining })

  const redis = config.REDIS_URL ? await attachRedisAdapter(io, config.REDIS_URL) : null
  const clock = runAuctionClock({ payload, store, settings, notifier, broadcast, logger, savedSearches: savedSearchAlerts })
  // BACKUP_SCHEDULE=daily: one instance takes the day's backup (README, Operations → Backups and restore).
  if (config.BACKUP_SCHEDULE !== 'off' && databaseKind() === 'mongodb') logger.warn('BACKUP_SCHEDULE covers the embedded SQLite database; back MongoDB up with mongodump (README)')
  const backups = startBackupSchedule({
    schedule: databaseKind() === 'sqlite' ? config.BACKUP_SCHEDULE : 'off',
    at: config.BACKUP_TIME,
    keep: config.BACKUP_KEEP,
    claim: (input) => store.claimNotification(input),
    logger,
  })

  logger.info({ port: config.PORT, instance: instanceId }, 'service listening')
  // Load the email renderer (react-dom/server, html-to-text) now rather than on the first sign-up,
  // which would otherwise wait for it.
  void renderSampleEmail('verification', 'en').catch((err: unknown) => logger.warn({ err }, 'email renderer warm-up failed'))

  /**
   * Graceful stop (SIGTERM from the launcher, docker or a deploy): the instance leaves /health and
   * the balancer's pool at once, takes no new connection and refuses new bids (503 with
   * Retry-After), lets the bids in flight finish and answer, tells every socket to reconnect
   * (`server:restarting`, then the connection closes and socket.io reconnects on its own), then
   * flushes the log and closes the database. An acknowledged bid is always stored.
   */
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: refusing new bids, finishing those in flight')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    drain.start()
    const left = cluster?.close()
    httpServer.close()
    httpServer.closeIdleConnections()
    await clock.stop()
    backups.stop()
    const finished = await drain.idle(6_000)
    if (!finished) logger.warn({ inFlight: drain.inFlight }, 'bids still in flight after 6 s')
    // This instance's sockets only (io.emit would reach every instance's through the Redis adapter).
    io.local.emit('server:restarting', { retryInMs: 1_000 })
    // Let the hint leave before the connections close.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await io.close().catch(() => undefined)
    httpServer.closeAllConnections()
    healthServer?.close()
    healthServer?.closeAllConnections()
    await Promise.all([left, redis?.close(), limiters?.close()].map((step) => Promise.resolve(step).catch(() => undefined)))
    await store.close?.().catch(() => undefined)
    await payload.destroy?.().catch(() => undefined)
    logger.info('stopped')
    await new Promise<void>((resolve) => logger.flush(() => resolve()))
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  console.error(`The bidding service could not start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
