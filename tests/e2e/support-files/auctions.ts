import { type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import sharp from 'sharp'

import { composeListingSvg } from '../../../cms/seed/images'
import { expect } from './product'

/**
 * Auctions and bidders made for one journey through the product's own doors (the admin API and the
 * bid route), so each test has its own auction and sees no other test's bids.
 */

export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** Signs the request context in as the demo admin. */
export const asAdmin = async (request: APIRequestContext) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  return request
}

export type NewAuction = {
  title: string
  /** Seconds until the end (default 900). */
  secs?: number
  startPrice?: number
  increment?: number
  /** Fields of the listing that differ from the default Komatsu PC210LC-11 in Köln. */
  listing?: Record<string, unknown>
  /** One photo, drawn the way the demo data draws its own (default true). */
  photo?: boolean
}

/** A live listing and a LIVE auction that started a minute ago; its slug and id. */
export const createAuction = async (request: APIRequestContext, input: NewAuction) => {
  const admin = await asAdmin(request)
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const fields = {
    title: input.title,
    slug: `e2e-${suffix}`,
    status: 'live',
    category: 'excavators',
    brand: 'Komatsu',
    model: 'PC210LC-11',
    year: 2019,
    hours: 5400,
    location_city: 'Köln',
    location_country: 'DE',
    lat: 50.94,
    lng: 6.96,
    description_md: 'Crawler excavator for the e2e journeys.',
    ...input.listing,
  }
  const created = await admin.post('/api/listings', { headers: SAME_ORIGIN, data: fields })
  expect(created.ok(), await created.text()).toBe(true)
  const listing = (await created.json()).doc as { id: number; slug: string }
  if (input.photo ?? true) {
    const svg = composeListingSvg({ brand: fields.brand as Parameters<typeof composeListingSvg>[0]['brand'], model: String(fields.model), shape: 'crawler_excavator', index: 0, seedLabel: suffix })
    const photo = await admin.post('/api/media', {
      headers: SAME_ORIGIN,
      multipart: {
        file: { name: `e2e-${suffix}.webp`, mimeType: 'image/webp', buffer: await sharp(Buffer.from(svg)).webp().toBuffer() },
        _payload: JSON.stringify({ alt: input.title, listing: listing.id, kind: 'image', sort_order: 0 }),
      },
    })
    expect(photo.ok(), await photo.text()).toBe(true)
  }
  const now = Date.now()
  const startPrice = input.startPrice ?? 10_000
  const auction = await admin.post('/api/auctions', {
    headers: SAME_ORIGIN,
    data: {
      listing: listing.id,
      status: 'LIVE',
      start_time: new Date(now - 60_000).toISOString(),
      end_time: new Date(now + (input.secs ?? 900) * 1000).toISOString(),
      start_price: startPrice,
      current_price: startPrice,
      bid_count: 0,
      bid_increment: input.increment ?? 250,
    },
  })
  expect(auction.ok(), await auction.text()).toBe(true)
  return { slug: listing.slug, auctionId: (await auction.json()).doc.id as number }
}

/** A page in a browser context of its own, signed in as `email` (demo password). */
export const signedInPage = async (browser: Browser, email: string, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
  return page
}

/** A confirmed bid through the bid route, with the page's session; it must be accepted. */
export const placeBid = async (page: Page, auctionId: number, amount: number) => {
  const reply = await page.request.post(`/svc/auctions/${auctionId}/bids`, { headers: SAME_ORIGIN, data: { amount, confirm: true } })
  expect(reply.status(), await reply.text()).toBe(201)
}
