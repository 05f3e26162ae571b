import { createHmac, timingSafeEqual } from 'node:crypto'

/** Header carrying the token of the CMS → service calls (never sent to a browser). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/**
 * The token the CMS shows the service on internal calls. Both processes run Payload with the same
 * secret, so both derive the same value without a second secret to configure.
 */
export const internalToken = (payloadSecret: string) =>
  createHmac('sha256', payloadSecret).update('machinerymarket:internal:v1').digest('hex')

export const isInternalToken = (given: unknown, expected: string) => {
  if (typeof given !== 'string' || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}
