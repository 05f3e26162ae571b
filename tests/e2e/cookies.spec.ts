import AxeBuilder from '@axe-core/playwright'
import { createAuction } from './support-files/auctions'
import { expect, test } from './support-files/product'

test('the cookie notice sets nothing before a choice, remembers the choice, and is accessible', async ({ page, context }) => {
  await page.goto('/')
  const notice = page.getByRole('region', { name: 'Cookie notice' })
  await expect(notice).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toEqual([])
  const axe = await new AxeBuilder({ page }).include('[data-cookie-notice]').analyze()
  expect(axe.violations).toEqual([])

  await notice.getByRole('button', { name: 'Essential only' }).click()
  await expect(notice).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'mm-consent')?.value).toBe('essential')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
})

test('on a 390×844 phone the cookie notice, while it asks, covers neither the Help button nor the bid bar', async ({ browser, request }) => {
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  // The element a tap at the middle of a box reaches: the box's own element (or inside it), not the notice.
  const reaches = (selector: string) =>
    phone.evaluate((target) => {
      const element = document.querySelector(target)!
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      return !!hit && element.contains(hit)
    }, selector)
  for (const path of ['/fees', '/de/fees']) {
    await phone.goto(path)
    await expect(phone.locator('[data-cookie-notice]')).toBeVisible()
    // On a phone the Help button sits under the footer: scrolled to the end, it stands clear of the notice.
    await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => reaches('.support__launcher')).toBe(true)
  }
  await phone.locator('.support__launcher').click()
  await expect(phone.getByRole('dialog')).toBeVisible()

  const { slug } = await createAuction(request, { secs: 600, startPrice: 9_000, increment: 250, title: 'Bomag BW 120 (cookie notice)' })
  await phone.goto(`/auctions/${slug}`)
  await expect(phone.locator('[data-cookie-notice]')).toBeVisible()
  await expect(phone.getByTestId('bid-bar')).toBeVisible()
  // The notice stands above the sticky bid bar: its Bid button and the Help button in it stay reachable.
  await expect.poll(() => reaches('[data-testid="bid-bar"] button')).toBe(true)
  await expect.poll(() => reaches('.support__launcher')).toBe(true)
  const notice = (await phone.locator('[data-cookie-notice]').boundingBox())!
  const bar = (await phone.getByTestId('bid-bar').boundingBox())!
  expect(notice.y + notice.height).toBeLessThanOrEqual(bar.y)
  await phone.close()
})
