import { chromium } from '@playwright/test'
const base = 'http://localhost:3400'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const login = async (ctx: any) => { const r = await ctx.request.post(`${base}/api/users/login`, { data: { email: 'buyer@demo.test', password: 'demo1234' }, headers: { origin: base } }); console.log('login', r.status()) }
const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } })
await login(desk)
const page = await desk.newPage()
for (const [slug, name] of [['bobcat-e60-2023', 'mini'], ['liebherr-r-926-2018', '27t'], ['hitachi-zx350lc-6-2016', '35t']]) {
  await page.goto(`${base}/auctions/${slug}`)
  await page.waitForTimeout(1500)
  const section = page.locator('section', { has: page.getByRole('heading', { name: /Comparable sales/i }) }).first()
  if (await section.count()) { await section.scrollIntoViewIfNeeded(); await section.screenshot({ path: `/work/shots/comparables-${name}.png` }) }
  else console.log('no comparables section', slug)
}
await page.goto(`${base}/de/auctions/liebherr-r-926-2018`); await page.waitForTimeout(1500)
const de = page.locator('section', { has: page.getByRole('heading', { name: /Vergleich/i }) }).first()
if (await de.count()) await de.screenshot({ path: '/work/shots/comparables-27t-de.png' }); else console.log('no de section')
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
await login(phone)
const p2 = await phone.newPage()
await p2.goto(`${base}/auctions/caterpillar-320-gc-2019`); await p2.waitForTimeout(2000)
const cookie = p2.getByRole('button', { name: /Accept|OK|Got it|Essential/i }).first(); if (await cookie.isVisible().catch(() => false)) await cookie.click()
await p2.screenshot({ path: '/work/shots/phone-detail-top.png' })
await p2.evaluate(() => window.scrollTo(0, document.body.scrollHeight)); await p2.waitForTimeout(500)
await p2.screenshot({ path: '/work/shots/phone-detail-bottom.png' })
await browser.close()
