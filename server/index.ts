import { createServer } from 'node:http'

import { createApplication } from './app'
import { afterBid, bidStoreFor, createBidding, notifyAfterBid } from './bidding/create-bidding'
import { defaultInstanceId, startInstanceHeartbeat } from './realtime/instances'
import { attachRedisAdapter } from './realtime/redis-adapter'
import { runAuctionClock } from './bidding/run-auction-clock'
import { createNotifier } from './bidding/send-notifications'
import { createSavedSearchAlerts } from './bidding/saved-search-alerts'
import { createSettingsSource } from './bidding/settings'
import { readConfig } from './config'
import { connectRedisLimiters, memoryLimiters } from './http/rate-limit'
import { DEFAULT_RATE_LIMITS } from './bidding/rate-limit'
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
  const payload = await connectPayload()
  const repository = createPayloadAuctionRepository(payload)

  // With REDIS_URL every rate limit counts in Redis, so it holds across service instances.
  const limiters = config.REDIS_URL ? await connectRedisLimiters(config.REDIS_URL) : null
  const limiterStore = limiters?.store ?? memoryLimiters

  const store = bidStoreFor(payload)
  const settings = createSettingsSource(payload)
  const notifier = createNotifier(payload, logger, { claim: (input) => store.claimNotification(input) })
  const savedSearchAlerts = createSavedSearchAlerts({ payload, logger, claim: (input) => store.claimNotification(input) })
  const bidding = createBidding(payload, {
    store,
    settings,
    afterAccepted: afterBid(notifyAfterBid(notifier)),
    limiterStore,
    rateLimits: { ...DEFAULT_RATE_LIMITS, perUser: DEFAULT_RATE_LIMITS.perUser * config.BID_RATE_LIMIT_FACTOR, perIp: DEFAULT_RATE_LIMITS.perIp * config.BID_RATE_LIMIT_FACTOR },
  })

  // With REDIS_URL this instance writes a heartbeat (its id, its socket count) that every
  // instance's /health lists, and /health reports Redis itself.
  let socketCount = () => 0
  const cluster = config.REDIS_URL ? await startInstanceHeartbeat({ url: config.REDIS_URL, id: config.INSTANCE_ID, sockets: () => socketCount() }) : null

  const httpServer = createServer()
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
    limiterStore,
    cluster: cluster ?? undefined,
    instanceId: config.INSTANCE_ID ?? defaultInstanceId(),
    savedSearchAlerts,
  })
  socketCount = () => io.engine.clientsCount

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

  httpServer.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EADDRINUSE') {
      console.error(`Port ${config.PORT} is already in use. Stop the other program or start with PORT=<free port>.`)
    } else {
      console.error(`The service could not listen on ${config.HOST}:${config.PORT}: ${err.message}`)
    }
    process.exit(1)
  })
  httpServer.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, instance: config.INSTANCE_ID ?? defaultInstanceId() }, 'service listening')
    // Load the email renderer (react-dom/server, html-to-text) now rather than on the first sign-up,
    // which would otherwise wait for it.
    void renderSampleEmail('verification', 'en').catch((err: unknown) => logger.warn({ err }, 'email renderer warm-up failed'))
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    clock.stop()
    backups.stop()
    void io.close()
    void redis?.close()
    void limiters?.close()
    void cluster?.close()
    httpServer.close(async () => {
      await store.close?.().catch(() => undefined)
      await payload.destroy?.().catch(() => undefined)
      process.exit(0)
    })
    httpServer.closeAllConnections?.()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((err: unknown) => {
  console.error(`The bidding service could not start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
