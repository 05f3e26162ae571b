import { useEffect } from 'react';

import type { AuctionCard as Card, AuctionList } from '@core/contract';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { followAuction } from '../../stores/live-auctions';
import { trackStandings } from '../../stores/standing';
import { CardLive, CardTimer } from './card-parts';

/**
 * The small islands of a server-rendered card (AuctionCard.astro): its countdown, and its live part
 * (price, bids, standing, watch and remind). Everything else on the card is plain HTML. Every
 * island on the page shares one socket (stores/live-auctions.ts) and one store per kind of data.
 */
type Base = { lang: Locale; messages: IslandMessages };

/** What the countdown needs of a card (props are written into the page once per island: kept small). */
export type TimerCard = Pick<Card, 'id' | 'end_time'>;
export type LiveCard = Pick<Card, 'id' | 'slug' | 'current_price' | 'bid_count' | 'my_standing'>;

export function CardTimerIsland({ lang, messages, card, masked }: Base & { card: TimerCard; masked: boolean }) {
  return (
    <IslandRoot lang={lang} messages={messages}>
      <CardTimer card={card} masked={masked} />
    </IslandRoot>
  );
}

interface LiveProps extends Base {
  card: LiveCard;
  eligibility: AuctionList['eligibility'];
  masked: boolean;
  locked: boolean;
  feePct: number;
}

/** Follows the auction (live price, bids, end time) and the viewer's standing on it, while it is shown with prices. */
export function CardLiveIsland({ lang, messages, card, eligibility, masked, locked, feePct }: LiveProps) {
  useEffect(() => (masked ? undefined : followAuction(card.id)), [card.id, masked]);
  useEffect(() => (masked ? undefined : trackStandings([{ id: card.id, standing: card.my_standing }])), [card.id, card.my_standing, masked]);
  return (
    <IslandRoot lang={lang} messages={messages}>
      <CardLive card={card} lang={lang} eligibility={eligibility} masked={masked} locked={locked} feePct={feePct} />
    </IslandRoot>
  );
}
