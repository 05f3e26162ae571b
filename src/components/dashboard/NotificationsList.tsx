import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import type { NotificationRow } from '@core/contract';
import { clock } from '@core/time/format';
import { markNotificationsRead } from '../../stores/account';

interface Props {
  lang: Locale;
  initial: NotificationRow[];
  /** The platform's time zone (settings). */
  timeZone: string;
}

/** The user's notifications, read and unread; marking read goes to the service (owner checked there). */
function NotificationsList({ lang, initial, timeZone }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const unread = rows.filter((row) => !row.read_at).length;
  const time = clock(lang, timeZone);

  async function markRead(ids: number[] | 'all') {
    setBusy(true);
    setMessage(null);
    try {
      const reply = await markNotificationsRead(ids);
      if ('error' in reply) throw new Error(reply.error.code);
      const now = new Date().toISOString();
      setRows((current) => current.map((row) => (ids === 'all' || ids.includes(row.id) ? { ...row, read_at: row.read_at ?? now } : row)));
      if (ids === 'all') setMessage({ kind: 'ok', text: t('dashboard.notifications.allRead') });
    } catch {
      setMessage({ kind: 'error', text: t('dashboard.notifications.failed') });
    } finally {
      setBusy(false);
    }
  }

  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('dashboard.notifications.empty')}</p>
      </div>
    );
  }

  return (
    <div className="notifications">
      <div className="notifications-toolbar">
        <p data-testid="unread-count">{t('dashboard.notifications.unreadCount', { count: unread })}</p>
        {unread > 0 && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void markRead('all')}>
            {t('dashboard.notifications.markAllRead')}
          </button>
        )}
      </div>
      <p role={message?.kind === 'error' ? 'alert' : 'status'} className={`form-message${message?.kind === 'error' ? ' form-message--error' : ''}`}>
        {message?.text}
      </p>
      <ul className="notification-list">
        {rows.map((row) => (
          <li key={row.id} className={row.read_at ? 'notification notification--read' : 'notification notification--unread'} data-read={row.read_at ? 'true' : 'false'}>
            <div className="notification-head">
              <h3>{row.title}</h3>
              <span className="tag">{row.read_at ? t('dashboard.notifications.read') : t('dashboard.notifications.unread')}</span>
            </div>
            {row.body && <p className="notification-body">{row.body}</p>}
            <p className="notification-meta">
              <time dateTime={row.created_at}>{time.dateTime(row.created_at)}</time>
              {row.link && (
                <>
                  {' · '}
                  <a href={row.link}>{t('dashboard.notifications.open')}</a>
                </>
              )}
              {!row.read_at && (
                <>
                  {' · '}
                  <button type="button" className="link-button" disabled={busy} onClick={() => void markRead([row.id])}>
                    {t('dashboard.notifications.markRead')}
                    <span className="visually-hidden">: {row.title}</span>
                  </button>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function NotificationsIsland(props: Props & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <NotificationsList {...rest} />
    </IslandRoot>
  );
}
