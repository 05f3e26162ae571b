import { useTranslation } from 'react-i18next';

import type { AuctionList } from '@core/contract';
import type { Locale } from '../../../i18n/config';
import { localizePath } from '../../../i18n/routing';
import { PriceAccessNote } from '../PriceAccessNote';

/** Above a list without prices: confirm the email address, or the way to prices (register, sign in). */
export function TeaserBanner({ lang, eligibility, signIn }: { lang: Locale; eligibility: AuctionList['eligibility']; signIn: string }) {
  const { t } = useTranslation();
  return (
    <div className="auctions__teaser-banner" role="status">
      {eligibility === 'email_unconfirmed' ? (
        <>
          <p>{t('auctions.confirmEmailBanner')}</p>
          <a className="button button--primary" href={localizePath(lang, '/verify-pending')}>{t('auctions.confirmEmail')}</a>
        </>
      ) : (
        <>
          <p>{t('auctions.teaserBanner')}</p>
          <PriceAccessNote signIn={signIn} compact />
        </>
      )}
    </div>
  );
}
