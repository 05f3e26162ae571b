import type { IncomingMessage } from 'node:http'
import type { Express, Request } from 'express'

export type TrustProxy = boolean | number | string

/**
 * TRUST_PROXY as express's 'trust proxy' setting. Unset or empty: nobody is trusted, so the client
 * address is the socket peer and X-Forwarded-For is ignored. `true`/`false` are booleans, a whole
 * number is the count of proxy hops in front, anything else (`loopback`, a CIDR list) is passed on.
 */
export const trustProxySetting = (value: string | undefined): TrustProxy => {
  const trimmed = value?.trim() ?? ''
  if (trimmed === '' || trimmed === 'false') return false
  if (trimmed === 'true') return true
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  return trimmed
}

/** Applies the setting; a value express cannot read stops the start with the variable's name. */
export const applyTrustProxy = (app: Express, value: string | undefined) => {
  try {
    app.set('trust proxy', trustProxySetting(value))
  } catch (err) {
    throw new Error(`Invalid TRUST_PROXY "${value}": ${err instanceof Error ? err.message : String(err)}`, { cause: err })
  }
}

/**
 * The client address of a plain request (socket.io's handshake) by the app's own rule: express's
 * `req.ip` read on a view of that request, so HTTP and socket.io limits key on the same address.
 */
export const clientAddress = (app: Express, req: IncomingMessage): string | undefined => {
  const view = Object.create(app.request, {
    headers: { value: req.headers },
    socket: { value: req.socket },
    connection: { value: req.socket },
  }) as Request
  return view.ip
}
