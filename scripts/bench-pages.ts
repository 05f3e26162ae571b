/**
 * Page figures, printed by `npm run bench` (or `BENCH_ONLY=pages npm run bench`):
 * JavaScript shipped per page (gzipped, everything the page loads before the user does anything)
 * and Lighthouse scores with its default mobile profile, in Debian's Chromium: three runs per page
 * (BENCH_LH_RUNS), printed as the median and the spread, with TBT, the JS weight and the load average.
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
/** The demo buyer whose signed-in list is weighed too (BENCH_BUYER, BENCH_BUYER_PASSWORD). */
const BENCH_BUYER = process.env.BENCH_BUYER ?? 'buyer@demo.test'
const BENCH_BUYER_PASSWORD = process.env.BENCH_BUYER_PASSWORD ?? 'demo1234'

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
    // The list as a signed-in buyer too (live cards, their islands and the socket), when the demo buyer exists.
    const runs: { pagePath: string; buyer: boolean }[] = [...pages.map((pagePath) => ({ pagePath, buyer: false })), { pagePath: '/auctions', buyer: true }]
    for (const { pagePath, buyer } of runs) {
      const context = await browser.newContext()
      const page = await context.newPage()
      if (buyer) {
        const login = await page.request.post(`${base}/api/users/login`, { data: { email: BENCH_BUYER, password: BENCH_BUYER_PASSWORD } }).catch(() => null)
        if (!login?.ok()) {
          console.log(`JS shipped ${`${pagePath} (buyer)`.padEnd(16)} skipped: ${BENCH_BUYER} could not sign in`)
          await context.close()
          continue
        }
      }
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
      console.log(`JS shipped ${(buyer ? `${pagePath} (buyer)` : label(pagePath)).padEnd(16)} ${(gz / 1024).toFixed(1).padStart(6)} KB gzipped (${files.length} files + inline; load average ${os.loadavg()[0]!.toFixed(2)})`)
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

/** The detail page's slug is long and changes with the seed: printed as its pattern. */
const label = (pagePath: string) => (pagePath.startsWith('/auctions/') ? DETAIL : pagePath)

/** How many Lighthouse runs per page (BENCH_LH_RUNS, default 3): the median and the spread are printed. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** Each category's target: performance ≥ 95 on every run, best practices ≥ 95, accessibility and SEO 100. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 }

/** `notes`: each audit below its mark, by "category: audit id", with what it measured (or its title). */
type LighthouseRun = { scores: Record<(typeof CATEGORIES)[number], number>; tbtMs: number; jsKb: number; lcp: string; cls: string; load: number; notes: Map<string, string> }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
/** "97 (95–98)": the median and the spread of the runs. */
const figure = (values: number[], digits = 0) => {
  const f = (n: number) => n.toFixed(digits)
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`
}

const lighthouseOnce = async (url: string): Promise<LighthouseRun> => {
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  try {
    // The machine's load right before the run: the figures mean little when something else is running.
    const load = os.loadavg()[0]!
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' })
    const categories = result?.lhr.categories ?? {}
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const audits = result?.lhr.audits ?? {}
    // JavaScript as Lighthouse saw it load (bytes over the wire, i.e. compressed when the server compresses).
    const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
    const jsBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
    const notes = new Map<string, string>()
    // A run Lighthouse could not measure (e.g. NO_LCP) scores 0 with no LCP: say why, so it is not read as the page's score.
    const failed = result?.lhr.runtimeError
    if (failed) notes.set('run failed (Lighthouse runtime error, not a page score)', `${failed.code}: ${failed.message}`)
    for (const ref of categories.performance?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) notes.set(`performance: ${audit.id}`, audit.displayValue ?? audit.title)
    }
    for (const id of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) notes.set(`${id}: ${audit.id}`, audit.title)
      }
    }
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      tbtMs: Number(audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: jsBytes / 1024,
      lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
      load,
      notes,
    }
  } finally {
    chrome.kill()
  }
}

/**
 * Lighthouse mobile, LIGHTHOUSE_RUNS times per page (one fresh Chromium each): per category the
 * median with the spread (min–max) and how many runs met the target, then TBT, the JavaScript
 * Lighthouse saw load, and the load average before each run. A figure that holds only on a lucky
 * run is not a figure, so every run is printed.
 */
const runLighthouse = async (base: string, pages: string[]) => {
  for (const pagePath of pages) {
    const runs: LighthouseRun[] = []
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(base + pagePath))
    const n = runs.length
    console.log(`Lighthouse mobile ${label(pagePath)}: median (min–max) of ${n} runs, load average (1 min) before each: ${runs.map((r) => r.load.toFixed(2)).join(', ')}`)
    for (const category of CATEGORIES) {
      const values = runs.map((r) => r.scores[category])
      const met = values.filter((v) => v >= TARGETS[category]).length
      console.log(`    ${category.padEnd(15)} ${figure(values).padEnd(14)} runs ${values.join(', ').padEnd(14)} ${met}/${n} ≥ ${TARGETS[category]}`)
    }
    const tbt = runs.map((r) => r.tbtMs)
    console.log(`    ${'TBT ms'.padEnd(15)} ${figure(tbt).padEnd(14)} runs ${tbt.map((v) => v.toFixed(0)).join(', ').padEnd(14)} ${tbt.filter((v) => v <= 150).length}/${n} ≤ 150`)
    const js = runs.map((r) => r.jsKb)
    console.log(`    ${'JS KB (wire)'.padEnd(15)} ${figure(js, 1).padEnd(14)} runs ${js.map((v) => v.toFixed(1)).join(', ')}`)
    console.log(`    ${'LCP, CLS'.padEnd(15)} ${runs.map((r) => `${r.lcp} / ${r.cls}`).join(', ')}`)
    for (const note of new Set(runs.flatMap((r) => [...r.notes.keys()]))) {
      const seen = runs.filter((r) => r.notes.has(note))
      console.log(`    ${note} — ${[...new Set(seen.map((r) => r.notes.get(note)))].join(', ')} (${seen.length}/${n} runs)`)
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
