import { INTL_LOCALES, type Locale } from '../../i18n/config';

/** Euro amounts and Berlin date-times in the page's language (de-DE or en-GB). */
export const formatters = (lang: Locale) => {
  const money = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  const date = new Intl.DateTimeFormat(INTL_LOCALES[lang], { dateStyle: 'medium', timeZone: 'Europe/Berlin' });
  return {
    money: (value: number) => money.format(value),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
  };
};
