import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { toastUnwatched, toastWatched, toastWatchFailed } from './watch-toasts';

interface Props {
  auctionId: number | string;
  signedIn: boolean;
  signInHref: string;
  /** Skip the status lookup (teaser mode). */
  disabled?: boolean;
}

/** Watch / unwatch with the spec's toasts; signed-out users are sent to sign in. */
export function WatchToggle({ auctionId, signedIn, signInHref, disabled }: Props) {
  const { t } = useTranslation();
  const [watching, setWatching] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn || disabled) return;
    fetch(`/svc/watchlist/status?auctionId=${encodeURIComponent(String(auctionId))}`, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : null))
      .then((body) => setWatching(Boolean(body?.data?.watching)))
      .catch((err) => console.error('watch status', err));
  }, [auctionId, signedIn, disabled]);

  const toggle = async (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!signedIn) {
      toast(t('watch.signInTitle'), { description: t('watch.signInBody') });
      setTimeout(() => window.location.assign(signInHref), 1200);
      return;
    }
    setBusy(true);
    try {
      const response = watching
        ? await fetch(`/svc/watchlist/${encodeURIComponent(String(auctionId))}`, { method: 'DELETE', credentials: 'same-origin' })
        : await fetch('/svc/watchlist', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ auctionId }),
          });
      const body = await response.json().catch(() => null);
      if (!response.ok) throw new Error(body?.error?.message || t('watch.failedBody'));
      if (watching) toastUnwatched(t);
      else toastWatched(t);
      setWatching(!watching);
    } catch (err) {
      toastWatchFailed(t, err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`watch-toggle${watching ? ' watch-toggle--on' : ''}`}
      aria-pressed={watching}
      aria-label={watching ? t('watch.remove') : t('watch.add')}
      title={watching ? t('watch.remove') : t('watch.add')}
      disabled={busy || disabled}
      onClick={toggle}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill={watching ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" />
      </svg>
    </button>
  );
}
