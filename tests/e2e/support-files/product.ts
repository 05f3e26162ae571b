import { expect, test as base } from '@playwright/test'

import { productPort } from './ports'

/**
 * Each Playwright worker runs against a product of its own: playwright.config.ts starts one per
 * worker (gateway, CMS, site, service, mail catcher and OIDC provider on their own ports, with a
 * fresh data folder and the demo data), and worker n (TEST_PARALLEL_INDEX, unique among the workers
 * running at once) talks to the one on E2E_PORT + 100·n. So no journey sees another's bids, mail or
 * accounts, and the suite runs as it did on one worker.
 */
export const PORT = productPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
export const BASE = `http://localhost:${PORT}`
/** The mail catcher this worker's product sends to (scripts/e2e-mail-capture.mjs): real SMTP in, JSON out. */
export const MAIL_API = `http://127.0.0.1:${PORT + 6}/messages`

/** Playwright's `test`, its pages, contexts and requests pointed at this worker's product. */
export const test = base.extend({ baseURL: BASE })

export { expect }
