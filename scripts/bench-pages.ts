/**
 * Page figures, printed by `npm run bench` (or `BENCH_ONLY=pages npm run bench`):
 * JavaScript shipped per page (gzipped, everything the page loads before the user does anything)
 * and Lighthouse scores with its default mobile profile, in Debian's Chromium.
 * Runs against BENCH_URL when set, otherwise starts the product on BENCH_PORT (3900) with fresh demo data.
 * The page targets (mobile): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 on
 * `/`, `/auctions` and an auction detail page (the slug of a live demo auction, asked of the service).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const WEIGHT_PAGES = ['/', '/de/', '/fees', '/faq', '/how-it-works', '/de/fees', '/imprint', '/auctions', '/de/auctions']
const LIGHTHOUSE_PAGES = ['/', '/auctions', '/faq', '/fees']
/** Stands for the detail page of the first live auction in the lists above; replaced by its real path. */
const DETAIL = '/auctions/{slug}'

/** The path of a real auction detail page: the first auction closing soon (slugs are public). */
const detailPath = async (base: string): Promise<string> => {
  const reply = await fetch(`${base}/svc/auctions?sort=closing_soon&limit=1`)
  const body = (await reply.json().catch(() => null)) as { data?: { items?: { slug?: string }[] } } | null
  const slug = body?.data?.items?.[0]?.slug
  if (!reply.ok || !slug) throw new Error(`no auction to measure: GET /svc/auctions answered ${reply.status}`)
  return `/auctions/${slug}`
}
const withDetail = (pages: string[], detail: string) => [...pages, detail]

export const waitForHealth = async (base: string, timeoutMs: number) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const ok = await fetch(`${base}/health`).then((r) => r.ok).catch(() => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`the product did not come up at ${base}`)
}

export const startProduct = async (): Promise<{ base: string; stop: () => Promise<void> }> => {
  const port = Number(process.env.BENCH_PORT ?? 3900)
  const base = `http://localhost:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  const child: ChildProcess = spawn('tsx', ['scripts/start.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), CMS_PORT: String(port + 1), SITE_PORT: String(port + 2), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
  await waitForHealth(base, 600_000)
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Sum of the gzipped size of every script the page loads, waiting for idle so lazy loaders count too. */
const measureJavaScript = async (base: string, pages: string[]) => {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    for (const pagePath of pages) {
      const page = await browser.newPage()
      const bodies: Promise<Buffer>[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)))
      })
      await page.goto(base + pagePath, { waitUntil: 'networkidle' })
      await page.waitForTimeout(2000)
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module')
          .map((s) => s.textContent ?? '')
          .join('\n'),
      )
      const files = await Promise.all(bodies)
      const gz = files.reduce((sum, body) => sum + zlib.gzipSync(body).length, 0) + zlib.gzipSync(Buffer.from(inline)).length
      console.log(`JS shipped ${label(pagePath).padEnd(16)} ${(gz / 1024).toFixed(1).padStart(6)} KB gzipped (${files.length} files + inline)`)
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

/** The detail page's slug is long and changes with the seed: printed as its pattern. */
const label = (pagePath: string) => (pagePath.startsWith('/auctions/') ? DETAIL : pagePath)

const runLighthouse = async (base: string, pages: string[]) => {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  for (const pagePath of pages) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    try {
      const result = await lighthouse(base + pagePath, { port: chrome.port, logLevel: 'error', output: 'json' })
      const categories = result?.lhr.categories ?? {}
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      const audits = result?.lhr.audits ?? {}
      // JavaScript as Lighthouse saw it load (bytes over the wire, i.e. compressed when the server compresses).
      const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
      const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
      console.log(
        `Lighthouse mobile ${label(pagePath).padEnd(16)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
          `best-practices ${score('best-practices')}  seo ${score('seo')}  JS ${(jsBytes / 1024).toFixed(1)} KB  ` +
          `(LCP ${audits['largest-contentful-paint']?.displayValue ?? '?'}, TBT ${audits['total-blocking-time']?.displayValue ?? '?'}, CLS ${audits['cumulative-layout-shift']?.displayValue ?? '?'})`,
      )
      for (const ref of categories.performance?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) console.log(`    performance: ${audit.id} — ${audit.displayValue ?? audit.title}`)
      }
      for (const id of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categories[id]?.auditRefs ?? []) {
          const audit = audits[ref.id]
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`    ${id}: ${audit.id} — ${audit.title}`)
        }
      }
    } finally {
      chrome.kill()
    }
  }
}

export const benchPages = async () => {
  console.log(`\nPages (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`)
  const external = process.env.BENCH_URL
  const product = external ? { base: external.replace(/\/$/, ''), stop: async () => undefined } : await startProduct()
  try {
    const detail = await detailPath(product.base)
    await measureJavaScript(product.base, withDetail(WEIGHT_PAGES, detail))
    await runLighthouse(product.base, withDetail(LIGHTHOUSE_PAGES, detail))
  } finally {
    await product.stop()
  }
}
