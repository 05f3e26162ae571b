import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { type APIRequestContext, type Page } from '@playwright/test'
import { expect } from './support-files/product'

import { islandsReady, test } from './support-files/islands'

/**
 * Reminders and calendar (issue #16, section 3): a buyer sets "Erinnern" on a detail page in
 * German, sees it set (also after a reload), downloads the .ics whose DTEND is the auction's end
 * in UTC, removes it again; a reminder that is due at once arrives as an in-app notification.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

const signIn = async (page: Page, email = 'buyer@demo.test') => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/** A live seeded auction (not one other specs move: those take the first or last to end), moved to end at `end`; restore() puts it back. */
const moveAuction = async (request: APIRequestContext, page: number, end: Date) => {
  const login = await request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })
  expect(login.ok()).toBe(true)
  const found = await request.get(`/api/auctions?where[status][equals]=LIVE&sort=end_time&limit=1&page=${page}&depth=1`, { headers: SAME_ORIGIN })
  const auction = (await found.json()).docs[0] as { id: number; end_time: string; listing: { slug: string; title: string } }
  const moved = await request.patch(`/api/auctions/${auction.id}`, { headers: SAME_ORIGIN, data: { end_time: end.toISOString() } })
  expect(moved.ok()).toBe(true)
  return {
    id: auction.id,
    slug: auction.listing.slug,
    title: auction.listing.title,
    restore: async () => {
      await request.patch(`/api/auctions/${auction.id}`, { headers: SAME_ORIGIN, data: { end_time: auction.end_time } })
    },
  }
}

/** A whole second, so the stored end and the calendar's UTC time compare exactly. */
const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000)

test('a buyer sets a reminder on the detail page in German, downloads the .ics and removes the reminder', async ({ page, request }) => {
  const end = wholeSecond(Date.now() + 6 * 3_600_000)
  const auction = await moveAuction(request, 4, end)
  try {
    await signIn(page)
    await page.request.delete(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN })
    await page.goto(`/de/auctions/${auction.slug}`)

    const remind = page.getByTestId('remind')
    await remind.getByText('Erinnern', { exact: true }).click()
    await remind.getByRole('button', { name: '1 Std. vor dem Ende' }).click()
    await expect(remind.getByRole('status')).toHaveText('Erinnerung gesetzt · 1 Std. vor Ende')
    await expect(remind.getByRole('button', { name: 'Erinnerung entfernen' })).toBeFocused()

    // Stored: the next visit shows it set.
    await page.reload()
    await islandsReady(page)
    await expect(page.getByTestId('remind').getByRole('status')).toHaveText('Erinnerung gesetzt · 1 Std. vor Ende')

    const axe = await new AxeBuilder({ page }).include('[data-testid="remind"]').include('[data-testid="add-to-calendar"]').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    await page.screenshot({ path: 'test-results/shots/K/reminder-detail-desktop.png', fullPage: false })

    // "Zum Kalender hinzufügen" is a plain link to the calendar file.
    const calendar = page.getByRole('link', { name: 'Zum Kalender hinzufügen' })
    const [download] = await Promise.all([page.waitForEvent('download'), calendar.click()])
    expect(download.suggestedFilename()).toBe(`auction-${auction.id}.ics`)
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '')
    const utc = end.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')
    expect(ics).toContain(`\r\nDTEND:${utc}\r\n`)
    expect(ics).toContain(`\r\nSUMMARY:Auktionsende: ${auction.title.replace(/,/g, '\\,')}`)
    expect(ics).toMatch(/\r\nDESCRIPTION:Die Auktion endet am [^\r]*(MEZ|MESZ)/)

    await page.getByTestId('remind').getByRole('button', { name: 'Erinnerung entfernen' }).click()
    await expect(page.getByTestId('remind').getByText('Erinnern', { exact: true })).toBeVisible()
    const mine = await page.request.get('/svc/reminders', { headers: SAME_ORIGIN })
    expect(((await mine.json()).data.items as { auction_id: number }[]).map((item) => item.auction_id)).not.toContain(auction.id)
  } finally {
    await auction.restore()
  }
})

test('on a phone (390x844) the reminder control and the calendar link fit and work by keyboard', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const end = wholeSecond(Date.now() + 6 * 3_600_000)
  const auction = await moveAuction(request, 5, end)
  try {
    await signIn(page)
    await page.request.delete(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN })
    await page.goto(`/auctions/${auction.slug}`)
    const remind = page.getByTestId('remind')
    const summary = remind.getByText('Remind me', { exact: true })
    await summary.focus()
    await page.keyboard.press('Enter')
    await remind.getByRole('button', { name: '3 h before the end' }).focus()
    await page.keyboard.press('Enter')
    await expect(remind.getByRole('status')).toHaveText('Reminder set · 3 h before end')
    const box = await remind.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible()
    await page.screenshot({ path: 'test-results/shots/K/reminder-detail-phone.png', fullPage: true })
    await remind.getByRole('button', { name: 'Remove reminder' }).click()
    await expect(remind.getByText('Remind me', { exact: true })).toBeVisible()
  } finally {
    await auction.restore()
  }
})

test('a visitor gets a sign-in link instead, and no calendar link', async ({ page }) => {
  await page.goto('/auctions/caterpillar-320-gc-2019')
  await expect(page.getByRole('link', { name: 'Sign in for a reminder' })).toHaveAttribute('href', /\/signin\?next=/)
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0)
})

test('a reminder that becomes due arrives as an in-app notification', async ({ page, request }) => {
  const auction = await moveAuction(request, 6, wholeSecond(Date.now() + 10 * 60_000))
  try {
    await signIn(page)
    await page.request.delete(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN })
    // A reminder 15 minutes before an end 10 minutes away is due at once: the clock sends it within a tick.
    const set = await page.request.put(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN, data: { lead_minutes: 15 } })
    expect(set.status()).toBe(201)
    // Within a tick or two of the clock (read from the account's own list, so a loaded machine's
    // slow page load cannot miss it), then shown on the notifications page.
    await expect
      .poll(async () => {
        const reply = await page.request.get('/svc/account/notifications', { headers: SAME_ORIGIN })
        return ((await reply.json()) as { data?: { title: string }[] }).data?.some((n) => n.title === `Ending soon: ${auction.title}`)
      }, { timeout: 20_000 })
      .toBe(true)
    await page.goto('/dashboard/notifications')
    await expect(page.getByRole('heading', { name: `Ending soon: ${auction.title}` }).first()).toBeVisible()
    // The auction's own control says it was sent.
    await page.goto(`/auctions/${auction.slug}`)
    await expect(page.getByTestId('remind').getByRole('status')).toHaveText('Reminder sent')
  } finally {
    await page.request.delete(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN })
    await auction.restore()
  }
})

test('"Remind me" on an auction card, and the watched-auction setting in the profile (DE)', async ({ page, request }) => {
  // An auction ending hours away, so a 15-minute reminder is not due (and sent) during the test.
  const auction = await moveAuction(request, 7, wholeSecond(Date.now() + 6 * 3_600_000))
  try {
    await signIn(page)
    await page.request.delete(`/svc/reminders/${auction.id}`, { headers: SAME_ORIGIN })
    await page.goto(`/auctions?q=${encodeURIComponent(auction.title)}`)
    const card = page.locator(`[data-testid="auction-card"][data-auction-id="${auction.id}"]`)
    const remind = card.getByTestId('remind')
    await remind.getByText('Remind me', { exact: true }).click()
    await remind.getByRole('button', { name: '15 min before the end' }).click()
    await expect(remind.getByRole('status')).toHaveText('Reminder set · 15 min before end')
    const axe = await new AxeBuilder({ page }).include('[data-testid="auction-card"]').analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    await page.screenshot({ path: 'test-results/shots/K/reminder-card-desktop.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await remind.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/shots/K/reminder-card-phone.png' })
    await remind.getByRole('button', { name: 'Remove reminder' }).click()
    await expect(remind.getByText('Remind me', { exact: true })).toBeVisible()
  } finally {
    await auction.restore()
  }

  // The setting as buyer2 (German), who watches nothing in the demo data: switching it on creates no reminder that could fall due here.
  await signIn(page, 'buyer2@demo.test')
  await page.goto('/de/dashboard/profile')
  const setting = page.getByRole('checkbox', { name: 'An beobachtete Auktionen erinnern' })
  await expect(setting).not.toBeChecked()
  await setting.check()
  await expect(page.getByRole('status').filter({ hasText: 'Erinnerungseinstellung gespeichert.' })).toBeVisible()
  await page.reload()
  await islandsReady(page)
  await expect(page.getByRole('checkbox', { name: 'An beobachtete Auktionen erinnern' })).toBeChecked()
  const profileAxe = await new AxeBuilder({ page }).include('.dashboard-section').analyze()
  expect(profileAxe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
  await page.screenshot({ path: 'test-results/shots/K/profile-phone.png', fullPage: true })
  await page.getByRole('checkbox', { name: 'An beobachtete Auktionen erinnern' }).uncheck()
  await expect(page.getByRole('status').filter({ hasText: 'Erinnerungseinstellung gespeichert.' })).toBeVisible()
})
