import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { WatchlistRow } from '@core/contract';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { useHydrated } from '../auctions/use-hydrated';
import { toastUnwatched, toastWatchFailed } from '../auctions/watch-toasts';
import { PageToaster } from '../feedback/PageToaster';
import { formatters } from './format';
import { setWatchEmail, setWatching } from '../../stores/watchlist';

interface Props {
  lang: Locale;
  initial: WatchlistRow[];
  /** The platform's time zone (settings). */
  timeZone: string;
}

/** The service's error message, if it sent one (the toast falls back to the generic text). */
const failure = (error: { message: string }) => new Error(error.message);

/**
 * The watched auctions with, per entry, the email switch and Remove. Both go to the watchlist
 * endpoints, which only ever touch the caller's own entries.
 */
function WatchlistEntries({ lang, initial, timeZone }: Props) {
  const { t } = useTranslation();
  const f = formatters(lang, timeZone);
  const [rows, setRows] = useState(initial);
  // Entries with a request under way ignore further clicks. The controls stay enabled: disabling
  // the focused one would drop keyboard focus to the page.
  const busy = useRef(new Set<number>());
  // After a removal, focus goes to the Remove now in the removed entry's place (or the empty
  // state's link) rather than falling back to the page.
  const [removedAt, setRemovedAt] = useState<number | null>(null);
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const browseLink = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (removedAt === null) return;
    const next = rows[Math.min(removedAt, rows.length - 1)];
    if (next) removeButtons.current.get(next.id)?.focus();
    else browseLink.current?.focus();
    setRemovedAt(null);
  }, [removedAt, rows]);

  const whileBusy = async (row: WatchlistRow, work: () => Promise<void>) => {
    if (busy.current.has(row.id)) return;
    busy.current.add(row.id);
    try {
      await work();
    } catch (error) {
      toastWatchFailed(t, error);
    } finally {
      busy.current.delete(row.id);
    }
  };

  const remove = (row: WatchlistRow) =>
    whileBusy(row, async () => {
      const reply = await setWatching(row.auction_id, false);
      if ('error' in reply) throw failure(reply.error);
      setRemovedAt(Math.max(0, rows.findIndex((r) => r.id === row.id)));
      setRows((current) => current.filter((r) => r.id !== row.id));
      toastUnwatched(t);
    });

  const setNotify = (row: WatchlistRow, notify: boolean) =>
    whileBusy(row, async () => {
      const reply = await setWatchEmail(row.auction_id, notify);
      if ('error' in reply) throw failure(reply.error);
      setRows((current) => current.map((r) => (r.id === row.id ? { ...r, notify_email: notify } : r)));
      if (notify) toast.success(t('dashboard.watchlist.notifyOnTitle'), { description: t('watch.addedBody') });
      else toast.success(t('dashboard.watchlist.notifyOffTitle'), { description: t('dashboard.watchlist.notifyOffBody') });
    });

  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('dashboard.watchlist.empty')}</p>
        <a ref={browseLink} className="button button--primary" href={localizePath(lang, '/auctions')}>
          {t('dashboard.watchlist.browse')}
        </a>
      </div>
    );
  }

  return (
    <div className="table-scroll" data-hydrated={hydrated || undefined}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.watchlist.machine')}</th>
            <th scope="col">{t('dashboard.watchlist.price')}</th>
            <th scope="col">{t('dashboard.watchlist.endsAt')}</th>
            <th scope="col">{t('dashboard.watchlist.emails')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('dashboard.watchlist.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-auction-id={row.auction_id}>
              <th scope="row">
                {row.machine.slug ? <a href={localizePath(lang, `/auctions/${row.machine.slug}`)}>{row.machine.title}</a> : row.machine.title}
              </th>
              <td data-label={t('dashboard.watchlist.price')}>
                {row.current_price != null ? f.money(row.current_price) : null}
                {row.is_live && row.my_standing && (
                  <>
                    <br />
                    <span className={`tag tag--${row.my_standing}`} data-testid="watch-standing" data-standing={row.my_standing}>
                      {row.my_standing === 'highest' ? t('auction.youAreHighest') : t('auction.youAreOutbid')}
                    </span>
                  </>
                )}
              </td>
              <td data-label={t('dashboard.watchlist.endsAt')}>
                {row.is_live && row.end_time ? <time dateTime={row.end_time}>{f.dateTime(row.end_time)}</time> : <span className="tag">{t('dashboard.watchlist.ended')}</span>}
              </td>
              <td>
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    className="switch__input"
                    checked={row.notify_email}
                    aria-label={t('dashboard.watchlist.notifyLabel', { machine: row.machine.title })}
                    onChange={(event) => void setNotify(row, event.currentTarget.checked)}
                  />
                  <span className="switch__track" aria-hidden="true" />
                  <span>{t('dashboard.watchlist.notify')}</span>
                </label>
              </td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  ref={(element) => {
                    if (element) removeButtons.current.set(row.id, element);
                    else removeButtons.current.delete(row.id);
                  }}
                  aria-label={t('dashboard.watchlist.removeLabel', { machine: row.machine.title })}
                  onClick={() => void remove(row)}
                >
                  {t('dashboard.watchlist.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function WatchlistIsland(props: Props & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <WatchlistEntries {...rest} />
      <PageToaster />
    </IslandRoot>
  );
}
