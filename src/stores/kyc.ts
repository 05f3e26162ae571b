import { atom, onMount } from 'nanostores';
import { requestJson } from './http';
import { $session } from './session';

export type KycStatus = 'pending_review' | 'info_requested' | 'approved' | 'rejected';
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
  const reply = await requestJson<{ docs?: KycState[] }>(url, { envelope: false });
  if ('error' in reply) return null;
  const doc = reply.data.docs?.[0];
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

/**
 * Uploads one private KYC document (Payload's kyc-documents collection); its id, or the
 * translation key of what went wrong.
 */
export async function uploadKycDocument(file: File, kind: string): Promise<{ id: number | string } | { error: 'kyc.error.fileSize' | 'kyc.error.upload' }> {
  const form = new FormData();
  form.append('file', file);
  form.append('_payload', JSON.stringify({ kind }));
  const reply = await requestJson<{ doc?: { id: number | string } }>('/api/kyc-documents', { method: 'POST', body: form, envelope: false });
  if ('data' in reply && reply.data.doc) return { id: reply.data.doc.id };
  return { error: 'error' in reply && reply.error.status === 413 ? 'kyc.error.fileSize' : 'kyc.error.upload' };
}

/** Creates the user's KYC record, or changes it (back to review); then refreshes the cached status. */
export async function saveKycRecord(recordId: number | string | null | undefined, data: Record<string, unknown>): Promise<boolean> {
  const reply = await requestJson(recordId ? `/api/kyc/${recordId}` : '/api/kyc', { method: recordId ? 'PATCH' : 'POST', body: data, envelope: false });
  if ('error' in reply) return false;
  await refreshKyc(true);
  return true;
}
