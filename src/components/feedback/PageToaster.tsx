import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';

import { $toasterClaims, claimToaster, holdsToaster, releaseToaster, type ToasterClaim } from '../../stores/toaster';

/**
 * Put this in every island that shows toasts. The first island to mount in the browser renders
 * the page's toaster, the others nothing; when that island goes away, the next one takes over.
 * Nothing is rendered on the server, so the HTML never carries a toaster that has not hydrated.
 */
export function PageToaster() {
  const claims = useStore($toasterClaims);
  const [claim, setClaim] = useState<ToasterClaim | null>(null);

  useEffect(() => {
    const mine = claimToaster();
    setClaim(mine);
    return () => releaseToaster(mine);
  }, []);

  const holder = holdsToaster(claims, claim);
  return holder ? <HeldToaster /> : null;
}

function HeldToaster() {
  // A toaster shows only what is published after it subscribes (in its own effect, which runs
  // before this one): toasts still open from a toaster that went away, or raised before any
  // toaster mounted, are published again. Same id, so sonner updates them rather than copying.
  useEffect(() => {
    for (const open of toast.getToasts()) if (!('dismiss' in open)) toast.message(open.title, { id: open.id });
  }, []);
  // Centred below the header (4rem + its 4px rule): never over Sign in, Register or the account
  // menu, nor over the bid box in the right-hand column whose banner a toast repeats.
  return <Toaster position="top-center" offset={{ top: '5.5rem' }} mobileOffset={{ top: '5.25rem', right: '0.75rem', left: '0.75rem' }} richColors closeButton />;
}
