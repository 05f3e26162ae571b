import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Locale } from '../../../i18n/config';
import { localizePath } from '../../../i18n/routing';

/**
 * "Or start with your email address": leads into registration with the address filled in (a plain
 * GET form, so it works before the island hydrates). Registering and confirming the address is
 * what shows prices; nothing less unlocks them.
 */
export function LeadCapture({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form className="lead-capture" method="get" action={localizePath(lang, '/signup')}>
      <label htmlFor={`${id}-email`}>{t('lead.label')}</label>
      <div className="lead-capture__row">
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" />
        <button type="submit" className="button button--secondary">{t('lead.submit')}</button>
      </div>
    </form>
  );
}
