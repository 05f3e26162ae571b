import { generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { appleClientSecret } from '../../server/auth/oidc/apple-client-secret'
import { FLOW_TTL_SECONDS, flowCookie, openFlow, sealFlow, type TFlow } from '../../server/auth/oidc/flow-cookie'
import { enabledOidcProviders, oidcProvidersFromEnv } from '@core/auth/oidc-providers'

const flow: TFlow = {
  provider: 'google',
  state: 's'.repeat(43),
  nonce: 'n'.repeat(43),
  verifier: 'v'.repeat(43),
  next: '/dashboard',
  lang: 'en',
  iat: Date.now(),
}

describe('OIDC configuration', () => {
  it('turns a provider on only when its client id and secret (or Apple key) are set', () => {
    expect(enabledOidcProviders({})).toEqual([])
    expect(enabledOidcProviders({ OIDC_GOOGLE_CLIENT_ID: 'id' })).toEqual([])
    const google = oidcProvidersFromEnv({ OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' }).get('google')
    expect(google).toMatchObject({ issuer: 'https://accounts.google.com', clientId: 'id', scope: 'openid email profile' })
    const apple = oidcProvidersFromEnv({ OIDC_APPLE_CLIENT_ID: 'com.example.web', OIDC_APPLE_TEAM_ID: 'T', OIDC_APPLE_KEY_ID: 'K', OIDC_APPLE_PRIVATE_KEY: 'a\\nb' }).get('apple')
    expect(apple).toMatchObject({ issuer: 'https://appleid.apple.com', responseMode: 'form_post', apple: { privateKey: 'a\nb' } })
    expect(enabledOidcProviders({ OIDC_APPLE_CLIENT_ID: 'com.example.web' })).toEqual([])
    // A broken issuer URL disables the providers rather than failing later at a user's click.
    expect(enabledOidcProviders({ OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 's', OIDC_GOOGLE_ISSUER: 'not a url' })).toEqual([])
  })

  it('signs the Apple client secret as an ES256 JWT for the Services ID', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const jwt = appleClientSecret({ teamId: 'TEAM', keyId: 'KEY', privateKey: pem, clientId: 'com.example.web', audience: 'https://appleid.apple.com' }, 1_700_000_000_000)
    const [header, body, signature] = jwt.split('.')
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KEY', typ: 'JWT' })
    expect(JSON.parse(Buffer.from(body, 'base64url').toString())).toEqual({ iss: 'TEAM', iat: 1_700_000_000, exp: 1_700_000_600, aud: 'https://appleid.apple.com', sub: 'com.example.web' })
    expect(verify('sha256', Buffer.from(`${header}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true)
  })
})

describe('OIDC flow cookie', () => {
  it('opens what it sealed, and nothing altered, signed with another secret, or too old', () => {
    const sealed = sealFlow(flow, 'secret')
    expect(openFlow(sealed, 'secret')).toEqual(flow)
    expect(openFlow(sealed, 'other-secret')).toBeNull()
    const [data, mac] = sealed.split('.')
    const altered = Buffer.from(JSON.stringify({ ...flow, next: 'https://evil.example' })).toString('base64url')
    expect(openFlow(`${altered}.${mac}`, 'secret')).toBeNull()
    expect(openFlow(`${data}.`, 'secret')).toBeNull()
    expect(openFlow(undefined, 'secret')).toBeNull()
    expect(openFlow(sealed, 'secret', flow.iat + FLOW_TTL_SECONDS * 1000 + 1)).toBeNull()
  })

  it('is HttpOnly and scoped to /auth; SameSite=None and Secure only for a cross-site POST (Apple)', () => {
    expect(flowCookie('x', { crossSitePost: false, secure: false })).toBe('mm-oidc=x; Path=/auth; Max-Age=600; HttpOnly; SameSite=Lax')
    expect(flowCookie('x', { crossSitePost: true, secure: false })).toContain('SameSite=None; Secure')
  })
})
