import { clock } from '../../core/time/format'
import { BASE, expect, test } from './support-files/product'

/**
 * One date format per language everywhere in the admin: the same instant (a KYC application's
 * submission time) reads the same in Payload's own list cell and read-only date field and in our
 * KYC queue and case view, in the platform's zone (the settings' time_zone), in EN and in DE. The
 * browser runs in New York, so a view that formatted in the browser's zone would differ.
 */
for (const language of ['en', 'de'] as const) {
  test.describe(`one date format in the ${language === 'en' ? 'English' : 'German'} admin`, () => {
    test.use({ timezoneId: 'America/New_York' })
    test.describe.configure({ timeout: 240_000 })

    test('a KYC submission time reads the same in every view', async ({ page }) => {
      await page.context().addCookies([{ name: 'payload-lng', value: language, url: BASE }])
      expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
      const headers = { 'sec-fetch-site': 'same-origin' }
      const settings = await (await page.request.get('/api/globals/settings?depth=0', { headers })).json()
      const kyc = await (await page.request.get('/api/kyc?limit=1&depth=0&sort=submitted_at&where[status][equals]=pending_review', { headers })).json()
      const record = kyc.docs[0] as { id: number; submitted_at: string; company_name: string }
      expect(record?.submitted_at).toBeTruthy()
      const expected = clock(language, settings.time_zone).dateTime(record.submitted_at)
      // The browser's own zone would give another text (New York is 5–6 hours behind Berlin).
      expect(clock(language, 'America/New_York').dateTime(record.submitted_at)).not.toBe(expected)

      // Payload's list of the collection: the submitted-at cell.
      await page.goto('/admin/collections/kyc')
      await expect(page.locator('table').getByText(expected, { exact: true }).first()).toBeVisible({ timeout: 60_000 })
      // Payload's edit view: the read-only date field.
      await page.goto(`/admin/collections/kyc/${record.id}`)
      await expect(page.getByTestId('date-submitted_at')).toContainText(expected, { timeout: 60_000 })
      // Our KYC case view and the queue.
      await page.goto(`/admin/kyc/${record.id}`)
      await expect(page.locator('body')).toContainText(expected, { timeout: 60_000 })
      await page.goto('/admin/kyc')
      await expect(page.locator('body')).toContainText(expected, { timeout: 60_000 })
    })
  })
}
