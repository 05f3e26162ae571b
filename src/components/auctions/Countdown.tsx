import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatCountdown } from '../../lib/auctions';
import { $clockOffset } from '../../stores/live-auctions';

interface Props {
  endTime: string | null;
  /** "Ended" on cards, "Auction ended" on the detail page. */
  variant?: 'card' | 'detail';
  onExpire?: () => void;
}

/** Ticks every second against the server clock; calls onExpire once when it reaches zero. */
export function Countdown({ endTime, variant = 'card', onExpire }: Props) {
  const { t } = useTranslation();
  const offset = useStore($clockOffset);
  const [now, setNow] = useState(() => Date.now());
  const expired = useRef(false);
  const end = endTime ? Date.parse(endTime) : NaN;
  const remaining = end - (now + offset);
  const text = Number.isFinite(end) ? formatCountdown(remaining, t('countdown.dayShort')) : null;

  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);

  useEffect(() => {
    if (Number.isFinite(end) && text === null && !expired.current) {
      expired.current = true;
      onExpire?.();
    }
    if (text !== null) expired.current = false;
  }, [end, text, onExpire]);

  // Hidden closing time: say what shows it, never a broken-looking "--:--:--".
  if (!endTime) return <span className="countdown countdown--masked" title={t('countdown.hidden')}>{t('countdown.hiddenShort')}</span>;
  return (
    // The server renders at its own time and the browser hydrates a moment later: the text differs by
    // a second or so (React error #418 on every signed-in page with a countdown). The next tick
    // corrects it; only this element's own text may differ.
    <span className={`countdown${text === null ? ' countdown--ended' : ''}`} data-testid="countdown" suppressHydrationWarning>
      {text ?? (variant === 'detail' ? t('countdown.auctionEnded') : t('countdown.ended'))}
    </span>
  );
}
