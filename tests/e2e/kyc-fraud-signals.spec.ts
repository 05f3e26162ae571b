import fs from 'node:fs'
import { BASE, expect, test } from './support-files/product'

import AxeBuilder from '@axe-core/playwright'
import { type Browser, type Page } from '@playwright/test'

/** Screenshots of the flag in EN and DE, when the folder is there. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/kycfraud-shots'

const shot = async (page: Page, name: string) => {
  if (fs.existsSync(SHOTS)) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

const expectNoAxeViolations = async (page: Page, include: string) => {
  const axe = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

const reviewerPage = async (browser: Browser, lang?: 'de') => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  if (lang) await context.addCookies([{ name: 'payload-lng', value: lang, url: BASE }])
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: { email: 'reviewer@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  return page
}

/**
 * Security issue #24, section 5: the demo data holds two pending applications with the same VAT ID
 * (pending@demo.test and duplicate@demo.test, the second written with spaces). The KYC queue flags
 * both, names the other company and account with a link to its record, repeats it in the decision
 * dialog (which still decides), and shows the VIES answer: this machine has no internet access, so
 * "not checked" with the reason.
 */
test.describe('KYC fraud signals in the queue (security #24)', () => {
  test('the duplicate pair is flagged in the queue and in the dialog, in English', async ({ browser }) => {
    test.setTimeout(180_000)
    const page = await reviewerPage(browser)
    await page.goto('/admin/kyc')
    await expect(page.getByRole('heading', { name: 'KYC review' })).toBeVisible({ timeout: 60_000 })
    const record = page.getByRole('region', { name: 'Huber Tiefbau GmbH & Co. KG pending@demo.test', exact: true })
    const signals = record.getByTestId('kyc-signals')
    await expect(signals.getByRole('heading', { name: 'Possible duplicate' })).toBeVisible()
    const link = signals.getByRole('link', { name: /^Same VAT ID as Huber Tiefbau Handels GmbH \(duplicate@demo\.test\), submitted / })
    await expect(link).toHaveAttribute('href', /\/admin\/kyc\/\d+$/)
    await expect(record.getByTestId('kyc-vies')).toHaveText(/^Not checked: VIES (could not be reached|did not answer in time|answered with an error)$/)

    // The other record carries the signal too, naming this one.
    const twin = page.getByRole('region', { name: 'Huber Tiefbau Handels GmbH duplicate@demo.test', exact: true })
    await expect(twin.getByTestId('kyc-signals').getByRole('link', { name: /^Same VAT ID as Huber Tiefbau GmbH & Co\. KG \(pending@demo\.test\)/ })).toBeVisible()
    await expectNoAxeViolations(page, '[data-testid="kyc-signals"]')
    await signals.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, -120))
    await shot(page, 'kyc-queue-duplicate-en')

    // The dialog repeats it; it warns and does not block (Cancel here: the demo pair stays pending for the other specs).
    await record.getByRole('button', { name: 'Approve', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve Huber Tiefbau GmbH & Co. KG?' })
    await expect(dialog.getByTestId('kyc-confirm-signals')).toContainText('Same VAT ID as Huber Tiefbau Handels GmbH (duplicate@demo.test), submitted')
    await expect(dialog).toContainText('VAT ID check (VIES): Not checked')
    await expect(dialog.getByRole('button', { name: 'Yes, approve' })).toBeEnabled()
    await expectNoAxeViolations(page, '[data-testid="kyc-confirm"][open]')
    await shot(page, 'kyc-dialog-duplicate-en')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()


    // The link opens the other record in the admin.
    await link.click()
    await expect(page).toHaveURL(/\/admin\/kyc\/\d+$/)
    await expect(page.getByText('Huber Tiefbau Handels GmbH').first()).toBeVisible({ timeout: 60_000 })
    // The case view: the IBAN (same as the other account's, written differently) and the register number, each signal with its link.
    await expect(page.getByTestId('kyc-iban').first()).toHaveText('DE20 7015 0000 0012 3456 78')
    await expect(page.getByTestId('kyc-registration-number').first()).toHaveText('HRB 20931')
    await expect(page.getByTestId('kyc-signals').first().getByRole('link', { name: /^Same IBAN as Huber Tiefbau GmbH & Co\. KG \(pending@demo\.test\), submitted / })).toBeVisible()
  })

  test('in German', async ({ browser }) => {
    test.setTimeout(180_000)
    const page = await reviewerPage(browser, 'de')
    await page.goto('/admin/kyc')
    await expect(page.getByRole('heading', { name: 'KYC-Prüfung' })).toBeVisible({ timeout: 60_000 })
    const record = page.getByRole('region', { name: 'Huber Tiefbau Handels GmbH duplicate@demo.test', exact: true })
    const signals = record.getByTestId('kyc-signals')
    await expect(signals.getByRole('heading', { name: 'Mögliche Dublette' })).toBeVisible()
    await expect(signals.getByRole('link', { name: /^Gleiche USt-IdNr\. wie Huber Tiefbau GmbH & Co\. KG \(pending@demo\.test\), eingereicht am / })).toBeVisible()
    await expect(signals.getByRole('link', { name: /^Gleiche IBAN wie Huber Tiefbau GmbH & Co\. KG \(pending@demo\.test\), eingereicht am / })).toBeVisible()
    await expect(record.getByTestId('kyc-vies')).toHaveText(/^Nicht geprüft: VIES (war nicht erreichbar|hat nicht rechtzeitig geantwortet|hat mit einem Fehler geantwortet)$/)
    await expectNoAxeViolations(page, '[data-testid="kyc-signals"]')
    await signals.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, -120))
    await shot(page, 'kyc-queue-duplicate-de')
  })
})
