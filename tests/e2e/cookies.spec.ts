import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support-files/product'

test('the cookie notice sets nothing before a choice, remembers the choice, and is accessible', async ({ page, context }) => {
  await page.goto('/')
  const notice = page.getByRole('region', { name: 'Cookie notice' })
  await expect(notice).toBeVisible()
  expect((await context.cookies()).map((c) => c.name)).toEqual([])
  const axe = await new AxeBuilder({ page }).include('[data-cookie-notice]').analyze()
  expect(axe.violations).toEqual([])

  await notice.getByRole('button', { name: 'Essential only' }).click()
  await expect(notice).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'mm-consent')?.value).toBe('essential')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden()
})
