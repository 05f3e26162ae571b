import { atom, onMount } from 'nanostores';
import { $session } from './session';

export type KycStatus = 'pending_review' | 'approved' | 'rejected';
export interface KycState {
  id: number | string;
  status: KycStatus;
  rejection_reason?: string | null;
}

/** Spec section 4 "KYC status": cached for 10 minutes. */
export const KYC_CACHE_MS = 10 * 60 * 1000;

/** Null when there is no user or no record, and when the lookup failed. */
export const $kyc = atom<KycState | null>(null);

let fetchedAt = 0;
let fetchedFor: string | number | null = null;
let pending: Promise<KycState | null> | null = null;

async function lookup(userId: string | number): Promise<KycState | null> {
  const url = `/api/kyc?where[user][equals]=${encodeURIComponent(String(userId))}&limit=1&depth=0`;
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { docs?: KycState[] };
  const doc = body.docs?.[0];
  return doc ? { id: doc.id, status: doc.status, rejection_reason: doc.rejection_reason ?? null } : null;
}

/**
 * The signed-in user's KYC status. Fetched once a user exists (after the session has loaded),
 * then served from the 10-minute cache unless `force` (e.g. right after a submission).
 */
export function refreshKyc(force = false): Promise<KycState | null> {
  const { loading, user } = $session.get();
  if (loading || !user) {
    $kyc.set(null);
    fetchedFor = null;
    return Promise.resolve(null);
  }
  const fresh = fetchedFor === user.id && Date.now() - fetchedAt < KYC_CACHE_MS;
  if (!force && fresh) return Promise.resolve($kyc.get());
  if (!force && pending) return pending;
  pending = lookup(user.id)
    .catch(() => null)
    .then((state) => {
      fetchedAt = Date.now();
      fetchedFor = user.id;
      $kyc.set(state);
      return state;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

onMount($kyc, () => {
  const unsubscribe = $session.subscribe(() => void refreshKyc());
  return unsubscribe;
});
