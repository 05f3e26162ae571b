import { type APIRequestContext } from '@playwright/test'
import { joinedRooms } from './support-files/islands'
import { expect, test } from './support-files/product'

/**
 * The auction list is rendered on the server (cards, prices for who may see them, standing, pages,
 * "did you mean"): a browser without JavaScript gets the whole list. Only the filter form and each
 * card's countdown and live part hydrate, and a bid placed elsewhere still reaches the card live.
 */

const signIn = async (request: APIRequestContext, email = 'buyer@demo.test') => {
  expect((await request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
}

test.describe('the list page is rendered on the server', () => {
  for (const [prefix, price, page2] of [['', /^€[\d,]+\.\d{2}$/, 'Page 2'], ['/de', /^[\d.]+,\d{2}\s€$/, 'Seite 2']] as const) {
    test(`a signed-in buyer without JavaScript gets the cards with prices and the page links (${prefix || '/'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await signIn(page.request)
      const response = await page.goto(`${prefix}/auctions`)
      expect(response?.status()).toBe(200)
      // The HTML as sent: a full page of cards, each a link to its auction.
      const html = await response!.text()
      expect(html.match(/data-testid="auction-card"/g)?.length).toBe(24)
      const cards = page.getByTestId('auction-card')
      await expect(cards).toHaveCount(24)
      await expect(cards.first().getByTestId('card-price')).toHaveText(price)
      await expect(cards.first().locator('.auction-card__link')).toHaveAttribute('href', new RegExp(`^${prefix}/auctions/[a-z0-9-]+$`))
      await expect(page.getByTestId('pagination').getByRole('link', { name: page2, exact: true })).toHaveAttribute('href', /[?&]page=2$/)
      // Nothing hydrated: the page is whole without script.
      await expect(page.locator('.auctions[data-hydrated]')).toHaveCount(0)
      await context.close()
    })
  }

  test('a visitor without JavaScript gets the teaser cards, never a price', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto('/auctions')
    const html = await response!.text()
    expect(html).not.toMatch(/"current_price":\s*\d/)
    expect(html).not.toMatch(/€\s?[\d,]+\.\d{2}|[\d.]+,\d{2}\s€/)
    const cards = page.getByTestId('auction-card')
    expect(await cards.count()).toBeGreaterThan(10)
    for (const text of await cards.getByTestId('card-price').allInnerTexts()) expect(text).toBe('—')
    await expect(cards.first().locator('.countdown')).toHaveText('After sign-in')
    await expect(page.getByText("You're viewing a preview: prices and closing times are hidden.")).toBeVisible()
    await context.close()
  })

  test('only the filter form and the cards’ small parts are islands; a bid elsewhere updates a card live', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await signIn(page.request)
    const rooms = joinedRooms(page)
    await page.goto('/auctions')
    await expect(page.locator('.auctions[data-hydrated]')).toHaveCount(1)
    // No island holds the grid: the cards' islands are the countdown and the live part only.
    const islands = await page.locator('.auctions astro-island').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('component-export') ?? 'default'))
    expect(new Set(islands)).toEqual(new Set(['default', 'SaveSearchIsland', 'CardTimerIsland', 'CardLiveIsland']))
    await expect(page.locator('.auction-grid astro-island')).toHaveCount(48)
    await expect(page.locator('astro-island:has(.auction-grid)')).toHaveCount(0)

    // The page's last card ends last (the list is ending soonest first): the first may end during the test.
    const card = page.getByTestId('auction-card').last()
    const auctionId = (await card.getAttribute('data-auction-id'))!
    await expect.poll(() => rooms.has(auctionId)).toBe(true)
    const before = await card.getByTestId('card-price').innerText()

    // Another buyer bids through the service; the card shows the new price and bid count without a reload.
    const rival = await browser.newContext()
    await signIn(rival.request, 'buyer2@demo.test')
    const headers = { 'sec-fetch-site': 'same-origin' }
    const snapshot = await (await rival.request.get(`/svc/auctions/${auctionId}`, { headers })).json()
    const bid = (amount: number) => rival.request.post(`/svc/auctions/${auctionId}/bids`, { data: { auctionId: Number(auctionId), amount }, headers })
    // A bid just above the price is refused with the minimum next bid, which is then bid.
    const probe = await (await bid(snapshot.data.current_price + 1)).json()
    const amount = probe.error?.min_next_bid ?? snapshot.data.current_price + 1
    const placed = await bid(amount)
    expect(placed.status(), await placed.text()).toBeLessThan(300)
    const shown = async () => Number((await card.getByTestId('card-price').innerText()).replace(/[^\d.]/g, ''))
    await expect.poll(shown).toBe(amount)
    // On a card without bids the first bid may equal the starting price shown: the bid count proves the update then.
    if (snapshot.data.bid_count > 0) expect(Number(before.replace(/[^\d.]/g, ''))).toBeLessThan(amount)
    else expect(Number(before.replace(/[^\d.]/g, ''))).toBe(amount)
    await expect(card.getByTestId('card-bids')).toHaveText(`${snapshot.data.bid_count + 1} ${snapshot.data.bid_count + 1 === 1 ? 'bid' : 'bids'}`)
    await rival.close()
    await context.close()
  })
})
