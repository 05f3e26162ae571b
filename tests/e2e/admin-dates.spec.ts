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

/** What Payload's date picker shows for an instant in `zone`, in the admin's format ("2 Dec 2026, 15:00" / "02.12.2026, 15:00"). */
const pickerText = (iso: string, language: 'en' | 'de', zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  )
  const month = new Intl.DateTimeFormat('en-US', { timeZone: zone, month: '2-digit' }).format(new Date(iso))
  return language === 'en'
    ? `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`
    : `${parts.day.padStart(2, '0')}.${month}.${parts.year}, ${parts.hour}:${parts.minute}`
}

/**
 * The editable dates and the document header follow the platform's zone too: an editor in New
 * York sees an auction's start in Berlin time, with the zone named, and a time typed there is
 * saved as that time in Berlin.
 */
for (const language of ['en', 'de'] as const) {
  test(`an auction's start time is picked in the platform's zone (${language.toUpperCase()}, browser in New York)`, async ({ browser }) => {
    test.setTimeout(240_000)
    const context = await browser.newContext({ timezoneId: 'America/New_York' })
    const page = await context.newPage()
    await context.addCookies([{ name: 'payload-lng', value: language, url: BASE }])
    expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    const headers = { 'sec-fetch-site': 'same-origin' }
    const zone = ((await (await page.request.get('/api/globals/settings?depth=0', { headers })).json()) as { time_zone: string }).time_zone
    const suffix = `${Date.now().toString(36)}${language}`
    const listing = await page.request.post('/api/listings', {
      headers,
      data: { title: `Zone check ${suffix}`, slug: `zone-${suffix}`, status: 'live', category: 'excavators', brand: 'Komatsu', model: 'PC210LC-11', year: 2019, hours: 5400, location_city: 'Köln', location_country: 'DE', lat: 50.94, lng: 6.96, description_md: 'A scheduled auction for the time-zone check.' },
    })
    expect(listing.ok(), await listing.text()).toBe(true)
    const listingId = ((await listing.json()) as { doc: { id: number } }).doc.id
    const day = 24 * 3600_000
    const start = new Date(Math.ceil((Date.now() + 3 * day) / 3600_000) * 3600_000 + 15 * 60_000).toISOString()
    const created = await page.request.post('/api/auctions', {
      headers,
      data: { listing: listingId, status: 'SCHEDULED', start_time: start, end_time: new Date(Date.parse(start) + day).toISOString(), start_price: 10_000, bid_increment: 250 },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const auction = ((await created.json()) as { doc: { id: number; createdAt: string } }).doc

    await page.goto(`/admin/collections/auctions/${auction.id}`)
    const field = page.getByTestId('zoned-date-start_time')
    const input = field.getByRole('textbox', { name: language === 'en' ? 'Start time' : 'Beginn' })
    // In Berlin's time and the admin's format; the zone is named under the input.
    await expect(input).toHaveValue(pickerText(start, language, zone), { timeout: 60_000 })
    expect(pickerText(start, language, 'America/New_York')).not.toBe(pickerText(start, language, zone))
    await expect(field).toContainText(zone)
    // The document header: created at, in the one admin format.
    await expect(page.getByTestId('doc-timestamps')).toContainText(clock(language, zone).dateTime(auction.createdAt))
    // The listing it sells is named by its title (Payload reads it by a POST through the gateway).
    await expect(page.locator('#field-listing')).toContainText(`Zone check ${suffix}`)

    // Typed as 15:00 on the same day (before the end, a day later): saved as 15:00 in the platform's zone.
    const wanted = new Date(start)
    const wantedDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(wanted)
    const fifteen = (() => {
      // The instant that is 15:00 on that day in the zone (its offset that day, from Intl).
      const guess = Date.parse(`${wantedDay}T15:00:00Z`)
      const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new Date(guess)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
      const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(offsetName) ?? []
      const offset = sign ? (sign === '+' ? 1 : -1) * (Number(hours) * 60 + Number(minutes)) : 0
      return new Date(guess - offset * 60_000).toISOString()
    })()
    await input.fill(pickerText(fifteen, language, zone))
    await input.press('Enter')
    await expect(input).toHaveValue(pickerText(fifteen, language, zone))
    await page.keyboard.press(process.platform === 'darwin' ? 'Meta+s' : 'Control+s')
    await expect.poll(async () => ((await (await page.request.get(`/api/auctions/${auction.id}?depth=0`, { headers })).json()) as { start_time: string }).start_time, { timeout: 30_000 }).toBe(fifteen)
    await page.screenshot({ path: `/work/shots/admin-zoned-picker-${language}.png` })
    await context.close()
  })
}
