import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { AuctionStatusCell, KycStatusCell, ListingStatusCell, OrderStatusCell, UserKycStatusCell } from '../../cms/admin/components/StatusCell'
import { STATUS_LABEL, STATUS_TONE, Status, statusLabel, type StatusKind } from '../../cms/admin/components/StatusChip'
import { ADMIN_TEXTS, adminT } from '../../cms/admin/i18n/texts'

const KINDS = Object.keys(STATUS_TONE) as StatusKind[]
const payload = { config: { routes: { admin: '/admin' } } } as unknown as Payload

describe('the one status chip of the admin', () => {
  it('has a translated, capitalised label for every status of every kind, in English and German', () => {
    for (const language of ['en', 'de'] as const) {
      const t = adminT(language)
      for (const kind of KINDS) {
        for (const status of Object.keys(STATUS_TONE[kind])) {
          const key = (STATUS_LABEL[kind] as Record<string, keyof (typeof ADMIN_TEXTS)['en']>)[status]
          // The stored text itself (also used by the filters), not only what the chip makes of it.
          const text = ADMIN_TEXTS[language][key]
          expect(text, `${language} ${kind} ${status}`).toMatch(/^\p{Lu}/u)
          expect(statusLabel(kind, status as never, t, language)).toBe(text)
        }
      }
    }
  })

  it('reads "Bezahlt" / "Paid" on an order, with the tone of its status', () => {
    expect(renderToStaticMarkup(createElement(Status<'order'>, { kind: 'order', status: 'paid', t: adminT('de'), testId: 'order-status' }))).toBe(
      '<span class="mm-chip mm-chip--success" data-testid="order-status" data-tone="success" data-status-chip="">Bezahlt</span>',
    )
    expect(renderToStaticMarkup(createElement(Status<'order'>, { kind: 'order', status: 'paid', t: adminT('en') }))).toContain('>Paid</span>')
  })

  it("is what Payload's own lists show in the status column (translated, not the select's plain value)", () => {
    const cell = (Component: typeof OrderStatusCell, cellData: string, language: string) => renderToStaticMarkup(createElement(Component, { cellData, payload, i18n: { language } }))
    expect(cell(OrderStatusCell, 'awaiting_payment', 'de')).toContain('mm-chip--warning" data-testid="status-chip" data-tone="warning" data-status-chip="">Wartet auf Zahlung<')
    expect(cell(AuctionStatusCell, 'LIVE', 'en')).toContain('>Live<')
    expect(cell(ListingStatusCell, 'withdrawn', 'de')).toContain('mm-chip--danger')
    expect(cell(ListingStatusCell, 'withdrawn', 'de')).toContain('>Zurückgezogen<')
    expect(cell(KycStatusCell, 'info_requested', 'de')).toContain('>Unterlagen nachgefordert<')
    expect(cell(UserKycStatusCell, 'approved', 'en')).toContain('>Approved<')
    // The first column links to the document, as Payload's own cell does.
    expect(renderToStaticMarkup(createElement(OrderStatusCell, { cellData: 'paid', payload, i18n: { language: 'en' }, link: true, collectionSlug: 'orders', rowData: { id: 7 } }))).toMatch(
      /^<a href="\/admin\/collections\/orders\/7"><span class="mm-chip/,
    )
  })
})
