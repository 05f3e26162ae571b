/**
 * An erased account (GDPR Art. 17, cms/ops/erase-account.ts) keeps its row, so bids, orders and
 * invoices keep their reference, under a placeholder address that can never receive mail (`.invalid`
 * is reserved, RFC 2606) and is unique by id.
 */
export const erasedEmail = (id: number | string) => `erased-${id}@erased.invalid`
export const isErased = (email: unknown): boolean => typeof email === 'string' && /^erased-[^@]+@erased\.invalid$/.test(email)
