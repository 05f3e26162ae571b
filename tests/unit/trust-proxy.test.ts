import { describe, expect, it } from 'vitest'

import { trustProxySetting } from '../../server/http/client-ip'
import { wantsHsts } from '../../server/http/security-headers'

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, empty or false', () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting('')).toBe(false)
    expect(trustProxySetting(' false ')).toBe(false)
  })

  it('passes hop counts as numbers and names or CIDR lists as they are', () => {
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('true')).toBe(true)
    expect(trustProxySetting('loopback')).toBe('loopback')
    expect(trustProxySetting('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1')
  })
})

describe('HSTS', () => {
  it('is sent for an HTTPS public address or COOKIE_SECURE=true only', () => {
    expect(wantsHsts({ PUBLIC_URL: 'https://market.example.com' })).toBe(true)
    expect(wantsHsts({ PUBLIC_URL: 'http://localhost:3000', COOKIE_SECURE: 'true' })).toBe(true)
    expect(wantsHsts({ PUBLIC_URL: 'http://localhost:3000' })).toBe(false)
    expect(wantsHsts({})).toBe(false)
  })
})
