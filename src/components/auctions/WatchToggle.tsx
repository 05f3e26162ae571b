import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { $watching, loadWatchStatus, setWatching } from '../../stores/watchlist';
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
  const watching = useStore($watching)[String(auctionId)] ?? false;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn || disabled) return;
    void loadWatchStatus(auctionId);
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
    const reply = await setWatching(auctionId, !watching);
    setBusy(false);
    // The service's message when it gave one, else the generic failure.
    if ('error' in reply) toastWatchFailed(t, new Error(reply.error.message));
    else if (watching) toastUnwatched(t);
    else toastWatched(t);
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
