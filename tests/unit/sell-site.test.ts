import { describe, expect, it } from 'vitest'

import { configuredSellSite } from '@core/domain/sell-site'
import { PLATFORM_DEFAULTS } from '@core/domain/defaults'

describe('configuredSellSite', () => {
  it('leads to a real sister site', () => {
    expect(configuredSellSite('https://sell.machinery-market.eu/start')).toBe('https://sell.machinery-market.eu/start')
  })

  it('treats no address, a bad one and a reserved example name as not configured (our own /sell page)', () => {
    for (const address of [null, '', 'not a url', 'ftp://sell.machinery-market.eu', 'https://sell.machinerymarket.example', 'http://sell.test', 'https://x.invalid']) {
      expect(configuredSellSite(address)).toBeNull()
    }
    // The demo default is such a name: a fresh install shows the page of its own.
    expect(configuredSellSite(PLATFORM_DEFAULTS.sellSiteUrl)).toBeNull()
  })
})
