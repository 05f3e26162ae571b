import { z } from 'zod'

/** Environment of the bidding service, validated once at start. */
export const ZServiceConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * How many connections the kernel holds for this service before it accepts them (Node's default
   * is 511; the kernel caps it at net.core.somaxconn). A reconnect storm brings thousands of
   * handshakes at once; past the queue the kernel drops them, and the balancer's health check is
   * one of them (README, "Scaled out").
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(4_096),
  /**
   * A port of its own for the balancer's health check (`GET /health/instance`), so the check is
   * not queued behind a storm of handshakes on PORT (server/http/health-listener.ts). Unset: the
   * check is served on PORT only. `npm run start:cluster` and the compose balancer set it.
   */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Where the gateway forwards the admin and CMS API (unset: the service runs on its own). */
  CMS_URL: z.string().url().optional(),
  /** Where the gateway forwards every other page (unset: no site behind this service). */
  SITE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Multiplies the auth rate limits (e.g. the end-to-end suite signs in far more often than a person). */
  AUTH_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Multiplies the bid limits per user and per IP (load tests and `npm run bench` only). */
  BID_RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** express 'trust proxy' for X-Forwarded-For (unset: trust nobody); see server/http/client-ip.ts. */
  TRUST_PROXY: z.string().optional(),
  /** With it, socket.io broadcasts reach clients of every instance (Redis adapter). */
  REDIS_URL: z.string().url().optional(),
  /** This instance's name in /health and in Redis (default: host name and process id). */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'use 1-64 letters, digits, ".", "_" or "-"')
    .optional(),
  /** Optional OpenAI-compatible model for the support assistant (e.g. a local Ollama at http://localhost:11434/v1). */
  SUPPORT_AI_BASE_URL: z.string().url().optional(),
  SUPPORT_AI_MODEL: z.string().optional(),
  SUPPORT_AI_API_KEY: z.string().optional(),
  SUPPORT_AI_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** `daily`: the service takes a backup once a day (one instance of a cluster), see server/backup/schedule.ts. */
  BACKUP_SCHEDULE: z.enum(['off', 'daily']).default('off'),
  /** How many scheduled backups to keep (older ones are deleted after each new one). */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** When the daily backup runs, HH:MM in UTC (or the first check after it, when the service starts later in the day). */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use HH:MM (UTC), e.g. 03:00')
    .default('03:00'),
})
export type TServiceConfig = z.infer<typeof ZServiceConfig>

export const readConfig = (env: NodeJS.ProcessEnv = process.env): TServiceConfig => {
  const parsed = ZServiceConfig.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`)
  }
  return parsed.data
}
