import { useTranslation } from 'react-i18next';

/**
 * The way from visitor to bidder, said once and the same everywhere prices are hidden: register
 * and confirm the email address to see prices and closing times, verify the company (KYC) to bid.
 * `signIn` is the sign-in address with the way back (`?next=`); registering keeps it.
 */
export function PriceAccessNote({ signIn, compact = false }: { signIn: string; compact?: boolean }) {
  const { t } = useTranslation();
  const register = signIn.replace(/\/signin(?=$|\?)/, '/signup');
  return (
    <div className="price-access" data-testid="price-access">
      {!compact && <p className="price-access__title"><strong>{t('access.title')}</strong></p>}
      <ol className="price-access__steps">
        <li>{t('access.stepPrices')}</li>
        <li>{t('access.stepBid')}</li>
      </ol>
      <p className="price-access__actions">
        <a className="button button--primary" href={register}>{t('auth.register')}</a>
        <a className="button button--secondary" href={signIn}>{t('auth.signIn')}</a>
      </p>
    </div>
  );
}
