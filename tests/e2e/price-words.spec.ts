import { expect, test } from './support-files/product'

/**
 * "Winning bid" means one number (issue #27 §4): /dashboard/won shows the all-in winning bid under
 * "Winning bid" / "Höchstgebot" (the same word the win notification and email use, see
 * tests/int/price-words.test.ts), with the buyer fee and the hammer price inside it, and money
 * never with one decimal ("€62,009.8").
 */
for (const { prefix, words } of [
  { prefix: '', words: ['Winning bid', 'Total incl. VAT', 'Buyer fee (included)', 'Hammer price (seller)'] },
  { prefix: '/de', words: ['Höchstgebot', 'Rechnungsbetrag inkl. USt.', 'Käuferaufgeld (enthalten)', 'Zuschlagspreis (Verkäufer)'] },
]) {
  test(`won auctions say which number is which${prefix ? ' (German)' : ''}`, async ({ page }) => {
    expect((await page.request.post('/api/users/login', { data: { email: 'buyer@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    await page.goto(`${prefix}/dashboard/won`)
    const [bid, total, fee, hammer] = words
    await expect(page.getByRole('columnheader', { name: bid, exact: true })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: total, exact: true })).toBeVisible()
    const cell = page.getByTestId('won-winning-bid').first()
    await expect(cell).toContainText(fee)
    await expect(cell).toContainText(hammer)
    const text = (await page.locator('main').innerText()).replaceAll('\u00a0', ' ')
    // Every amount has no decimals or exactly two.
    expect(text).not.toMatch(prefix ? /\d,\d €/ : /€[\d,]+\.\d(?!\d)/)
  })
}
