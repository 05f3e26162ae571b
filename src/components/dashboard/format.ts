import { clock } from '@core/time/format';

import { INTL_LOCALES, type Locale } from '../../i18n/config';

/** Euro amounts and date-times in the page's language and the platform's time zone (the one clock, core/time/format.ts). */
export const formatters = (lang: Locale, timeZone: string) => {
  const money = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const time = clock(lang, timeZone);
  return {
    money: (value: number) => money.format(value),
    dateTime: (iso: string) => time.dateTime(iso),
    date: (iso: string) => time.date(iso),
  };
};
