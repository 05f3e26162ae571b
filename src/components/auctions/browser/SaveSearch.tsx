import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { BidEligibility } from '@core/domain/eligibility';
import { INTEGER_FILTER_KEYS, FILTER_KEYS, parseAttachments } from '@core/domain/list-params';
import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, suggestSearchName, type AlertMode, type SavedSearchFilters } from '@core/domain/saved-search-names';
import type { Locale } from '../../../i18n/config';
import { IslandRoot } from '../../../i18n/react';
import { localizePath } from '../../../i18n/routing';
import type { IslandMessages } from '../../../i18n/translations';
import type { Filters } from '../../../lib/auctions';
import { createSavedSearch } from '../../../stores/saved-searches';

const INT_KEYS = new Set<string>(INTEGER_FILTER_KEYS);

/** The list's filters as a saved search keeps them: only those set, numbers as numbers, attachments as a list (no sort, no page). */
export const toSavedFilters = (filters: Filters): SavedSearchFilters => {
  const saved: Record<string, string | number | string[]> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) saved[key] = INT_KEYS.has(key) ? Number(value) : key === 'att' ? parseAttachments(value) : value;
  }
  return saved as SavedSearchFilters;
};

interface Props {
  lang: Locale;
  filters: Filters;
  eligibility: BidEligibility;
  /** The sign-in link that comes back to this list with its filters. */
  signIn: string;
}

/**
 * "Save search" on the auction list: for a signed-in account a button that
 * opens a small modal dialog (the native <dialog>: focus moves in, Escape closes, focus returns)
 * with the name prefilled from the filters and the email alert; for a visitor a link to sign in.
 */
export function SaveSearch({ lang, filters, eligibility, signIn }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  const saved = toSavedFilters(filters);
  const hasFilters = Object.keys(saved).length > 0;
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<AlertMode>('instant');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClose = () => opener.current?.focus();
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);

  if (eligibility === 'signed_out') {
    return (
      <a className="save-search__signin" href={signIn}>
        {t('savedSearch.signIn')}
      </a>
    );
  }

  const open = () => {
    setName(suggestSearchName(saved, lang));
    setAlert('instant');
    setError('');
    dialog.current?.showModal();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !hasFilters) return;
    setBusy(true);
    setError('');
    const reply = await createSavedSearch({ name: name.trim(), filters: saved, alert });
    setBusy(false);
    if ('error' in reply) {
      setError(reply.error.message || t('savedSearch.failed'));
      return;
    }
    dialog.current?.close();
    toast.success(t('savedSearch.saved'), {
      description: t('savedSearch.savedBody'),
      action: { label: t('dashboard.nav.savedSearches'), onClick: () => window.location.assign(localizePath(lang, '/dashboard/saved-searches')) },
    });
  };

  return (
    <>
      <button ref={opener} type="button" className="button button--secondary save-search__open" onClick={open} aria-haspopup="dialog">
        {t('savedSearch.save')}
      </button>
      <dialog ref={dialog} className="mm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
        <form className="mm-dialog__form" onSubmit={submit}>
          <h2 id={`${id}-title`} className="mm-dialog__title">{t('savedSearch.dialogTitle')}</h2>
          <p id={`${id}-intro`}>{hasFilters ? t('savedSearch.dialogIntro') : t('savedSearch.noFilters')}</p>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t('savedSearch.name')}</label>
            <input id={`${id}-name`} name="name" type="text" required maxLength={SAVED_SEARCH_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <fieldset className="field">
            <legend>{t('savedSearch.alert')}</legend>
            {ALERT_MODES.map((mode) => (
              <label key={mode} className="mm-dialog__choice">
                <input type="radio" name="alert" value={mode} checked={alert === mode} onChange={() => setAlert(mode)} /> {t(`savedSearch.alert.${mode}`)}
              </label>
            ))}
          </fieldset>
          <p role="alert" className="form-message form-message--error">{error}</p>
          <div className="mm-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t('savedSearch.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy || !hasFilters}>
              {t('savedSearch.submit')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

/** "Save search" as its own small island on the server-rendered list (AuctionsPage.astro); toasts show in the filter island's toaster. */
export function SaveSearchIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandRoot lang={props.lang} messages={messages}>
      <SaveSearch {...props} />
    </IslandRoot>
  );
}
