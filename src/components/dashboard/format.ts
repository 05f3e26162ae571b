import { formatMoney } from '@core/domain/money';
import { clock } from '@core/time/format';

import type { Locale } from '../../i18n/config';

/** Euro amounts and date-times in the page's language and the platform's time zone (the one clock, core/time/format.ts). */
export const formatters = (lang: Locale, timeZone: string) => {
  const time = clock(lang, timeZone);
  return {
    /** Whole euros without decimals, any other amount with two (core/domain/money.ts; never "€62,009.8"). */
    money: (value: number) => formatMoney(value, lang),
    dateTime: (iso: string) => time.dateTime(iso),
    date: (iso: string) => time.date(iso),
  };
};
