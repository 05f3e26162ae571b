/**
 * The sister site where sellers list machines (Settings → sell-site address). An address under a
 * top-level name reserved for examples and tests (RFC 2606 / RFC 6761: `.example`, `.test`,
 * `.invalid`, `.localhost`) never resolves, so it counts as not configured: the site's
 * "Sell machines" link then shows its own page instead of a dead link.
 */
const RESERVED = /(^|\.)(example|test|invalid|localhost)$/i

export const configuredSellSite = (address: string | null | undefined): string | null => {
  if (!address) return null
  try {
    const url = new URL(address)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return RESERVED.test(url.hostname) ? null : url.toString()
  } catch {
    return null
  }
}
