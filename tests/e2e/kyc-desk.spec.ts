import fs from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test'

import { makePdf } from '../int/helpers/files'
import { BASE, expect, test } from './support-files/product'

const SAME_ORIGIN = { origin: BASE }
const RUN = Date.now().toString(36)
/** Screenshots for issue #28 (queue, case view, decision dialog; EN and DE), when the folder is there. */
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots'

const shot = async (page: Page, name: string) => {
  if (fs.existsSync(SHOTS)) await page.screenshot({ path: `${SHOTS}/admin-kycdesk-${name}.png`, fullPage: false })
}

const noAxeViolations = async (page: Page, include: string) => {
  const axe = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

const staffPage = async (browser: Browser, email: string, lang: 'en' | 'de') => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  await context.addCookies([{ name: 'payload-lng', value: lang, url: BASE }])
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: { email, password: 'demo1234' } })).ok()).toBe(true)
  return page
}

/** A valid German VAT ID of its own for each applicant (ISO 7064 MOD 11,10), so no duplicate signals. */
const vatIdFor = (seed: string) => {
  let hash = 0
  for (const c of seed) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  const eight = String(10_000_000 + (hash % 89_999_999))
  let product = 10
  for (const digit of eight) {
    const sum = (Number(digit) + product) % 10 || 10
    product = (2 * sum) % 11
  }
  return `DE${eight}${(11 - product) % 10}`
}

/** A business signed up through the service with a KYC application waiting for review; its API session stays open. */
const applicant = async (company: string, language: 'en' | 'de') => {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: SAME_ORIGIN })
  const email = `${company.toLowerCase().replace(/\W+/g, '-')}-${RUN}@e2e.test`
  const password = 'e2e-secret-1'
  expect((await api.post('/svc/auth/signup', { data: { accept_terms: true, business_buyer: true, email, password, language } })).status()).toBe(202)
  expect((await api.post('/api/users/login', { data: { email, password } })).ok()).toBe(true)
  const upload = async (name: string, kind: string) => {
    const response = await api.post('/api/kyc-documents', { multipart: { file: { name, mimeType: 'application/pdf', buffer: makePdf(`${name} ${company}`) }, _payload: JSON.stringify({ kind }) } })
    expect(response.status()).toBe(201)
    return (await response.json()).doc.id as number
  }
  const created = await api.post('/api/kyc', {
    data: {
      company_name: company,
      vat_id: vatIdFor(company),
      business_address: { street: 'Industriestraße 5', postal_code: '80331', city: 'München' },
      country: 'DE',
      contact_person: 'Eva Maier',
      phone: '+49 89 1234567',
      business_registration: await upload('register.pdf', 'business_registration'),
      proof_of_address: await upload('utility-bill.pdf', 'proof_of_address'),
    },
  })
  expect(created.status()).toBe(201)
  return { api, email, password, company, id: (await created.json()).doc.id as number, upload }
}

const TEXT = {
  en: {
    heading: 'KYC review',
    claim: 'Claim',
    yours: 'You hold this application',
    approve: 'Approve',
    request: 'Request more information',
    dialog: (company: string) => `Ask ${company} for more information?`,
    proof: 'Proof of address',
    expired: 'Document expired',
    note: 'Message to the applicant (what exactly to upload)',
    send: 'Send the request',
    sent: 'More information requested.',
    history: 'Earlier submissions and decisions',
    historyRequested: 'Information requested',
    kycPath: '/kyc',
    pleaseUpload: 'Please upload',
    expiredForApplicant: 'A document has expired',
    yes: 'Yes, approve',
    approved: 'Approved',
    waiting: /^Waiting \d+ (mins?|h)/,
  },
  de: {
    heading: 'KYC-Prüfung',
    claim: 'Übernehmen',
    yours: 'Sie bearbeiten diesen Antrag',
    approve: 'Freigeben',
    request: 'Unterlagen nachfordern',
    dialog: (company: string) => `Von ${company} weitere Unterlagen anfordern?`,
    proof: 'Adressnachweis',
    expired: 'Dokument abgelaufen',
    note: 'Nachricht an den Antragsteller (was genau hochzuladen ist)',
    send: 'Anforderung senden',
    sent: 'Unterlagen nachgefordert.',
    history: 'Frühere Einreichungen und Entscheidungen',
    historyRequested: 'Unterlagen nachgefordert',
    kycPath: '/de/kyc',
    pleaseUpload: 'Bitte hochladen',
    expiredForApplicant: 'Ein Dokument ist abgelaufen',
    yes: 'Ja, freigeben',
    approved: 'Freigegeben',
    waiting: /^Wartet seit \d+ (Min\.|Std\.)/,
  },
} as const

for (const lang of ['en', 'de'] as const) {
  const x = TEXT[lang]
  test(`KYC desk (${lang}): a reviewer claims, asks for more information, the applicant resubmits, a reviewer decides; a second reviewer cannot decide a claimed application`, async ({ browser }) => {
    test.setTimeout(300_000)
    const business = await applicant(`Desk ${lang.toUpperCase()} Bau GmbH ${RUN}`, lang)
    const reviewer = await staffPage(browser, 'reviewer@demo.test', lang)
    await reviewer.goto('/admin/kyc')
    await expect(reviewer.getByRole('heading', { name: x.heading, level: 1 })).toBeVisible({ timeout: 60_000 })

    // The queue: this application with its SLA clock; claimed by the reviewer.
    const row = reviewer.getByTestId('kyc-queue-row').filter({ hasText: business.company })
    await expect(row.getByTestId('kyc-sla')).toHaveText(x.waiting)
    const record = reviewer.getByRole('region', { name: `${business.company} ${business.email}`, exact: true })
    await record.getByRole('button', { name: new RegExp(`^${x.claim}`) }).click()
    await expect(record.getByTestId('kyc-claim-state')).toContainText(x.yours)
    await expect(row).toContainText(lang === 'en' ? 'You hold' : 'Sie bearbeiten')
    await noAxeViolations(reviewer, '#ops-view')
    await shot(reviewer, `queue-${lang}`)

    // A second reviewer (an administrator) sees who holds it and cannot decide it; the server refuses too.
    const second = await staffPage(browser, 'admin@demo.test', lang)
    await second.goto(`/admin/kyc/${business.id}`)
    const held = second.getByRole('region', { name: `${business.company} ${business.email}`, exact: true })
    await expect(held.getByTestId('kyc-blocked')).toContainText('reviewer@demo.test')
    await expect(held.getByRole('button', { name: x.approve, exact: true })).toBeDisabled()
    const refused = await second.request.post(`/api/ops/kyc/${business.id}/decision`, { data: { decision: 'approve' }, headers: SAME_ORIGIN })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).error.message).toContain('reviewer@demo.test')

    // The case view: documents side by side, history, the status chip.
    await reviewer.goto(`/admin/kyc/${business.id}`)
    await expect(reviewer.getByTestId('kyc-history')).toBeVisible({ timeout: 60_000 })
    await expect(reviewer.getByTestId('kyc-status-chip')).toBeVisible()
    await noAxeViolations(reviewer, '#ops-view')
    await shot(reviewer, `case-${lang}`)

    // Request more information: documents and reasons from the lists, a message.
    const card = reviewer.getByRole('region', { name: `${business.company} ${business.email}`, exact: true })
    await card.getByRole('button', { name: x.request }).click()
    const dialog = reviewer.getByRole('dialog', { name: x.dialog(business.company) })
    await expect(dialog).toBeVisible()
    await dialog.getByTestId('kyc-documents').getByLabel(x.proof).check()
    await dialog.getByTestId('kyc-reasons').getByLabel(x.expired).check()
    await dialog.getByLabel(x.note).fill(lang === 'en' ? 'Please send a utility bill from the last three months.' : 'Bitte eine Rechnung der letzten drei Monate senden.')
    await noAxeViolations(reviewer, '[data-testid="kyc-confirm"][open]')
    await shot(reviewer, `dialog-${lang}`)
    await dialog.getByRole('button', { name: x.send }).click()
    // The confirmation line may be replaced by the page's refresh; the case's history keeps the request.
    await expect(reviewer.getByText(x.sent).or(reviewer.getByRole('region', { name: x.history }).getByText(x.historyRequested)).first()).toBeVisible({ timeout: 30_000 })

    // The applicant sees on /kyc what to upload, then resubmits with a new proof of address.
    const site = await browser.newContext()
    const applicantPage = await site.newPage()
    expect((await applicantPage.request.post('/api/users/login', { data: { email: business.email, password: business.password } })).ok()).toBe(true)
    await applicantPage.goto(x.kycPath)
    const asked = applicantPage.getByTestId('kyc-info-requested')
    await expect(asked).toContainText(x.pleaseUpload)
    await expect(asked).toContainText(x.proof)
    // The reason the reviewer picked, in the applicant's words, beside the documents asked for.
    await expect(asked.getByTestId('kyc-reasons').getByRole('listitem')).toHaveText([x.expiredForApplicant])
    const proof = await business.upload('new-utility-bill.pdf', 'proof_of_address')
    expect((await business.api.patch(`/api/kyc/${business.id}`, { data: { proof_of_address: proof } })).status()).toBe(200)

    // Back in the queue; the reviewer approves it.
    await reviewer.goto('/admin/kyc')
    const again = reviewer.getByRole('region', { name: `${business.company} ${business.email}`, exact: true })
    await again.getByRole('button', { name: x.approve, exact: true }).click()
    await expect(reviewer.getByRole('dialog')).toBeVisible()
    await shot(reviewer, `decide-${lang}`)
    await reviewer.getByRole('dialog').getByRole('button', { name: x.yes }).click()
    await expect(reviewer.getByTestId('kyc-recent').getByRole('row').filter({ hasText: business.company })).toContainText(x.approved, { timeout: 30_000 })

    await business.api.dispose()
    await site.close()
    await second.context().close()
    await reviewer.context().close()
  })
}
