/**
 * Where worker n's product listens: E2E_PORT + 100·n for the gateway, the CMS, site, SMTP, mail
 * catcher and OIDC provider on fixed offsets above it (playwright.config.ts starts them).
 */
export const PRODUCT_PORT_STEP = 100
export const productPort = (index: number) => Number(process.env.E2E_PORT ?? 3100) + PRODUCT_PORT_STEP * index
