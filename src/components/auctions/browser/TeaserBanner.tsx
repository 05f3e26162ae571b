import { useTranslation } from 'react-i18next';

import type { AuctionList } from '@core/contract';
import type { Lang } from '../../../i18n/config';
import { localizePath } from '../../../i18n/routing';

/** Above a list without prices: confirm the email address, or sign in. */
export function TeaserBanner({ lang, eligibility, signIn }: { lang: Lang; eligibility: AuctionList['eligibility']; signIn: string }) {
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
          <a className="button button--primary" href={signIn}>{t('auctions.signIn')}</a>
        </>
      )}
    </div>
  );
}
