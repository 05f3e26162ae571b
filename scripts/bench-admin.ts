/**
 * Admin figures, printed by `npm run bench` (or `BENCH_ONLY=admin npm run bench`): the
 * first load of every admin screen in Debian's Chromium, signed in as the demo administrator, in a
 * fresh browser context each time (no cache). For each screen: the first visit after the product
 * started ("cold": the server runs the route's code for the first time) and the median of three
 * later visits ("warm"), each as navigation start → load event, and → settled (the last network
 * response the screen asked for, e.g. the KYC queue's inline PDFs). Target: every screen's warm
 * settled time under 1.5 s on this machine.
 * Runs against BENCH_URL when set, otherwise starts the product with fresh demo data (bench-pages.ts).
 */
import os from 'node:os'

import type { Browser } from '@playwright/test'

import { ADMIN_SECTIONS } from '../cms/admin/screens'
import { startProduct } from './bench-pages'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const WARM_RUNS = 3

type Visit = { load: number; settled: number }

/** One visit in a fresh context (signed in by cookie): navigation start → load event, and → the last response. */
const visit = async (browser: Browser, base: string, path: string): Promise<Visit> => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } })
  try {
    await context.addCookies([{ name: 'payload-token', value: await adminToken(base), url: base }])
    const page = await context.newPage()
    let last = 0
    page.on('requestfinished', () => (last = Date.now()))
    const started = Date.now()
    const response = await page.goto(path, { waitUntil: 'load' })
    if (!response || response.status() >= 400) throw new Error(`${path} answered ${response?.status()}`)
    const load = Date.now() - started
    await page.waitForLoadState('networkidle')
    return { load, settled: Math.max(load, last - started) }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** Admin screens: every section of the registry, plus the editors of one FAQ and one page. */
const screens = async (base: string): Promise<string[]> => {
  const sections = ADMIN_SECTIONS.map((section) => `/admin${section.path}`)
  const firstId = async (collection: string) => {
    const reply = await fetch(`${base}/api/${collection}?limit=1&depth=0`, { headers: { authorization: `JWT ${await adminToken(base)}` } })
    const body = (await reply.json()) as { docs?: { id: number | string }[] }
    return body.docs?.[0]?.id
  }
  const faq = await firstId('faqs')
  const page = await firstId('pages')
  return [...sections, ...(faq ? [`/admin/collections/faqs/${faq}`] : []), ...(page ? [`/admin/collections/pages/${page}`] : [])]
}

let token: string | null = null
const adminToken = async (base: string) => {
  if (token) return token
  const reply = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }) })
  const cookie = reply.headers.get('set-cookie') ?? ''
  token = /payload-token=([^;]+)/.exec(cookie)?.[1] ?? null
  if (!token) throw new Error(`admin sign-in answered ${reply.status} without a session cookie`)
  return token
}

export const benchAdmin = async () => {
  console.log(`\nAdmin screens, first load in a fresh context (load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')} on ${os.cpus().length} cores)`)
  const external = process.env.BENCH_URL
  const product = external ? { base: external.replace(/\/$/, ''), stop: async () => undefined } : await startProduct()
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    for (const path of await screens(product.base)) {
      const cold = await visit(browser, product.base, path)
      const warm: Visit[] = []
      for (let i = 0; i < WARM_RUNS; i++) warm.push(await visit(browser, product.base, path))
      const warmLoad = median(warm.map((v) => v.load))
      const warmSettled = median(warm.map((v) => v.settled))
      console.log(
        `${path.padEnd(32)} cold load ${String(cold.load).padStart(5)} ms settled ${String(cold.settled).padStart(5)} ms · ` +
          `warm load ${String(warmLoad).padStart(5)} ms settled ${String(warmSettled).padStart(5)} ms${warmSettled > 1500 ? '  (over 1.5 s)' : ''}`,
      )
    }
  } finally {
    await browser.close()
    await product.stop()
  }
}
