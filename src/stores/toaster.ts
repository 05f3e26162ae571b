import { atom } from 'nanostores';

/**
 * The page's one toaster (sonner). Every island that shows toasts claims the toaster when it
 * mounts; only the first claim still held renders it, so a page never shows a toast twice. The
 * store lives in one module shared by all islands of the page (including the support widget,
 * mounted on demand), and sonner's `toast()` reaches whichever toaster is on screen.
 */
export type ToasterClaim = symbol;

/** Claims in mounting order; the first one holds the toaster. */
export const $toasterClaims = atom<readonly ToasterClaim[]>([]);

export function claimToaster(): ToasterClaim {
  const claim: ToasterClaim = Symbol('toaster');
  $toasterClaims.set([...$toasterClaims.get(), claim]);
  return claim;
}

/** Gives up a claim; when its island held the toaster, the next claim takes it over. */
export function releaseToaster(claim: ToasterClaim) {
  $toasterClaims.set($toasterClaims.get().filter((held) => held !== claim));
}

export const holdsToaster = (claims: readonly ToasterClaim[], claim: ToasterClaim | null) => claim !== null && claims[0] === claim;
