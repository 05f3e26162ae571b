import { Router } from 'express'

import type { ClusterView } from '../realtime/instances'
import type { HealthProbe } from '../storage/auction-repository'

type PartStatus = { ok: boolean; latencyMs?: number; error?: string; [key: string]: unknown }

const probeHttp = async (url: string): Promise<PartStatus> => {
  const started = performance.now()
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) })
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { ok: response.ok, latencyMs: Math.round(performance.now() - started), ...body }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export type HealthAnswer = { status: number; headers: Record<string, string>; body: Record<string, unknown> }

/**
 * What GET /health/instance answers: this instance alone (its id and its database connection). 503
 * while it stops gracefully (`draining`) or when its database does not answer. Served by the
 * service's own port and, with HEALTH_PORT, by a listener of its own that the balancer checks
 * (server/http/health-listener.ts).
 */
export const instanceHealth = async (deps: { probe: HealthProbe; instanceId?: string; draining?: () => boolean }): Promise<HealthAnswer> => {
  if (deps.draining?.()) return { status: 503, headers: { 'Retry-After': '5' }, body: { status: 'stopping', instance: deps.instanceId } }
  try {
    const { kind, latencyMs } = await deps.probe.checkDatabase()
    return { status: 200, headers: {}, body: { status: 'ok', instance: deps.instanceId, database: { ok: true, kind, latencyMs } } }
  } catch (error) {
    return { status: 503, headers: {}, body: { status: 'degraded', instance: deps.instanceId, database: { ok: false, error: errorText(error) } } }
  }
}

/**
 * GET /health: each part and the database, and with REDIS_URL the shared Redis (up, latency) and
 * every service instance behind the balancer (from their heartbeats). 200 when all are up, 503
 * otherwise, so `docker compose` or a monitor can act on it.
 *
 * GET /health/instance: this instance alone (its id and its database connection), what the load
 * balancer checks: a Redis, CMS or site outage must not take every instance out of the pool. 503
 * while the instance stops gracefully.
 */
export const healthRouter = (deps: { probe: HealthProbe; cmsUrl?: string; siteUrl?: string; cluster?: ClusterView; instanceId?: string; draining?: () => boolean }) => {
  const router = Router()
  const instanceId = deps.cluster?.id ?? deps.instanceId
  router.get('/health/instance', async (_req, res) => {
    const answer = await instanceHealth({ probe: deps.probe, instanceId, draining: deps.draining })
    res.status(answer.status).set(answer.headers).json(answer.body)
  })
  router.get('/health', async (_req, res) => {
    const parts: Record<string, PartStatus> = {}
    const checks: Promise<void>[] = [
      deps.probe
        .checkDatabase()
        .then(({ kind, latencyMs }) => {
          parts.service = { ok: true }
          parts.database = { ok: true, kind, latencyMs }
        })
        .catch((error: unknown) => {
          parts.service = { ok: true }
          parts.database = { ok: false, error: error instanceof Error ? error.message : String(error) }
        }),
    ]
    const cluster = deps.cluster
    let instances: unknown
    if (cluster) {
      checks.push(
        Promise.all([cluster.ping(), cluster.instances()])
          .then(([latencyMs, seen]) => {
            parts.redis = { ok: true, latencyMs }
            instances = seen
          })
          .catch((error: unknown) => void (parts.redis = { ok: false, error: errorText(error) })),
      )
    }
    if (deps.cmsUrl) checks.push(probeHttp(`${deps.cmsUrl}/api/health`).then((s) => void (parts.cms = s)))
    if (deps.siteUrl) checks.push(probeHttp(`${deps.siteUrl}/healthz`).then((s) => void (parts.site = s)))
    await Promise.all(checks)
    const ok = Object.values(parts).every((part) => part.ok)
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'degraded',
      time: new Date().toISOString(),
      ...(instanceId ? { instance: instanceId } : {}),
      parts,
      ...(instances ? { instances } : {}),
    })
  })
  return router
}
