import type { AccountProfile, ActivityRow, InvoiceRow, MyBidRow, NotificationRow, WatchlistRow, WonAuction } from '@core/contract';
import { serviceGet } from '../../lib/service';

/** What each dashboard section reads from the service's `/svc/account/<name>`. */
export interface AccountData {
  'my-bids': MyBidRow[];
  won: WonAuction[];
  invoices: InvoiceRow[];
  watchlist: WatchlistRow[];
  notifications: NotificationRow[];
  activity: ActivityRow[];
  profile: AccountProfile;
}

/**
 * A section's data for the signed-in user, or null when it could not be loaded (the section then
 * shows the load error; see SectionState.astro).
 */
export async function loadAccountData<K extends keyof AccountData>(request: Request, name: K): Promise<AccountData[K] | null> {
  const { data } = await serviceGet<AccountData[K]>(`/svc/account/${name}`, request, { asSameOrigin: true });
  return data;
}
