import { expect, type Page } from '@playwright/test'

import { test as base } from './product'

/**
 * Waits until every island the page hydrates at once (client:load) has hydrated: Astro removes
 * the `ssr` attribute then. Clicking a form before that submits it natively instead of through
 * the island (a race on a busy machine, not a product bug: a person does not click that fast).
 */
export const islandsReady = (page: Page) => expect(page.locator('astro-island[ssr][client="load"]')).toHaveCount(0, { timeout: 15_000 })

/** `test` whose page waits for the islands after every `page.goto`. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      await islandsReady(page)
      return response
    }
    await use(page)
  },
})

/**
 * The auctions whose room this page's live socket has joined (the join's acknowledgement came
 * back), recorded from the WebSocket frames. Start it before `page.goto`; a bid placed elsewhere
 * reaches the page live only after its room was joined.
 */
export const joinedRooms = (page: Page) => {
  const joined = new Set<string>()
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      // socket.io acknowledgement: "43<ack id>[{"data":{"id":<auction id>,…}}]"
      const match = /^43\d+\[\{"data":\{"id":(\d+)/.exec(String(payload))
      if (match) joined.add(match[1] as string)
    }),
  )
  return { has: (auctionId: string | number) => joined.has(String(auctionId)) }
}
