import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test'
import sharp from 'sharp'
import { BASE, MAIL_API, expect, test } from './support-files/product'

import { makePdf } from '../int/helpers/files'

const SAME_ORIGIN = { origin: BASE }
/** What a browser sends on a same-origin navigation or embed (Payload takes the cookie only then). */
const NAVIGATION = { 'sec-fetch-site': 'same-origin' }
const RUN = Date.now().toString(36)

/** Our screens must have no axe violations (the check covers the view, inside Payload's frame). */
const expectNoAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).include('#ops-view').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

const staffPage = async (browser: Browser, email: string) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
  return page
}

const png = (colour: string) => sharp({ create: { width: 320, height: 240, channels: 3, background: colour } }).png().toBuffer()

/** Uploads the two documents (registration as PDF, proof of address as PNG) and submits a KYC record for the account `api` is signed in as. */
const submitKyc = async (api: APIRequestContext, company: string) => {
  const upload = async (name: string, mimeType: string, buffer: Buffer, kind: string) => {
    const response = await api.post('/api/kyc-documents', { multipart: { file: { name, mimeType, buffer }, _payload: JSON.stringify({ kind }) } })
    expect(response.status()).toBe(201)
    return (await response.json()).doc.id as number
  }
  const registration = await upload('register.pdf', 'application/pdf', makePdf('Handelsregister'), 'business_registration')
  const proof = await upload('utility-bill.png', 'image/png', await png('#c0ffee'), 'proof_of_address')
  const created = await api.post('/api/kyc', {
    data: {
      company_name: company,
      vat_id: 'DE136695976',
      business_address: { street: 'Industriestraße 5', postal_code: '80331', city: 'München' },
      country: 'DE',
      contact_person: 'Eva Maier',
      phone: '+49 89 1234567',
      business_registration: registration,
      proof_of_address: proof,
    },
  })
  expect(created.status()).toBe(201)
}

/** A new business with a pending KYC record. */
const pendingApplicant = async (company: string) => {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: SAME_ORIGIN })
  const email = `${company.toLowerCase().replace(/\W+/g, '-')}-${RUN}@e2e.test`
  // Sign-up goes through the service (creating users over Payload's REST is for admins only).
  expect((await api.post('/svc/auth/signup', { data: { accept_terms: true, business_buyer: true, email, password: 'e2e-secret-1', language: 'en' } })).status()).toBe(202)
  expect((await api.post('/api/users/login', { data: { email, password: 'e2e-secret-1' } })).ok()).toBe(true)
  await submitKyc(api, company)
  await api.dispose()
  return { email, company }
}

test.describe('admin operations', () => {
  test.describe.configure({ mode: 'serial' })
  const title = `Hitachi ZX135 E2E ${RUN}`
  let auctionPath = ''

  test('admin creates a listing with ordered photos and preview, then an auction that appears on the public site', async ({ browser }) => {
    test.setTimeout(180_000)
    const admin = await staffPage(browser, 'admin@demo.test')

    await admin.goto('/admin/listings/new')
    await expect(admin.getByRole('heading', { name: 'New listing' })).toBeVisible({ timeout: 60_000 })
    await admin.getByLabel('Title').fill(title)
    await admin.getByLabel('Category').selectOption('excavators')
    await admin.getByLabel('Brand').selectOption('Hitachi')
    await admin.getByLabel('Model').fill('ZX135US-6')
    await admin.getByLabel('Year').fill('2019')
    await admin.getByLabel('Operating hours').fill('4200')
    await admin.getByLabel('City', { exact: true }).fill('Augsburg')
    await admin.getByLabel('Country', { exact: true }).selectOption('DE')
    await admin.getByLabel('Description (English, Markdown)').fill('Short-tail excavator, **one owner**.')
    await admin.getByLabel('Description (German, Markdown)').fill('Kurzheckbagger aus **erster Hand**.')
    await admin.getByLabel('Add photos').setInputFiles([
      { name: 'side.png', mimeType: 'image/png', buffer: await png('#d35400') },
      { name: 'front.png', mimeType: 'image/png', buffer: await png('#2c3e50') },
    ])
    const items = admin.getByTestId('photo-item')
    await expect(items).toHaveCount(2)
    await expect(items.first()).toContainText('1. side.png')
    // Keyboard reordering: pick up the second photo, move it up, drop it.
    await admin.getByRole('button', { name: 'Move photo 2: front.png' }).focus()
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await admin.keyboard.press(key)
      // dnd-kit measures between key steps; a person never presses faster than this.
      await admin.waitForTimeout(300)
    }
    await expect(items.first()).toContainText('1. front.png')
    await admin.getByLabel('Report (PDF)').setInputFiles({ name: 'dekra.pdf', mimeType: 'application/pdf', buffer: makePdf('DEKRA') })
    await admin.getByLabel('Inspector').fill('DEKRA')
    await admin.getByLabel('Summary (English)').fill('No leaks, tracks at 70 %.')
    await admin.getByLabel('Summary (German)').fill('Keine Leckagen, Laufwerk 70 %.')

    await admin.getByRole('button', { name: 'Preview' }).click()
    const preview = admin.getByTestId('listing-preview')
    await expect(preview.getByRole('heading', { name: title })).toBeVisible()
    await expect(preview.locator('strong', { hasText: 'one owner' })).toBeVisible()
    await preview.getByLabel('Preview language').selectOption('de')
    await expect(preview.locator('strong', { hasText: 'erster Hand' })).toBeVisible()
    await expect(preview.getByRole('img').first()).toHaveAttribute('alt', `${title} 1`)
    await expectNoAxeViolations(admin)

    await admin.getByRole('button', { name: 'Save and publish' }).click()
    await expect(admin).toHaveURL(/\/admin\/listings\?q=/, { timeout: 30_000 })
    const row = admin.getByTestId('listings-table').getByRole('row', { name: new RegExp(title) })
    // The status cell is the one status chip, with its translated, capitalised label.
    await expect(row.getByRole('cell').nth(4)).toHaveText('Live')
    await expect(row.getByRole('cell').nth(3)).toHaveText('2')
    await expectNoAxeViolations(admin)

    await admin.goto('/admin/auctions/new')
    await expect(admin.getByRole('heading', { name: 'New auction' })).toBeVisible()
    await expect(admin.getByLabel('Length (hours)')).toHaveValue('24')
    await admin.getByLabel('Listing', { exact: true }).selectOption({ label: title })
    await admin.getByLabel('Start price (EUR)').fill('abc')
    await admin.getByRole('button', { name: 'Create auction' }).click()
    await expect(admin.locator('#ops-view').getByRole('alert')).toContainText('Please enter the start price.')
    await admin.getByLabel('Start price (EUR)').fill('15000')
    await expectNoAxeViolations(admin)
    await admin.getByRole('button', { name: 'Create auction' }).click()
    await expect(admin).toHaveURL(/\/admin\/auctions\/\d+$/, { timeout: 30_000 })
    auctionPath = new URL(admin.url()).pathname
    await expect(admin.getByTestId('auction-status')).toHaveText('Live')
    await expectNoAxeViolations(admin)

    // The public site lists it and shows its detail page (signed in: real prices).
    await admin.goto(`/auctions?q=${encodeURIComponent('ZX135')}`)
    const card = admin.getByRole('link', { name: new RegExp(title) }).first()
    await expect(card).toBeVisible({ timeout: 30_000 })
    await card.click()
    await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(admin.getByText('Short-tail excavator')).toBeVisible()
  })

  test('auction detail: a bid appears live with the bidder, extend moves the end, cancel with a reason tells the bidder', async ({ browser }) => {
    // The journey continues with the auction the previous test created; without it this must fail, not skip.
    expect(auctionPath, 'the auction created by the previous test').not.toBe('')
    const admin = await staffPage(browser, 'admin@demo.test')
    await admin.goto(auctionPath)
    await expect(admin.getByTestId('live-state')).toHaveAttribute('data-connected', 'true', { timeout: 30_000 })
    const auctionId = Number(auctionPath.split('/').pop())

    const buyer = await staffPage(browser, 'buyer@demo.test')
    const bid = await buyer.request.post(`/svc/auctions/${auctionId}/bids`, { data: { amount: 15000 }, headers: SAME_ORIGIN })
    expect(bid.status()).toBe(201)
    const bids = admin.getByTestId('auction-bids')
    await expect(bids).toContainText('buyer@demo.test', { timeout: 15_000 })
    await expect(admin.getByTestId('auction-price')).toContainText('15,000')

    const endBefore = Date.parse((await admin.getByTestId('auction-end').getAttribute('data-end')) as string)
    await admin.getByLabel('Extend by (minutes)').fill('30')
    await admin.getByRole('button', { name: 'Extend' }).click()
    await expect.poll(async () => Date.parse((await admin.getByTestId('auction-end').getAttribute('data-end')) as string)).toBe(endBefore + 30 * 60_000)

    await admin.getByRole('button', { name: 'Cancel auction' }).click()
    await expect(admin.locator('#ops-view').getByRole('alert')).toContainText('Please give the reason for the cancellation.')
    await expect(admin.getByTestId('auction-status')).toHaveText('Live')
    await admin.getByLabel('Reason for the cancellation (sent to every bidder)').fill('Seller withdrew the machine')
    await admin.getByRole('button', { name: 'Cancel auction' }).click()
    await expect(admin.getByTestId('auction-status')).toHaveText('Cancelled', { timeout: 15_000 })
    await expect(admin.getByTestId('auction-details')).toContainText('Seller withdrew the machine')
    await expect
      .poll(async () => {
        const messages = (await (await admin.request.get(`${MAIL_API}?to=${encodeURIComponent('buyer@demo.test')}`)).json()) as Array<{ subject: string }>
        return messages.some((message) => message.subject === `Auction cancelled: ${title}`)
      }, { timeout: 15_000 })
      .toBe(true)

    await admin.goto('/admin/auctions?status=CANCELLED')
    await expect(admin.getByTestId('auctions-table')).toContainText(title)
    await expectNoAxeViolations(admin)
  })

  test('orders: an admin marks an order paid from its page with the bank reference, amount and date; the invoice PDF opens', async ({ browser }) => {
    const admin = await staffPage(browser, 'admin@demo.test')
    await admin.goto('/admin/orders?status=awaiting_payment')
    await expect(admin.getByRole('heading', { name: 'Orders' })).toBeVisible({ timeout: 60_000 })
    await expectNoAxeViolations(admin)
    // An order of another buyer than the one whose dashboard journey reads their newest order (dashboard.spec).
    const row = admin.getByTestId('orders-table').getByRole('row').filter({ has: admin.getByTestId('order-link') }).filter({ hasNotText: 'buyer@demo.test' }).first()
    const reference = (await row.getByRole('rowheader').innerText()).trim()
    await row.getByTestId('order-link').click()
    await expect(admin.getByRole('heading', { name: `Order ${reference}` })).toBeVisible({ timeout: 60_000 })
    await expectNoAxeViolations(admin)
    const invoice = admin.getByTestId('order-facts').getByRole('link', { name: /Invoice PDF/ })
    // What the browser sends when the link opens in a new tab (a same-origin navigation).
    const pdf = await admin.request.get((await invoice.getAttribute('href')) as string, { headers: NAVIGATION })
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    await admin.getByTestId('order-mark-paid').click()
    const dialog = admin.getByTestId('order-confirm')
    await expect(dialog.getByRole('heading')).toContainText(reference)
    await dialog.getByLabel('Bank reference').fill(`SEPA-${RUN}`)
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(admin.getByTestId('order-status')).toHaveText(/^Paid$/, { timeout: 15_000 })
    await expect(admin.getByTestId('order-facts')).toContainText(`SEPA-${RUN}`)
    await expect(admin.getByTestId('order-timeline').locator('[data-step="paid"][data-done="true"]')).toContainText(`SEPA-${RUN}`)

    // Paid stays paid: a bare REST write of the status is ignored (an order changes only through its actions).
    const id = (await (await admin.request.get(`/api/orders?where[payment_reference][equals]=${reference}&depth=0`, { headers: SAME_ORIGIN })).json()).docs[0].id
    await admin.request.patch(`/api/orders/${id}`, { data: { status: 'awaiting_payment', sepa_reference: null, paid_at: null }, headers: SAME_ORIGIN })
    expect((await (await admin.request.get(`/api/orders/${id}?depth=0`, { headers: SAME_ORIGIN })).json()).status).toBe('paid')
  })

  test('KYC queue: the reviewer previews the documents inline, rejects with a reason and approves', async ({ browser }) => {
    const rejected = await pendingApplicant(`Reject Me Bau GmbH ${RUN}`)
    const approved = await pendingApplicant(`Approve Me Bau GmbH ${RUN}`)
    const reviewer = await staffPage(browser, 'reviewer@demo.test')
    await reviewer.goto('/admin/kyc')
    await expect(reviewer.getByRole('heading', { name: 'KYC review' })).toBeVisible({ timeout: 60_000 })

    const record = reviewer.getByRole('region', { name: `${rejected.company} ${rejected.email}`, exact: true })
    // PDFs open on request (the browser's viewer costs seconds per document); images show at once.
    await expect(record.getByTestId('kyc-document-pdf')).toHaveCount(0)
    await record.getByTestId('kyc-document-toggle').click()
    await expect(record.getByTestId('kyc-document-toggle')).toHaveAttribute('aria-expanded', 'true')
    await expect(record.getByTestId('kyc-document-pdf')).toBeVisible()
    const image = record.getByTestId('kyc-document-image')
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)
    const pdfUrl = (await record.getByTestId('kyc-document-pdf').getAttribute('data')) as string
    const pdf = await reviewer.request.get(pdfUrl, { headers: NAVIGATION })
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    // Only staff (and the owner) get the file: a visitor and another buyer are refused.
    const stranger = await staffPage(browser, 'buyer2@demo.test')
    expect([401, 403, 404]).toContain((await stranger.request.get(pdfUrl, { headers: NAVIGATION })).status())
    const visitor = await playwrightRequest.newContext({ baseURL: BASE })
    expect([401, 403, 404]).toContain((await visitor.get(pdfUrl, { headers: NAVIGATION })).status())
    await visitor.dispose()
    await expectNoAxeViolations(reviewer)

    // Each decision is confirmed in a dialog (issue #17); rejecting asks for the reason there.
    await record.getByRole('button', { name: 'Reject', exact: true }).click()
    const rejectDialog = reviewer.getByRole('dialog', { name: `Reject ${rejected.company}?` })
    await rejectDialog.getByRole('button', { name: 'Yes, reject' }).click()
    await expect(rejectDialog.getByRole('alert')).toHaveText('Please pick at least one reason for the rejection from the list.')
    await rejectDialog.getByRole('checkbox', { name: 'Document expired' }).check()
    await rejectDialog.getByLabel('Further explanation (optional, sent to the business)').fill('The register extract is older than 6 months.')
    await rejectDialog.getByRole('button', { name: 'Yes, reject' }).click()
    await expect(reviewer.getByRole('region', { name: `${rejected.company} ${rejected.email}`, exact: true })).toHaveCount(0, { timeout: 15_000 })

    await reviewer.getByRole('region', { name: `${approved.company} ${approved.email}`, exact: true }).getByRole('button', { name: 'Approve', exact: true }).click()
    await reviewer.getByRole('dialog', { name: `Approve ${approved.company}?` }).getByRole('button', { name: 'Yes, approve' }).click()
    await expect(reviewer.getByRole('region', { name: `${approved.company} ${approved.email}`, exact: true })).toHaveCount(0, { timeout: 15_000 })

    const recent = reviewer.getByTestId('kyc-recent')
    const rejectedRow = recent.getByRole('row', { name: new RegExp(rejected.company) })
    await expect(rejectedRow).toContainText('rejected', { ignoreCase: true })
    await expect(rejectedRow).toContainText('The register extract is older than 6 months.')
    await expect(rejectedRow).toContainText('reviewer@demo.test')
    await expect(recent.getByRole('row', { name: new RegExp(approved.company) })).toContainText('approved', { ignoreCase: true })
    await expectNoAxeViolations(reviewer)
  })

  test('KYC queue: a reviewer sees their own pending record without the decision, with the reason, in English and German', async ({ browser }) => {
    // A second KYC reviewer (created by an admin) who submits their own business for verification.
    const admin = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: SAME_ORIGIN })
    expect((await admin.post('/api/users/login', { data: { email: 'admin@demo.test', password: 'demo1234' } })).ok()).toBe(true)
    const email = `own-record-reviewer-${RUN}@e2e.test`
    expect((await admin.post('/api/users', { data: { email, password: 'e2e-secret-1', roles: ['kyc-reviewer'] } })).status()).toBe(201)
    await admin.dispose()
    const company = `Own Record Bau GmbH ${RUN}`
    const applicant = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: SAME_ORIGIN })
    expect((await applicant.post('/api/users/login', { data: { email, password: 'e2e-secret-1' } })).ok()).toBe(true)
    await submitKyc(applicant, company)
    await applicant.dispose()

    const context = await browser.newContext()
    const reviewer = await context.newPage()
    expect((await reviewer.request.post('/api/users/login', { data: { email, password: 'e2e-secret-1' } })).ok()).toBe(true)
    await reviewer.goto('/admin/kyc')
    await expect(reviewer.getByRole('heading', { name: 'KYC review' })).toBeVisible({ timeout: 60_000 })
    const own = reviewer.getByRole('region', { name: `${company} ${email}`, exact: true })
    await own.getByTestId('kyc-document-toggle').click()
    await expect(own.getByTestId('kyc-document-pdf')).toBeVisible()
    await expect(own.getByTestId('kyc-own-record')).toHaveText('You cannot decide your own verification. Another reviewer decides it.')
    await expect(own.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0)
    await expect(own.getByRole('textbox')).toHaveCount(0)
    await expectNoAxeViolations(reviewer)

    await context.addCookies([{ name: 'payload-lng', value: 'de', url: BASE }])
    await reviewer.reload()
    await expect(reviewer.getByRole('heading', { name: 'KYC-Prüfung' })).toBeVisible({ timeout: 60_000 })
    const ownDe = reviewer.getByRole('region', { name: `${company} ${email}`, exact: true })
    await expect(ownDe.getByTestId('kyc-own-record')).toHaveText('Sie können Ihre eigene Verifizierung nicht entscheiden. Eine andere Prüferin oder ein anderer Prüfer entscheidet sie.')
    await expect(ownDe.getByRole('button', { name: /Freigeben|Ablehnen/ })).toHaveCount(0)

    // Another reviewer decides it as usual.
    const other = await staffPage(browser, 'reviewer@demo.test')
    await other.goto('/admin/kyc')
    const record = other.getByRole('region', { name: `${company} ${email}`, exact: true })
    await expect(record.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 60_000 })
    await expect(record.getByTestId('kyc-own-record')).toHaveCount(0)
    await context.close()
  })

  test('an editor edits listings but cannot open KYC, auction actions or orders (the server refuses)', async ({ browser }) => {
    const editor = await staffPage(browser, 'editor@demo.test')
    await editor.goto('/admin/listings')
    await expect(editor.getByRole('heading', { name: 'Listings' })).toBeVisible({ timeout: 60_000 })
    await expectNoAxeViolations(editor)

    // Back to draft and live again: the editor changes the listing's status through the screen.
    await editor.getByTestId('list-search').fill(title)
    await editor.getByTestId('list-apply').click()
    // The filter is a plain GET form: wait for the filtered screen, or the click lands on the old one as it unloads.
    await expect(editor).toHaveURL(/[?&]q=Hitachi/)
    const row = editor.getByTestId('listings-table').getByRole('row', { name: new RegExp(title) })
    await row.getByRole('button', { name: 'Back to draft' }).click()
    await expect(row.getByRole('cell').nth(4)).toHaveText('Draft')
    await row.getByRole('button', { name: 'Publish' }).click()
    await expect(row.getByRole('cell').nth(4)).toHaveText('Live')

    for (const path of ['/admin/kyc', '/admin/auctions', '/admin/auctions/new', '/admin/orders', auctionPath || '/admin/auctions/1']) {
      await editor.goto(path)
      await expect(editor.getByTestId('ops-forbidden')).toBeVisible()
      await expect(editor.getByRole('table')).toHaveCount(0)
    }
    const api = (path: string, data: unknown) => editor.request.post(`/api/ops/${path}`, { data, headers: SAME_ORIGIN })
    expect((await api('kyc/1/decision', { decision: 'approve' })).status()).toBe(403)
    expect((await api('auctions', { listing: 1, start_time: new Date().toISOString(), start_price: 1 })).status()).toBe(403)
    expect((await api('auctions/1/cancel', { reason: 'not mine to cancel' })).status()).toBe(403)
    expect((await api('orders/1/paid', { sepa_reference: 'X1', amount: 1, paid_on: '2026-11-25' })).status()).toBe(403)
  })
})
