import { map } from 'nanostores';

import type { BidLimitStatus } from '@core/contract';
import { requestJson } from './http';

/**
 * The signed-in buyer's bidding limit: the limit, their exposure and what
 * remains. Seeded from the detail page's data, updated from each accepted bid's answer and each
 * `bid_limit_exceeded` refusal, and read again (GET /svc/account/bid-limit) when the buyer is
 * outbid, since an outbid frees what that auction held. `value` null: no limit.
 */
export const $bidLimit = map<{ value: BidLimitStatus | null; known: boolean }>({ value: null, known: false });

export function seedBidLimit(value: BidLimitStatus | null | undefined): void {
  if (!$bidLimit.get().known) $bidLimit.set({ value: value ?? null, known: true });
}

export function setBidLimit(value: BidLimitStatus | null): void {
  $bidLimit.set({ value, known: true });
}

export async function refreshBidLimit(): Promise<void> {
  const reply = await requestJson<BidLimitStatus | null>('/svc/account/bid-limit');
  if ('data' in reply) setBidLimit(reply.data);
}
