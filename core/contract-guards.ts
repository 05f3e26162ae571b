/**
 * The contract's runtime helpers that the browser needs, kept apart from contract.ts so an island
 * importing them does not ship zod and every request schema (about 23 KB gzipped) to the browser.
 * contract.ts re-exports them; islands import them from here. This file imports nothing, so the
 * two never import each other: the guard works on any snapshot union by its `masked: true` mark.
 */
export const isMaskedSnapshot = <S extends object>(value: S): value is Extract<S, { masked: true }> =>
  'masked' in value && (value as { masked?: unknown }).masked === true

/**
 * Why a bid was refused. Messages shown to users come from the site's translations by code;
 * the service's English message is a fallback.
 */
export const BID_ERROR_CODES = [
  'unauthenticated',
  'email_unconfirmed',
  'kyc_required',
  'staff_account',
  'auction_not_found',
  'auction_not_live',
  'auction_ended',
  'bid_too_low',
  'below_minimum',
  /** Not on the bid step from the minimum (or a fraction of a euro): `step`, `lower` and `upper` say what would be accepted. */
  'off_increment',
  'invalid_amount',
  'amount_too_high',
  'confirmation_required',
  'own_listing',
  'bid_limit_exceeded',
  'rate_limited',
  'invalid_request',
  /** The service is stopping (deploy or restart): nothing was placed; try again in a few seconds. */
  'service_restarting',
] as const
export type BidErrorCode = (typeof BID_ERROR_CODES)[number]
