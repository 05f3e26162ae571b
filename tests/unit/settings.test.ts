import { describe, expect, it } from 'vitest'

import { PLATFORM_DEFAULTS } from '@core/domain/defaults'
import { publicSettingsOf, SETTINGS_DEFAULTS, settingsFrom } from '@core/settings'

describe('settingsFrom: the Settings global as a complete, valid value', () => {
  it('gives every default for an empty, missing or odd document', () => {
    for (const doc of [undefined, null, {}, 'settings', 42]) expect(settingsFrom(doc)).toEqual(SETTINGS_DEFAULTS)
    expect(SETTINGS_DEFAULTS.buyerFeePct).toBe(PLATFORM_DEFAULTS.buyerFeePct)
    expect(SETTINGS_DEFAULTS.timeZone).toBe('Europe/Berlin')
  })

  it('keeps the stored values', () => {
    const settings = settingsFrom({
      buyer_fee_pct: 3.5,
      vat_pct: 20,
      commission_pct: 7,
      auction_length_hours: 48,
      anti_sniping_window_secs: 120,
      anti_sniping_extension_secs: 90,
      increment_table: [{ id: 'a', from: 0, increment: 10 }, { id: 'b', from: 500, increment: 25 }],
      proxy_bidding_enabled: true,
      high_bid_confirm_factor: 0,
      reminder_lead_minutes: 180,
      default_bid_limit_eur: 60_000,
      time_zone: ' Europe/Lisbon ',
      support_phone: ' +49 30 1234567 ',
      support_inbox: 'help@example.com',
      sell_site_url: 'https://sell.example.com',
      company: { legal_name: 'X GmbH', city: 'Köln' },
      bank: { iban: 'DE00 1234' },
    })
    expect(settings).toMatchObject({
      buyerFeePct: 3.5,
      vatPct: 20,
      commissionPct: 7,
      auctionLengthHours: 48,
      antiSnipingWindowSecs: 120,
      antiSnipingExtensionSecs: 90,
      incrementTable: [{ from: 0, increment: 10 }, { from: 500, increment: 25 }],
      proxyBiddingEnabled: true,
      highBidConfirmFactor: 0,
      reminderLeadMinutes: 180,
      defaultBidLimit: 60_000,
      timeZone: 'Europe/Lisbon',
      supportPhone: '+49 30 1234567',
      supportInbox: 'help@example.com',
      sellSiteUrl: 'https://sell.example.com',
    })
    // A group's field left empty takes its default; the others stay.
    expect(settings.company).toEqual({ ...SETTINGS_DEFAULTS.company, legal_name: 'X GmbH', city: 'Köln' })
    expect(settings.bank).toEqual({ ...SETTINGS_DEFAULTS.bank, iban: 'DE00 1234' })
    // The increment table's row ids are not part of the value.
    expect(Object.keys(settings.incrementTable[0] ?? {})).toEqual(['from', 'increment'])
  })

  it('replaces each value out of its range, of the wrong type or unknown, and only that one', () => {
    const settings = settingsFrom({
      buyer_fee_pct: -1,
      vat_pct: '19',
      auction_length_hours: 0,
      anti_sniping_window_secs: Number.NaN,
      increment_table: [{ from: 100, increment: 10 }],
      proxy_bidding_enabled: 'yes',
      reminder_lead_minutes: 61,
      default_bid_limit_eur: -5,
      time_zone: 'Mars/Olympus',
      support_phone: '   ',
      sell_site_url: 'javascript:alert(1)',
      company: 'none',
      commission_pct: 5.5,
    })
    expect(settings).toMatchObject({
      buyerFeePct: SETTINGS_DEFAULTS.buyerFeePct,
      vatPct: SETTINGS_DEFAULTS.vatPct,
      auctionLengthHours: SETTINGS_DEFAULTS.auctionLengthHours,
      antiSnipingWindowSecs: SETTINGS_DEFAULTS.antiSnipingWindowSecs,
      incrementTable: SETTINGS_DEFAULTS.incrementTable,
      proxyBiddingEnabled: false,
      reminderLeadMinutes: SETTINGS_DEFAULTS.reminderLeadMinutes,
      defaultBidLimit: null,
      timeZone: 'Europe/Berlin',
      supportPhone: null,
      sellSiteUrl: SETTINGS_DEFAULTS.sellSiteUrl,
      company: SETTINGS_DEFAULTS.company,
      commissionPct: 5.5,
    })
    expect(settingsFrom({ increment_table: [{ from: 0, increment: 50 }, { from: 0, increment: 60 }] }).incrementTable).toEqual(SETTINGS_DEFAULTS.incrementTable)
  })

  it('never shares the defaults object, so a caller cannot change them', () => {
    const a = settingsFrom({})
    a.incrementTable.push({ from: 1e9, increment: 1 })
    expect(settingsFrom({}).incrementTable).toEqual(PLATFORM_DEFAULTS.incrementTable)
  })
})

describe('publicSettingsOf: what GET /svc/settings shows', () => {
  const settings = settingsFrom({ buyer_fee_pct: 2.5, auction_length_hours: 30, commission_pct: 9, default_bid_limit_eur: 1000, support_inbox: 'x@y.example' })

  it('has no admin-only field', () => {
    const shown = JSON.stringify(publicSettingsOf(settings, true))
    for (const secret of ['commission', 'bid_limit', 'inbox', 'iban', 'company', 'bank', 'x@y.example']) expect(shown).not.toContain(secret)
  })

  it('hides the auction length from viewers without prices (the teaser rule) and shows it to the others', () => {
    expect(publicSettingsOf(settings, false)).toMatchObject({ buyer_fee_pct: 2.5, auction_length_hours: null })
    expect(publicSettingsOf(settings, true)).toMatchObject({ buyer_fee_pct: 2.5, auction_length_hours: 30 })
  })
})
