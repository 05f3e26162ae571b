import { type APIRequestContext } from '@playwright/test'
import { expect } from './support-files/product'

import { joinedRooms, test } from './support-files/islands'

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

const signIn = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/**
 * Issue #24: a buyer watches a live auction; on another device they sign out everywhere. The open
 * page stops showing live prices at once (the teaser's hint, no price), a rival's bid does not
 * reach it, and nothing breaks.
 */
test('signing out everywhere on another device masks the open auction page', async ({ page, browser }) => {
  const errors: string[] = []
  page.on('pageerror', (err) => errors.push(err.message))

  // A live auction that stays live for the whole test (the one closing soonest may end mid-test and
  // show its result instead of a price), found as an admin would.
  const admin = await browser.newContext()
  await signIn(admin.request, 'admin@demo.test')
  const later = new Date(Date.now() + 15 * 60_000).toISOString()
  const found = await admin.request.get(`/api/auctions?where[status][equals]=LIVE&where[end_time][greater_than]=${later}&sort=end_time&limit=1&depth=1`, { headers: SAME_ORIGIN })
  const auction = (await found.json()).docs[0] as { id: number; listing: { slug: string } }

  await signIn(page.request, 'buyer@demo.test')
  const rooms = joinedRooms(page)
  await page.goto(`/auctions/${auction.listing.slug}`)
  await expect(page.getByTestId('detail-price')).not.toHaveText('—')
  await expect.poll(() => rooms.has(auction.id)).toBe(true)
  await expect(page.getByTestId('prices-hidden')).toHaveCount(0)

  // The other device: the same buyer, signed in there, signs out everywhere.
  const phone = await browser.newContext()
  await signIn(phone.request, 'buyer@demo.test')
  const signedOut = await phone.request.post('/svc/account/sign-out-everywhere', { headers: SAME_ORIGIN, data: {} })
  expect(signedOut.status()).toBe(200)

  // The open page masks its prices: the teaser's hint, no price, no bid form.
  await expect(page.getByTestId('prices-hidden')).toContainText('Register and confirm your email address: you see prices, closing times and the bid history.')
  await expect(page.getByTestId('detail-price')).toHaveText('—')
  await expect(page.getByRole('button', { name: 'Place bid' })).toHaveCount(0)

  // A rival's bid does not bring a price back.
  const rival = await browser.newContext()
  await signIn(rival.request, 'buyer2@demo.test')
  const snapshot = await (await rival.request.get(`/svc/auctions/${auction.id}`, { headers: SAME_ORIGIN })).json()
  const bid = await rival.request.post(`/svc/auctions/${auction.id}/bids`, { headers: SAME_ORIGIN, data: { amount: snapshot.data.min_next_bid } })
  expect(bid.status()).toBe(201)
  await page.waitForTimeout(1_000)
  await expect(page.getByTestId('detail-price')).toHaveText('—')
  expect(errors).toEqual([])
  await Promise.all([admin.close(), phone.close(), rival.close()])
})
