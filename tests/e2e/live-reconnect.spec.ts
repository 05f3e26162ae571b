import { createAuction, placeBid, signedInPage } from './support-files/auctions'
import { expect, test } from './support-files/product'

/**
 * The page's side of a refused socket (src/stores/live-auctions.ts): when the service turns a
 * handshake away (`rate_limited`, too many connections from one address; server/sockets/limits.ts),
 * socket.io-client does not try again by itself, so without our retry the page would show no live
 * price until it is reloaded. The first socket of the buyer's page gets the service's refusal as it
 * sends it; the page must try again after the `retry_after_secs` it names, not before, and then
 * follow the auction live.
 */
test('a page whose socket was refused (rate_limited) tries again when the service says, then follows the auction live', async ({ browser, request }) => {
  const { slug, auctionId } = await createAuction(request, { secs: 900, startPrice: 10_000, increment: 250, title: 'Komatsu PC210LC-11 (refused socket)' })
  const bidder = await signedInPage(browser, 'buyer@demo.test')
  const watcher = await signedInPage(browser, 'buyer2@demo.test')

  const RETRY_AFTER_SECS = 2
  let sockets = 0
  let refusedAt = 0
  let retriedAt = 0
  await watcher.context().routeWebSocket(/\/socket\.io\//, (ws) => {
    sockets += 1
    if (sockets > 1) {
      // The page's own retry (socket.io-client closed the refused transport): it reaches the service.
      retriedAt ||= Date.now()
      ws.connectToServer()
      return
    }
    // engine.io's open packet, then socket.io's CONNECT_ERROR for the namespace, as the service
    // answers a handshake over the per-address limit.
    ws.send(`0${JSON.stringify({ sid: 'refused-socket', upgrades: [], pingInterval: 25_000, pingTimeout: 20_000, maxPayload: 1_000_000 })}`)
    ws.onMessage((message) => {
      if (typeof message !== 'string' || !message.startsWith('40') || refusedAt) return
      refusedAt = Date.now()
      ws.send(`44${JSON.stringify({ message: 'Too many connections from this address.', data: { code: 'rate_limited', retry_after_secs: RETRY_AFTER_SECS } })}`)
    })
  })

  await watcher.goto(`/auctions/${slug}`)
  await expect(watcher.locator('.bid-box[data-hydrated]')).toBeVisible()
  await expect.poll(() => refusedAt, { message: 'the first handshake was refused' }).toBeGreaterThan(0)
  await expect.poll(() => retriedAt, { message: 'the page tried again', timeout: 15_000 }).toBeGreaterThan(0)
  // Not before the service said, and not only at the 5 s fallback.
  expect(retriedAt - refusedAt).toBeGreaterThanOrEqual(RETRY_AFTER_SECS * 1000 - 100)
  expect(retriedAt - refusedAt).toBeLessThan(RETRY_AFTER_SECS * 1000 + 2000)

  // Live again: another buyer's bid reaches the page without a reload.
  await placeBid(bidder, auctionId, 10_000)
  await expect(watcher.getByTestId('bid-history')).toContainText('10,000')
  await placeBid(bidder, auctionId, 10_250)
  await expect(watcher.getByTestId('bid-history')).toContainText('10,250')
})
