import { createPrivateKey, sign } from 'node:crypto'

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/**
 * Apple's "client secret" is a short JWT signed (ES256) with the team's private key
 * (developer.apple.com, Sign in with Apple key). Made fresh per sign-in, valid 10 minutes.
 */
export const appleClientSecret = (input: { teamId: string; keyId: string; privateKey: string; clientId: string; audience: string }, now = Date.now()) => {
  const iat = Math.floor(now / 1000)
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: input.keyId, typ: 'JWT' }))
  const payload = base64url(JSON.stringify({ iss: input.teamId, iat, exp: iat + 600, aud: input.audience, sub: input.clientId }))
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
    key: createPrivateKey(input.privateKey),
    dsaEncoding: 'ieee-p1363',
  })
  return `${header}.${payload}.${base64url(signature)}`
}
