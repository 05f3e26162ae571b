import { createServer, type Server } from 'node:http'

import type { HealthAnswer } from '../routes/health'

/**
 * The balancer's health check on a port of its own (HEALTH_PORT), beside the service's port.
 *
 * Why a second listener: Node takes connections off a listening socket's accept queue about one
 * per turn of its event loop. In a reconnect storm the service's queue holds hundreds of
 * handshakes, and a check that connects behind them is read only when they are all accepted:
 * measured, 17-22 s after a storm of 700 connections per instance, on an event loop that was never
 * more than 0.3 s late. HAProxy took such a busy, healthy instance out of the pool (`timeout check`)
 * and every client got a 503 (tests/int/cluster-busy-storm.test.ts). On a listener of its own the
 * check is accepted at the next turn (16 ms in the same storm). A dead instance still leaves at
 * once (refused connection), a hung one when the check times out, a stopping one by its 503.
 *
 * Only `GET`/`HEAD /health/instance` is served here; everything else is a 404. Until the service
 * is ready (`answer` unset) it says 503 `starting`.
 */
export const startHealthListener = async (options: { port: number; host: string; answer: () => (() => Promise<HealthAnswer>) | null }): Promise<Server> => {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    if (path !== '/health/instance' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error: { code: 'not_found', message: 'Only GET /health/instance is served on this port.' } }))
      return
    }
    const send = ({ status, headers, body }: HealthAnswer) => {
      res.writeHead(status, { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
    }
    const answer = options.answer()
    if (!answer) return send({ status: 503, headers: { 'Retry-After': '2' }, body: { status: 'starting' } })
    answer().then(send, (error: unknown) => send({ status: 503, headers: {}, body: { status: 'degraded', error: error instanceof Error ? error.message : String(error) } }))
  })
  // A check is one short request: no keep-alive to hold, and a stalled one is dropped.
  server.keepAliveTimeout = 1_000
  server.requestTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
