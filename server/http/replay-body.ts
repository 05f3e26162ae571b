import type { ClientRequest, IncomingMessage } from 'node:http'
import type { RequestHandler } from 'express'

/** Request bodies the gateway has read itself (e.g. the sign-in's, for its limits). */
const bodies = new WeakMap<IncomingMessage, Buffer>()

/** After `express.raw()`: keeps the body it read, byte for byte, for the proxy to send on. */
export const keepBodyForProxy: RequestHandler = (req, _res, next) => {
  if (Buffer.isBuffer(req.body)) bodies.set(req, req.body)
  next()
}

export const bufferedBody = (req: IncomingMessage): Buffer | undefined => bodies.get(req)

/**
 * The proxy's `proxyReq` handler: a body already read from the client stream is written to the
 * upstream request unchanged (the stream itself is used up). Like http-proxy-middleware's
 * fixRequestBody, but byte-exact for any content type (JSON, the admin's multipart form).
 */
export const replayBody = (proxyReq: ClientRequest, req: IncomingMessage) => {
  const body = bodies.get(req)
  if (!body || !req.readableEnded) return
  proxyReq.removeHeader('transfer-encoding')
  proxyReq.setHeader('content-length', body.length)
  proxyReq.write(body)
}
