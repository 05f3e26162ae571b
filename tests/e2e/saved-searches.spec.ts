import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'
import { expect } from './support-files/product'

import { test } from './support-files/islands'

/**
 * Saved searches and alerts (issue #16, section 1): a German buyer saves a German search on
 * /de/auctions, finds it in the dashboard with its match count, edits it; an auction that matches
 * goes live (staff create it in the admin's operations API, which tells the service) and the
 * buyer gets an in-app notification; the search is deleted. A visitor is offered sign-in instead.
 */

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }
const SHOTS = process.env.SAVED_SEARCH_SHOTS ?? 'test-results/saved-searches'

const signIn = async (page: Page, email: string) => {
  const response = await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })
  expect(response.ok()).toBe(true)
}

/** The cookie notice would cover the screenshots: "necessary only" first (EN or DE). */
const dismissCookies = async (page: Page) => {
  const banner = page.getByRole('button', { name: /^(Essential only|Nur erforderliche)$/ })
  if (await banner.isVisible()) await banner.click()
}

const expectNoAxeViolations = async (page: Page, label: string, include?: string) => {
  const builder = new AxeBuilder({ page })
  const axe = await (include ? builder.include(include) : builder).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), label).toEqual([])
}

test('a German buyer saves "Bagger" on /de/auctions, edits it in the dashboard, is told of a new match, deletes it', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const name = `Bagger bis 2015 unter 8.000 h ${Date.now().toString(36)}`
  await signIn(page, 'buyer2@demo.test')

  // The list with a German search and bounds; its count is what the dashboard will show.
  await page.goto('/de/auctions?q=Bagger&yMax=2015&hMax=8000')
  await dismissCookies(page)
  const count = page.locator('.auctions__count')
  await expect(count).toHaveText(/^\d+ Auktion(en)?$/)
  const listed = Number((await count.textContent())?.match(/\d+/)?.[0])

  await page.getByRole('button', { name: 'Suche speichern' }).click()
  const dialog = page.getByRole('dialog', { name: 'Diese Suche speichern' })
  await expect(dialog).toBeVisible()
  const nameField = dialog.getByLabel('Name')
  await expect(nameField).toBeFocused()
  await expect(nameField).toHaveValue('Bagger · bis 2015 · bis 8.000 h')
  await expectNoAxeViolations(page, 'save dialog', 'dialog[open]')
  await page.screenshot({ path: `${SHOTS}/save-dialog-desktop.png` })
  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Suche speichern' })).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await nameField.fill(name)
  await dialog.getByLabel('Sofort per E-Mail').check()
  await dialog.getByRole('button', { name: 'Suche speichern' }).click()
  await expect(page.getByText('Suche gespeichert', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()

  // The dashboard lists it with the list's count.
  await page.goto('/de/dashboard/saved-searches')
  await expect(page.getByRole('heading', { level: 2, name: 'Gespeicherte Suchen' })).toBeVisible()
  const item = page.locator('.saved-search').filter({ has: page.getByRole('heading', { name }) })
  await expect(item.getByTestId('saved-search-count')).toHaveText(listed === 1 ? '1 Auktion passt derzeit' : `${listed} Auktionen passen derzeit`)
  await expect(item).toContainText('E-Mail-Benachrichtigung: Sofort')
  await expect(item.getByRole('link', { name: `Treffer von „${name}“ anzeigen` })).toHaveAttribute('href', '/de/auctions?q=Bagger&yMax=2015&hMax=8000')
  await expectNoAxeViolations(page, 'dashboard')
  await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true })

  // Edit: rename and a daily digest instead.
  await item.getByRole('button', { name: `„${name}“ bearbeiten` }).click()
  const renamed = `${name} (täglich)`
  await page.getByLabel('Name').fill(renamed)
  await page.getByLabel('E-Mail-Benachrichtigung').selectOption('daily')
  await page.getByRole('button', { name: 'Änderungen speichern' }).click()
  await expect(page.getByText('Gespeicherte Suche geändert', { exact: true })).toBeVisible()
  const edited = page.locator('.saved-search').filter({ has: page.getByRole('heading', { name: renamed }) })
  await expect(edited).toContainText('E-Mail-Benachrichtigung: Tägliche Zusammenfassung')
  await expect(edited.getByRole('button', { name: `„${renamed}“ bearbeiten` })).toBeFocused()

  // Staff create a live excavator that matches (2013, 6,200 h); the service matches it at once.
  const staff = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const admin = await staff.newPage()
  await signIn(admin, 'admin@demo.test')
  const title = `Caterpillar 318 Bagger ${Date.now().toString(36)}`
  const listing = await admin.request.post('/api/listings', {
    headers: SAME_ORIGIN,
    data: { title, category: 'excavators', brand: 'Caterpillar', model: '318', year: 2013, hours: 6200, location_city: 'Linz', location_country: 'AT', status: 'live' },
  })
  expect(listing.status(), await listing.text()).toBe(201)
  const listingId = ((await listing.json()) as { doc: { id: number } }).doc.id
  const auction = await admin.request.post('/api/ops/auctions', { headers: SAME_ORIGIN, data: { listing: listingId, start_time: new Date().toISOString(), start_price: 20_000 } })
  expect(auction.ok(), await auction.text()).toBe(true)
  await staff.close()

  await expect
    .poll(async () => {
      const body = (await (await page.request.get('/svc/account/notifications', { headers: SAME_ORIGIN })).json()) as { data: { title: string }[] }
      return body.data.map((n) => n.title)
    }, { timeout: 30_000 })
    .toContain(`Neu für „${renamed}“: ${title}`)
  await page.goto('/de/dashboard/notifications')
  await expect(page.getByRole('heading', { name: `Neu für „${renamed}“: ${title}` })).toBeVisible()

  // Delete, after confirming.
  await page.goto('/de/dashboard/saved-searches')
  await page.getByRole('button', { name: `„${renamed}“ löschen` }).click()
  const confirm = page.getByRole('dialog', { name: `„${renamed}“ löschen?` })
  await expect(confirm).toBeVisible()
  await expectNoAxeViolations(page, 'confirm dialog', 'dialog[open]')
  await confirm.getByRole('button', { name: 'Suche löschen' }).click()
  await expect(page.getByText('Gespeicherte Suche gelöscht', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0)
  const left = (await (await page.request.get('/svc/saved-searches', { headers: SAME_ORIGIN })).json()) as { data: { name: string }[] }
  expect(left.data.map((s) => s.name)).not.toContain(renamed)
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a visitor is offered sign-in; a buyer saves from the list and manages the search in English', async ({ page }) => {
    await page.goto('/auctions?q=excavator')
    await dismissCookies(page)
    const signInLink = page.getByRole('link', { name: 'Sign in to save this search' })
    await expect(signInLink).toBeVisible()
    expect(decodeURIComponent((await signInLink.getAttribute('href')) ?? '')).toContain('/signin?next=/auctions?q=excavator')
    await expect(page.getByRole('button', { name: 'Save search' })).toHaveCount(0)

    await signIn(page, 'buyer@demo.test')
    await page.goto('/auctions?category=wheel_loaders')
    await page.getByRole('button', { name: 'Save search' }).click()
    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await expect(dialog.getByLabel('Name')).toHaveValue('Wheel loaders')
    const box = await dialog.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await page.screenshot({ path: `${SHOTS}/save-dialog-mobile.png` })
    await dialog.getByLabel('One daily digest email').check()
    await dialog.getByRole('button', { name: 'Save search' }).click()
    await expect(page.getByText('Search saved', { exact: true })).toBeVisible()

    await page.goto('/dashboard/saved-searches')
    const item = page.locator('.saved-search').filter({ has: page.getByRole('heading', { name: 'Wheel loaders' }) })
    await expect(item.getByTestId('saved-search-count')).toHaveText(/^\d+ auctions? match(es)? now$/)
    await expect(item).toContainText('Email alert: Daily digest')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectNoAxeViolations(page, 'dashboard (phone)')
    await page.screenshot({ path: `${SHOTS}/dashboard-mobile.png`, fullPage: true })

    await item.getByRole('button', { name: 'Delete “Wheel loaders”' }).click()
    await page.getByRole('dialog', { name: 'Delete “Wheel loaders”?' }).getByRole('button', { name: 'Delete search' }).click()
    await expect(page.getByText('Saved search deleted', { exact: true })).toBeVisible()
    await expect(page.getByText('You have no saved searches yet.', { exact: false })).toBeVisible()
  })
})
