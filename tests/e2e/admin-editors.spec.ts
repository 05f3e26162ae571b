import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

const RUN = Date.now().toString(36)

/**
 * Issue #17: an editor edits a FAQ entry in English and German side by side, sees the Markdown
 * preview as the public site will render it, saves both languages in one go, and the public /faq
 * and /de/faq show the new texts.
 */
test('an editor edits a FAQ in English and German side by side and the public FAQ shows both', async ({ page }) => {
  expect((await page.request.post('/api/users/login', { data: { email: 'editor@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const { docs } = (await (await page.request.get('/api/faqs?limit=1&sort=sort_order&depth=0')).json()) as { docs: { id: number }[] }
  const id = docs[0]?.id
  expect(id).toBeTruthy()

  await page.goto(`/admin/collections/faqs/${id}`)
  const questionEn = page.getByLabel('Question (English)')
  const questionDe = page.getByLabel('Question (German)')
  const answerEn = page.getByLabel('Answer (English)')
  const answerDe = page.getByLabel('Answer (German)')
  await expect(questionEn).toBeVisible()
  // Side by side: the German column starts to the right of the English one, on the same line.
  // (Polled: the admin's navigation may still be sliding in and moving the columns.)
  await expect
    .poll(async () => {
      const [boxEn, boxDe] = [await questionEn.boundingBox(), await questionDe.boundingBox()]
      return Boolean(boxEn && boxDe && boxDe.x > boxEn.x + boxEn.width - 1 && Math.abs(boxDe.y - boxEn.y) < 2)
    })
    .toBe(true)
  // The field labels are human (no "Answer_md").
  await expect(page.getByText('Answer_md')).toHaveCount(0)

  await questionEn.fill(`How do I pay (${RUN})?`)
  await questionDe.fill(`Wie bezahle ich (${RUN})?`)
  await answerEn.fill(`By **SEPA transfer** within 7 days.\n\n- reference ${RUN}`)
  await answerDe.fill(`Per **SEPA-Überweisung** innerhalb von 7 Tagen.\n\n- Referenz ${RUN}`)
  // The live preview renders the Markdown (bold, list) in each language.
  const previewEn = page.getByRole('region', { name: 'Preview (English)' })
  const previewDe = page.getByRole('region', { name: 'Preview (German)' })
  await expect(previewEn.locator('strong')).toHaveText('SEPA transfer')
  await expect(previewEn.locator('li')).toHaveText(`reference ${RUN}`)
  await expect(previewDe.locator('strong')).toHaveText('SEPA-Überweisung')

  const axe = await new AxeBuilder({ page }).include('.mm-bilingual').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('.mm-bilingual').getByRole('status')).toContainText('Published in English and German.')

  // The public FAQ follows (content cache of a few seconds in the test server).
  await expect(async () => {
    await page.goto('/faq')
    await expect(page.getByText(`How do I pay (${RUN})?`)).toBeVisible()
  }).toPass({ timeout: 20_000 })
  await page.getByText(`How do I pay (${RUN})?`).click()
  await expect(page.locator('details[open] strong')).toHaveText('SEPA transfer')
  await expect(async () => {
    await page.goto('/de/faq')
    await expect(page.getByText(`Wie bezahle ich (${RUN})?`)).toBeVisible()
  }).toPass({ timeout: 20_000 })
})

test('a missing German text is refused with a clear message and nothing typed is lost', async ({ page }) => {
  expect((await page.request.post('/api/users/login', { data: { email: 'editor@demo.test', password: 'demo1234' } })).ok()).toBe(true)
  const { docs } = (await (await page.request.get('/api/faqs?limit=2&sort=sort_order&depth=0')).json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/faqs/${docs[1]?.id}`)
  await page.getByLabel('Question (English)').fill(`Kept (${RUN})?`)
  await page.getByLabel('Question (German)').fill('')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.locator('.mm-bilingual').getByRole('alert')).toContainText('Please fill in Question in German.')
  await expect(page.getByLabel('Question (English)')).toHaveValue(`Kept (${RUN})?`)
  await expect(page.getByLabel('Question (German)')).toHaveAttribute('aria-invalid', 'true')
})
