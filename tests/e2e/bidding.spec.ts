import { type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expect, test } from './support-files/product'

import { islandsReady } from './support-files/islands'

/**
 * Two buyers in two browsers on one auction: each sees the other's bid live, and a bid in the last
 * minute moves the end for both. The auction is moved to end within a minute through the admin API.
 */

const signedInPage = async (browser: Browser, email: string) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
  // Every page waits for its islands after navigating: a bid typed before the bid box hydrates is lost.
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const answer = await goto(url, options)
    await islandsReady(page)
    return answer
  }
  return page
}

/** Moves a live auction (seeded, sold by seller@) to end in `secs` seconds; returns its slug. */
const auctionEndingIn = async (request: APIRequestContext, secs: number) => {
  // The session is the HttpOnly cookie (sign-in answers carry no token); the request context keeps it.
  const login = await request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  const auth = { 'sec-fetch-site': 'same-origin' }
  const found = await request.get('/api/auctions?where[status][equals]=LIVE&sort=-end_time&limit=1&depth=1', { headers: auth })
  const auction = (await found.json()).docs[0]
  const moved = await request.patch(`/api/auctions/${auction.id}`, {
    headers: auth,
    data: { end_time: new Date(Date.now() + secs * 1000).toISOString(), anti_sniping_window_secs: 60 },
  })
  expect(moved.ok()).toBe(true)
  return auction.listing.slug as string
}

const secondsLeft = async (page: Page) => {
  const text = (await page.locator('.bid-box .countdown').first().innerText()).trim()
  const parts = text.split(':').map(Number)
  return parts.length === 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : NaN
}

const euros = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(/[.,](\d{2})$/, '').replace(/[.,]/g, ''))

test('two browsers bid on one auction and both see each other\'s bids live and the extension in the last minute', async ({ browser, request }) => {
  const slug = await auctionEndingIn(request, 40)
  const alice = await signedInPage(browser, 'buyer@demo.test')
  const bob = await signedInPage(browser, 'buyer2@demo.test')
  await Promise.all([alice.goto(`/auctions/${slug}`), bob.goto(`/auctions/${slug}`)])
  for (const page of [alice, bob]) await expect(page.getByTestId('detail-price')).not.toHaveText('—')
  expect(await secondsLeft(bob)).toBeLessThanOrEqual(41)

  // Alice bids the minimum; Bob sees the new price and the end pushed back to about a minute.
  const min = euros(await alice.getByTestId('detail-min').innerText())
  await alice.getByLabel('Your bid (€)').fill(String(min))
  await alice.getByRole('button', { name: 'Place bid' }).click()
  await alice.getByRole('button', { name: 'Place binding bid' }).click()
  await expect(alice.locator('.bid-box')).toContainText('was placed')
  const shown = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(min)
  await expect(bob.getByTestId('detail-price')).toContainText(shown)
  await expect.poll(() => secondsLeft(bob)).toBeGreaterThan(50)
  await expect.poll(() => secondsLeft(alice)).toBeGreaterThan(50)

  // Bob answers; Alice sees it live.
  const next = euros(await bob.getByTestId('detail-min').innerText())
  expect(next).toBeGreaterThan(min)
  await bob.getByLabel('Your bid (€)').fill(String(next))
  await bob.getByRole('button', { name: 'Place bid' }).click()
  await bob.getByRole('button', { name: 'Place binding bid' }).click()
  await expect(alice.getByTestId('detail-price')).toContainText(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(next))
  await expect(bob.getByTestId('detail-price')).toContainText(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(next))
})

test('with proxy bidding switched on, a maximum bid answers a rival at once', async ({ browser, request }) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  const auth = { 'sec-fetch-site': 'same-origin' }
  const setProxy = async (on: boolean) => {
    const saved = await request.post('/api/globals/settings', { headers: auth, data: { proxy_bidding_enabled: on } })
    expect(saved.ok()).toBe(true)
  }
  await setProxy(true)
  try {
    // One that stays live for the whole test (the soonest-closing one may end mid-test).
    const later = new Date(Date.now() + 15 * 60_000).toISOString()
    const found = await request.get(`/api/auctions?where[status][equals]=LIVE&where[end_time][greater_than]=${later}&sort=end_time&limit=1&depth=1`, { headers: auth })
    const slug = (await found.json()).docs[0].listing.slug as string
    const first = await signedInPage(browser, 'buyer@demo.test')
    const rival = await signedInPage(browser, 'buyer2@demo.test')

    // Saving the settings tells the service at once (cms/hooks/settings-changed.ts): its snapshot
    // says so before the page is opened. (Before, the page was reloaded until the field showed
    // within a second of each load, which a loaded machine's socket join could always miss.)
    await expect
      .poll(async () => {
        const reply = await first.request.get(`/svc/auctions/by-slug/${slug}`, { headers: auth })
        return ((await reply.json()) as { data?: { snapshot?: { proxy_bidding?: boolean } } }).data?.snapshot?.proxy_bidding
      })
      .toBe(true)
    await first.goto(`/auctions/${slug}`)
    await expect(first.getByLabel('Maximum bid (optional)')).toBeVisible()
    const min = euros(await first.getByTestId('detail-min').innerText())
    await first.getByLabel('Your bid (€)').fill(String(min))
    await first.getByLabel('Maximum bid (optional)').fill(String(min + 20_000))
    await first.getByRole('button', { name: 'Place bid' }).click()
    await first.getByRole('button', { name: 'Place binding bid' }).click()
    await expect(first.locator('#bid-message')).toContainText('was placed')

    await rival.goto(`/auctions/${slug}`)
    const rivalAmount = euros(await rival.getByTestId('detail-min').innerText()) + 5_000
    await rival.getByLabel('Your bid (€)').fill(String(rivalAmount))
    await rival.getByRole('button', { name: 'Place bid' }).click()
    await rival.getByRole('button', { name: 'Place binding bid' }).click()
    await expect(rival.locator('#bid-message')).toContainText("another bidder's maximum bid is higher")
    // The refusal comes with the reply; the price the system bid arrives with the live update.
    await expect.poll(async () => euros(await rival.getByTestId('detail-price').innerText())).toBeGreaterThan(rivalAmount)
    const price = euros(await rival.getByTestId('detail-price').innerText())
    expect(price).toBeLessThanOrEqual(min + 20_000)
    // The first buyer's page follows live and still shows the price the system bid for them.
    await expect(first.getByTestId('detail-price')).toHaveText(await rival.getByTestId('detail-price').innerText())
  } finally {
    await setProxy(false)
  }
})

test('a bid far above the minimum waits for the bidder\'s confirmation; visitors see no price on the page', async ({ browser, page }) => {
  const buyer = await signedInPage(browser, 'buyer@demo.test')
  // An auction the other journeys do not move (they take the latest to end).
  const found = await buyer.request.get('/svc/auctions?sort=newly_listed&limit=5')
  const slug = (await found.json()).data.items[2].slug as string

  await page.goto(`/auctions/${slug}`)
  await expect(page.getByTestId('detail-price')).toHaveText('—')
  await expect(page.getByTestId('prices-hidden')).toContainText('Register and confirm your email address: you see prices, closing times and the bid history.')

  await buyer.goto(`/auctions/${slug}`)
  await expect(buyer.getByTestId('detail-min')).not.toHaveText('—')
  const min = euros(await buyer.getByTestId('detail-min').innerText())
  const before = await buyer.getByTestId('detail-price').innerText()
  const high = min * 11
  await buyer.getByLabel('Your bid (€)').fill(String(high))
  await buyer.getByRole('button', { name: 'Place bid' }).click()
  await buyer.getByRole('button', { name: 'Place binding bid' }).click()
  const confirm = buyer.getByTestId('bid-confirm')
  await expect(confirm).toContainText('11 times the minimum. Confirm?')
  await expect(confirm.getByRole('button', { name: 'Confirm bid' })).toBeFocused()
  // Cancel places nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(buyer.getByTestId('detail-price')).toHaveText(before)
  // Confirmed, it stands.
  await buyer.getByRole('button', { name: 'Place bid' }).click()
  await buyer.getByRole('button', { name: 'Place binding bid' }).click()
  await buyer.getByTestId('bid-confirm').getByRole('button', { name: 'Confirm bid' }).click()
  await expect(buyer.locator('.bid-box')).toContainText('was placed')
  await expect(buyer.getByTestId('detail-price')).toContainText(new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(high))
})
