import zlib from 'node:zlib'
import os from 'node:os'
import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://localhost:4100'
const r = await fetch(`${base}/svc/auctions?sort=closing_soon&limit=1`)
const slug = (await r.json()).data.items[0].slug
const pages = ['/', '/de/', '/auctions', `/auctions/${slug}`, '/fees']
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const buyer of [false, true]) for (const p of pages) {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (buyer) { const l = await page.request.post(`${base}/api/users/login`, { data: { email: 'buyer@demo.test', password: 'demo1234' } }); if (!l.ok()) throw new Error('login') }
  const bodies = []
  page.on('response', (res) => { if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => [res.url().split('/').pop(), b]).catch(() => ['?', Buffer.alloc(0)])) })
  await page.goto(base + p, { waitUntil: 'networkidle' })
  await page.waitForTimeout(2000)
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module').map((s) => s.textContent ?? '').join('\n'))
  const files = await Promise.all(bodies)
  const sizes = files.map(([n, b]) => [n, zlib.gzipSync(b).length]).sort((a, b) => b[1] - a[1])
  const gz = sizes.reduce((s, [, n]) => s + n, 0) + zlib.gzipSync(Buffer.from(inline)).length
  console.log(`${buyer ? 'buyer  ' : 'visitor'} ${(p.startsWith('/auctions/') ? '/auctions/{slug}' : p).padEnd(18)} ${(gz / 1024).toFixed(1)} KB gz, ${files.length} files, load ${os.loadavg()[0].toFixed(1)}`)
  if (process.env.DETAIL) console.log('   ', sizes.map(([n, s]) => `${n} ${(s / 1024).toFixed(1)}`).join(', '))
  await context.close()
}
await browser.close()
