import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { SavedSearchRow } from '@core/contract';
import { ALERT_MODES, SAVED_SEARCH_NAME_MAX, savedSearchQuery, type AlertMode } from '@core/domain/saved-search-names';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { deleteSavedSearch, updateSavedSearch } from '../../stores/saved-searches';
import { useHydrated } from '../auctions/use-hydrated';
import { PageToaster } from '../feedback/PageToaster';
import { focusOnMount } from '../focus-on-mount';

interface Props {
  lang: Locale;
  initial: SavedSearchRow[];
}

/**
 * The dashboard's saved searches: each with its current match count, a
 * link that opens the auction list with its filters, editing of name and email alert in place,
 * and deletion after a confirmation dialog. Every change goes to /svc/saved-searches, which only
 * ever touches the caller's own searches.
 */
function SavedSearchesList({ lang, initial }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const [rows, setRows] = useState(initial);
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>({ name: '', alert: 'instant' });
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<SavedSearchRow | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const heading = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  // Where focus goes once React has committed the change: a row's Edit button, or the empty state.
  const focusNext = useRef<number | 'empty' | null>(null);

  useEffect(() => {
    if (deleting) confirm.current?.showModal();
  }, [deleting]);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target === 'empty') heading.current?.focus();
    else editButtons.current.get(target)?.focus();
  });

  const startEdit = (row: SavedSearchRow) => {
    setEditing(row.id);
    setDraft({ name: row.name, alert: row.alert });
    setError('');
  };
  const stopEdit = (rowId: number) => {
    // Back to the row's Edit button once it is rendered again.
    focusNext.current = rowId;
    setEditing(null);
  };

  const save = async (event: FormEvent, row: SavedSearchRow) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const reply = await updateSavedSearch(row.id, { name: draft.name.trim(), alert: draft.alert });
    busy.current = false;
    if ('error' in reply) {
      setError(reply.error.message || t('dashboard.savedSearches.failed'));
      return;
    }
    setRows((current) => current.map((r) => (r.id === row.id ? reply.data : r)));
    toast.success(t('dashboard.savedSearches.updated'));
    stopEdit(row.id);
  };

  const remove = async () => {
    const row = deleting;
    if (!row || busy.current) return;
    busy.current = true;
    const reply = await deleteSavedSearch(row.id);
    busy.current = false;
    confirm.current?.close();
    if ('error' in reply) {
      toast.error(t('dashboard.savedSearches.failed'), { description: reply.error.message });
      return;
    }
    const index = rows.findIndex((r) => r.id === row.id);
    const rest = rows.filter((r) => r.id !== row.id);
    setRows(rest);
    toast.success(t('dashboard.savedSearches.deleted'));
    const next = rest[Math.min(index, rest.length - 1)];
    focusNext.current = next ? next.id : 'empty';
  };

  return (
    <div data-hydrated={hydrated || undefined}>
      {rows.length === 0 ? (
        <div className="empty-state">
          <p ref={heading} tabIndex={-1}>{t('dashboard.savedSearches.empty')}</p>
          <a className="button button--primary" href={localizePath(lang, '/auctions')}>
            {t('dashboard.savedSearches.browse')}
          </a>
        </div>
      ) : (
        <ul className="saved-searches">
          {rows.map((row) => (
            <li key={row.id} className="saved-search" data-saved-search-id={row.id}>
              {editing === row.id ? (
                <EditForm
                  fieldId={`${id}-${row.id}`}
                  draft={draft}
                  error={error}
                  onDraft={setDraft}
                  onSubmit={(event) => void save(event, row)}
                  onCancel={() => stopEdit(row.id)}
                />
              ) : (
                <RowView
                  lang={lang}
                  row={row}
                  editRef={(element) => {
                    if (element) editButtons.current.set(row.id, element);
                    else editButtons.current.delete(row.id);
                  }}
                  onEdit={() => startEdit(row)}
                  onDelete={() => setDeleting(row)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <dialog ref={confirm} className="mm-dialog" aria-labelledby={`${id}-confirm-title`} aria-describedby={`${id}-confirm-body`} onClose={() => setDeleting(null)}>
        <div className="mm-dialog__form">
          <h2 id={`${id}-confirm-title`} className="mm-dialog__title">
            {t('dashboard.savedSearches.confirmTitle', { name: deleting?.name ?? '' })}
          </h2>
          <p id={`${id}-confirm-body`}>{t('dashboard.savedSearches.confirmBody')}</p>
          <div className="mm-dialog__actions">
            <button type="button" className="button button--secondary" onClick={() => confirm.current?.close()}>
              {t('dashboard.savedSearches.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void remove()}>
              {t('dashboard.savedSearches.confirmDelete')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

/** A saved search as the list shows it: name, matches, alert, and its actions. */
function RowView({ lang, row, editRef, onEdit, onDelete }: { lang: Locale; row: SavedSearchRow; editRef: (element: HTMLButtonElement | null) => void; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="saved-search__name">{row.name}</h3>
      <p className="saved-search__meta">
        <span data-testid="saved-search-count">{t('dashboard.savedSearches.matches', { count: row.match_count })}</span>
        {' · '}
        <span>{t('dashboard.savedSearches.alertIs', { mode: t(`dashboard.savedSearches.alert.${row.alert}`) })}</span>
      </p>
      <div className="saved-search__actions">
        <a className="button button--primary" href={`${localizePath(lang, '/auctions')}${savedSearchQuery(row.filters)}`} aria-label={t('dashboard.savedSearches.openLabel', { name: row.name })}>
          {t('dashboard.savedSearches.open')}
        </a>
        <button type="button" className="button button--secondary" ref={editRef} aria-label={t('dashboard.savedSearches.editLabel', { name: row.name })} onClick={onEdit}>
          {t('dashboard.savedSearches.edit')}
        </button>
        <button type="button" className="button button--secondary" aria-label={t('dashboard.savedSearches.deleteLabel', { name: row.name })} onClick={onDelete}>
          {t('dashboard.savedSearches.delete')}
        </button>
      </div>
    </>
  );
}

type Draft = { name: string; alert: AlertMode };

/** A saved search being edited in place: its name and email alert. */
function EditForm({ fieldId, draft, error, onDraft, onSubmit, onCancel }: { fieldId: string; draft: Draft; error: string; onDraft: (draft: Draft) => void; onSubmit: (event: FormEvent) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <form className="dashboard-form saved-search__form" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${fieldId}-name`}>{t('dashboard.savedSearches.name')}</label>
        <input id={`${fieldId}-name`} type="text" required maxLength={SAVED_SEARCH_NAME_MAX} value={draft.name} ref={focusOnMount} onChange={(e) => onDraft({ ...draft, name: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${fieldId}-alert`}>{t('dashboard.savedSearches.alert')}</label>
        <select id={`${fieldId}-alert`} value={draft.alert} onChange={(e) => onDraft({ ...draft, alert: e.target.value as AlertMode })}>
          {ALERT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`dashboard.savedSearches.alert.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      <p role="alert" className="form-message form-message--error">{error}</p>
      <div className="saved-search__actions">
        <button type="submit" className="button button--primary">
          {t('dashboard.savedSearches.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('dashboard.savedSearches.cancel')}
        </button>
      </div>
    </form>
  );
}

export default function SavedSearchesIsland(props: Props & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <SavedSearchesList {...rest} />
      <PageToaster />
    </IslandRoot>
  );
}
