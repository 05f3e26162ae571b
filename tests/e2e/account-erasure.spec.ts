import fs from 'node:fs'
import { BASE, expect, test } from './support-files/product'

import AxeBuilder from '@axe-core/playwright'
import { request as playwrightRequest } from '@playwright/test'

const RUN = Date.now().toString(36)
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots/badinput'

/**
 * Issue #24, section 4: an admin erases an account from the user's activity panel, in a dialog
 * that names the account and asks for its email typed as confirmation (EN and DE, axe-clean).
 */
test('an admin erases an account in a confirm dialog naming it (EN), and the German admin reads German', async ({ browser }) => {
  const email = `erase-me-${RUN}@e2e.test`
  const api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } })
  expect((await api.post('/svc/auth/signup', { data: { accept_terms: true, business_buyer: true, email, password: 'e2e-secret-1', language: 'en' } })).status()).toBe(202)

  // German first (only opens and cancels), then English erases.
  for (const lang of ['de', 'en'] as const) {
    const context = await browser.newContext()
    if (lang === 'de') await context.addCookies([{ name: 'payload-lng', value: 'de', url: BASE }])
    const page = await context.newPage()
    expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    const found = await (await page.request.get(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { origin: BASE } })).json()
    const id = found.docs[0].id as number
    await page.goto(`/admin/users?q=${encodeURIComponent(email)}&activity=${id}`)
    const opener = page.getByRole('button', { name: lang === 'de' ? 'Konto löschen…' : 'Erase account…' })
    await expect(opener).toBeVisible()
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toContainText(email)
    expect((await new AxeBuilder({ page }).include('.mm-erase').analyze()).violations).toEqual([])
    if (fs.existsSync(SHOTS) || fs.existsSync('/work/shots')) {
      fs.mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: `${SHOTS}/erase-dialog-${lang}.png` })
    }
    if (lang === 'de') {
      await dialog.getByRole('button', { name: 'Abbrechen' }).click()
      await expect(dialog).toBeHidden()
      await context.close()
      continue
    }
    // A wrong address is refused with the server's message, and nothing happens.
    await dialog.getByLabel(/Type the account's email address/).fill('someone@else.test')
    await dialog.getByRole('button', { name: 'Erase account' }).click()
    await expect(dialog.getByRole('alert')).toContainText('not this account')
    await dialog.getByLabel(/Type the account's email address/).fill(email)
    await dialog.getByRole('button', { name: 'Erase account' }).click()
    // The dialog says "The account has been erased." and the refreshed panel then states it for good
    // (the server renders the erased account without the button); a fast refresh may replace the
    // first before it is seen, so the lasting statement is what is checked.
    await expect(page.getByText('This account has been erased.')).toBeVisible()
    const after = await (await page.request.get(`/api/users/${id}?depth=0`, { headers: { origin: BASE } })).json()
    expect(after.email).toBe(`erased-${id}@erased.invalid`)
    await context.close()
  }
})
