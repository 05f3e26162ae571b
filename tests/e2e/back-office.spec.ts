import { readFileSync } from 'node:fs'

import type { Browser, Page } from '@playwright/test'
import { BASE, MAIL_API, expect, test } from './support-files/product'

/**
 * The back office at work (EN and DE, desktop): a statement in CAMT.053 with one matching, one
 * partial and one unknown payment is uploaded and confirmed; an order is cancelled with a reason
 * from its own page after the confirmation; a payment reminder goes out after the due date in the
 * buyer's language (the order's date is moved back, the service's clock sends it).
 */
const SAME_ORIGIN = { origin: BASE }
const RUN = Date.now().toString(36)
const DAY = 86_400_000

type Order = { id: number; payment_reference: string; total: number; buyer: number; status: string }

const staffPage = async (browser: Browser, lang: 'en' | 'de') => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  await context.addCookies([{ name: 'payload-lng', value: lang, url: BASE }])
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  return page
}

const awaitingOrders = async (page: Page): Promise<Order[]> =>
  (await (await page.request.get('/api/orders?where[status][equals]=awaiting_payment&depth=0&limit=50&sort=id', { headers: SAME_ORIGIN })).json()).docs

/**
 * Awaiting orders nothing has happened to yet (no payment, partial payment or reminder): the
 * journeys here book payments and cancel, and an order changes only through those actions, so
 * each journey takes orders of its own instead of putting the demo data back.
 */
const untouchedOrders = async (page: Page): Promise<Order[]> => {
  const orders = await awaitingOrders(page)
  const events = (await (await page.request.get(`/api/order-events?where[order][in]=${orders.map((order) => order.id).join(',')}&where[type][in]=partial_payment,paid,reminded,cancelled&depth=0&limit=1000`, { headers: SAME_ORIGIN })).json()).docs as Array<{ order: number }>
  const touched = new Set(events.map((event) => event.order))
  // Not the orders of the buyer whose dashboard journey reads their newest one as awaiting payment (dashboard.spec).
  const kept = (await (await page.request.get('/api/users?where[email][equals]=buyer@demo.test&depth=0', { headers: SAME_ORIGIN })).json()).docs[0]?.id as number | undefined
  return orders.filter((order) => !touched.has(order.id) && order.buyer !== kept)
}

/** A bare write of an order's status through REST is ignored: it changes only through its own actions. */
const bareWrite = (page: Page, id: number, data: Record<string, unknown>) => page.request.patch(`/api/orders/${id}`, { headers: SAME_ORIGIN, data })

/** The sample statement with the references, amounts and bank ids of this run. */
const camt = (full: Order, partial: Order, tag: string) =>
  readFileSync(new URL('../fixtures/camt053-sample.xml', import.meta.url), 'utf8')
    .replace('MM-900001', full.payment_reference)
    .replace('60690.00', full.total.toFixed(2))
    .replace('60690.00', full.total.toFixed(2))
    .replace('mm 900002', partial.payment_reference.toLowerCase().replace('-', ' '))
    .replace('10000.00', '1000.00')
    .replace('10000.00', '1000.00')
    .replace(/20261125000(\d)/g, `${tag}-$1`)
    // An end-to-end id of this run too: the same id, amount and day would be the same payment, booked once.
    .replace('E2E-BAUMA-4711', `E2E-${tag}`)

const TEXT = {
  en: { title: 'Payment matching', check: 'Check statement', confirm: 'Confirm payments', matched: 'Matched: pays the order', partial: /Partial payment: .* still open/, unknown: 'Unknown: no open order with this reference', booked: /Booked: 1 paid, 0 over-paid, 1 partial/ },
  de: { title: 'Zahlungsabgleich', check: 'Auszug prüfen', confirm: 'Zahlungen buchen', matched: 'Zugeordnet: begleicht die Bestellung', partial: /Teilzahlung: .* noch offen/, unknown: 'Unbekannt: keine offene Bestellung mit diesem Verwendungszweck', booked: /Gebucht: 1 bezahlt, 0 überzahlt, 1 Teilzahlungen/ },
} as const

for (const lang of ['en', 'de'] as const) {
  test.describe(`back office (${lang})`, () => {
    test.describe.configure({ mode: 'serial' })

    test('a CAMT.053 statement with a matching, a partial and an unknown payment is checked and confirmed', async ({ browser }) => {
      test.setTimeout(120_000)
      const page = await staffPage(browser, lang)
      const [full, partial] = await untouchedOrders(page)
      expect(full && partial).toBeTruthy()
      const t = TEXT[lang]
      await page.goto('/admin/orders/payments')
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible({ timeout: 60_000 })
      await page.getByTestId('statement-file').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(camt(full!, partial!, `${RUN}${lang}`)) })
      await page.getByRole('button', { name: t.check }).click()
      const table = page.getByTestId('statement-matches')
      await expect(table.getByRole('row')).toHaveCount(4)
      await expect(table.locator('[data-outcome="matched"]')).toContainText(t.matched)
      await expect(table.locator('[data-outcome="matched"]')).toContainText(full!.payment_reference)
      await expect(table.locator('[data-outcome="partial"]')).toContainText(t.partial)
      await expect(table.locator('[data-outcome="unknown"]')).toContainText(t.unknown)
      await page.screenshot({ path: `/work/shots/admin-backoffice-matching-${lang}.png`, fullPage: true })

      await page.getByRole('button', { name: t.confirm }).click()
      const dialog = page.getByTestId('statement-confirm-dialog')
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: t.confirm }).click()
      await expect(page.getByTestId('statement-result')).toHaveText(t.booked)
      const after = await (await page.request.get(`/api/orders/${full!.id}?depth=0`, { headers: SAME_ORIGIN })).json()
      expect(after).toMatchObject({ status: 'paid', sepa_reference: `E2E-${RUN}${lang}` })
      expect((await (await page.request.get(`/api/orders/${partial!.id}?depth=0`, { headers: SAME_ORIGIN })).json()).status).toBe('awaiting_payment')

      // The paid order's page shows the payment on its timeline.
      await page.goto(`/admin/orders/${full!.id}`)
      await expect(page.getByTestId('order-timeline').locator('[data-step="paid"][data-done="true"]').filter({ hasText: `E2E-${RUN}${lang}` }).first()).toBeVisible()
      await page.screenshot({ path: `/work/shots/admin-backoffice-order-${lang}.png`, fullPage: true })
      // Paid stays paid: a bare REST write cannot undo it.
      await bareWrite(page, full!.id, { status: 'awaiting_payment', sepa_reference: null, paid_at: null })
      expect((await (await page.request.get(`/api/orders/${full!.id}?depth=0`, { headers: SAME_ORIGIN })).json()).status).toBe('paid')
    })

    test('an order is cancelled with a reason from its own page, after the confirmation names it and its amount', async ({ browser }) => {
      const page = await staffPage(browser, lang)
      const orders = await untouchedOrders(page)
      const order = orders[orders.length - 1]!
      // A bare REST write cannot cancel it (no reason, no record of who did it).
      await bareWrite(page, order.id, { status: 'cancelled' })
      expect((await (await page.request.get(`/api/orders/${order.id}?depth=0`, { headers: SAME_ORIGIN })).json()).status).toBe('awaiting_payment')
      await page.goto('/admin/orders')
      // The list has no live controls any more: only links to each order's page.
      await expect(page.getByTestId('orders-table').getByRole('button')).toHaveCount(0)
      await page.goto(`/admin/orders/${order.id}`)
      await page.getByTestId('order-cancel').click()
      const dialog = page.getByTestId('order-confirm')
      await expect(dialog.getByRole('heading')).toContainText(order.payment_reference)
      await expect(dialog.getByRole('heading')).toContainText(new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(order.total))
      const confirm = dialog.getByRole('button', { name: lang === 'de' ? 'Bestellung stornieren' : 'Cancel order' })
      await expect(confirm).toBeDisabled()
      await dialog.getByLabel(lang === 'de' ? 'Grund der Stornierung' : 'Reason for the cancellation').fill(`Buyer withdrew ${RUN}`)
      await confirm.click()
      await expect(page.getByTestId('order-status')).toHaveText(lang === 'de' ? /^Storniert$/ : /^Cancelled$/)
      await expect(page.getByTestId('order-cancelled')).toContainText(`admin@demo.test`)
      await expect(page.getByTestId('order-cancelled')).toContainText(`Buyer withdrew ${RUN}`)
      await expect(page.getByTestId('order-timeline').locator('[data-step="cancelled"]')).toBeVisible()
    })

    test('a payment reminder goes out after the due date, in the buyer\'s language', async ({ browser }) => {
      test.setTimeout(150_000)
      const page = await staffPage(browser, lang)
      const orders = await untouchedOrders(page)
      const order = orders[(lang === 'en' ? 2 : 3) % orders.length]!
      const buyer = await (await page.request.get(`/api/users/${order.buyer}?depth=0`, { headers: SAME_ORIGIN })).json()
      const settings = await (await page.request.get('/svc/settings')).json()
      const term = Number(settings.payment_term_days ?? 14)
      expect((await page.request.patch(`/api/users/${buyer.id}`, { headers: SAME_ORIGIN, data: { language: lang } })).ok()).toBe(true)
      // The order is moved back past its due date; the service's clock does the rest.
      expect((await bareWrite(page, order.id, { createdAt: new Date(Date.now() - (term + 2) * DAY).toISOString() })).ok()).toBe(true)
      const subject = lang === 'de' ? `Zahlungserinnerung: ${order.payment_reference}` : `Payment reminder: ${order.payment_reference}`
      await expect
        .poll(
          async () => {
            const messages = (await (await page.request.get(`${MAIL_API}?to=${encodeURIComponent(buyer.email)}`)).json()) as Array<{ subject: string }>
            return messages.filter((message) => message.subject.startsWith(subject)).length
          },
          { timeout: 100_000, intervals: [2_000] },
        )
        .toBe(1)
      await page.goto(`/admin/orders/${order.id}`)
      await expect(page.getByTestId('order-timeline').locator('[data-step="reminded"][data-done="true"]')).toContainText(lang.toUpperCase())
      expect((await page.request.patch(`/api/users/${buyer.id}`, { headers: SAME_ORIGIN, data: { language: buyer.language ?? 'en' } })).ok()).toBe(true)
    })

    test('users list: role, exposure and limit are labelled; filters live in the URL', async ({ browser }) => {
      const page = await staffPage(browser, lang)
      await page.goto('/admin/users?role=none&sort=-signedUp')
      await expect(page.getByTestId('list-filter-role')).toHaveValue('none')
      await expect(page.getByTestId('bid-limit-cell').filter({ hasText: lang === 'de' ? /Gebundener Betrag|Obligo/ : /Exposure \(open bids\)|exposure/ }).first()).toBeVisible()
      await page.getByTestId('list-search').fill('demo')
      await page.getByTestId('list-apply').click()
      await expect(page).toHaveURL(/q=demo/)
      await expect(page).toHaveURL(/role=none/)
      await page.screenshot({ path: `/work/shots/admin-backoffice-users-${lang}.png`, fullPage: true })
    })
  })
}
