import type { AuctionSnapshot, MaskedSnapshot } from './contract'

/**
 * The contract's runtime helpers that the browser needs, kept apart from contract.ts so an island
 * importing them does not ship zod and every request schema (about 23 KB gzipped) to the browser.
 * contract.ts re-exports them; islands import them from here.
 */
export const isMaskedSnapshot = (value: AuctionSnapshot | MaskedSnapshot): value is MaskedSnapshot => 'masked' in value && value.masked === true
