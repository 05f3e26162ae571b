import { Router } from 'express'

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

/**
 * GET /health: each part and the database. 200 when all are up, 503 otherwise, so a load
 * balancer or `docker compose` can act on it.
 */
export const healthRouter = (deps: { probe: HealthProbe; cmsUrl?: string; siteUrl?: string }) => {
  const router = Router()
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
    if (deps.cmsUrl) checks.push(probeHttp(`${deps.cmsUrl}/api/health`).then((s) => void (parts.cms = s)))
    if (deps.siteUrl) checks.push(probeHttp(`${deps.siteUrl}/healthz`).then((s) => void (parts.site = s)))
    await Promise.all(checks)
    const ok = Object.values(parts).every((part) => part.ok)
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', time: new Date().toISOString(), parts })
  })
  return router
}
