import type { AccountProfile, ActivityRow, InvoiceRow, MyBidRow, NotificationRow, WatchlistRow, WonAuction } from '@core/contract';
import type { Locale } from '../../i18n/config';
import { getPublicSettings } from '../../lib/cms-content';
import { serviceGet } from '../../lib/service';
import { formatters } from './format';

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

/** A table section's rows and the formatters for the page's language and the platform's time zone. */
export async function loadTableSection<K extends keyof AccountData>(request: Request, lang: Locale, name: K) {
  const [rows, settings] = await Promise.all([loadAccountData(request, name), getPublicSettings()]);
  return { rows, f: formatters(lang, settings.time_zone) };
}
