import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useHydrated } from '../auctions/use-hydrated';
import type { Lang } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import { localizePath } from '../../i18n/routing';
import type { IslandMessages } from '../../i18n/translations';
import { changePassword as sendPasswordChange, signOutEverywhere as endAllSessions } from '../../stores/account';

interface Props {
  lang: Lang;
}

type Status = { kind: 'idle' | 'busy' | 'ok' | 'error'; text?: string };

/** Change password (the current one is checked on the server) and sign out everywhere. */
function SecurityPanel({ lang }: Props) {
  const { t } = useTranslation();
  const ids = { current: useId(), next: useId(), hint: useId() };
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [everywhere, setEverywhere] = useState<Status>({ kind: 'idle' });

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    if (next.length < 6) {
      setStatus({ kind: 'error', text: t('auth.error.passwordShort') });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const reply = await sendPasswordChange(current, next);
      const code = 'data' in reply ? reply.status : reply.error.status;
      if (code === 0) throw new Error('network');
      if (code === 200) {
        setCurrent('');
        setNext('');
        setStatus({ kind: 'ok', text: t('dashboard.security.changed') });
      } else {
        const text =
          code === 400 && current ? t('dashboard.security.wrongPassword') : code === 429 ? t('auth.error.rateLimited') : t('dashboard.security.failed');
        setStatus({ kind: 'error', text });
      }
    } catch {
      setStatus({ kind: 'error', text: t('auth.error.network') });
    }
  }

  async function signOutEverywhere() {
    setEverywhere({ kind: 'busy' });
    try {
      const reply = await endAllSessions();
      if ('error' in reply) throw new Error(reply.error.code);
      window.location.assign(localizePath(lang, '/signin'));
    } catch {
      setEverywhere({ kind: 'error', text: t('dashboard.security.failed') });
    }
  }

  // Typing before the island hydrates would be lost (React's state starts empty): tests wait for this.
  const hydrated = useHydrated();

  return (
    <>
      <section aria-labelledby={`${ids.current}-heading`}>
        <h3 id={`${ids.current}-heading`}>{t('dashboard.security.passwordHeading')}</h3>
        <form className="dashboard-form" onSubmit={changePassword} noValidate data-hydrated={hydrated || undefined}>
          <div className="field">
            <label htmlFor={ids.current}>{t('dashboard.security.current')}</label>
            <input id={ids.current} name="current_password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={ids.next}>{t('dashboard.security.new')}</label>
            <input id={ids.next} name="new_password" type="password" autoComplete="new-password" required minLength={6} aria-describedby={ids.hint} value={next} onChange={(e) => setNext(e.target.value)} />
            <p id={ids.hint} className="field-hint">{t('auth.field.passwordHint')}</p>
          </div>
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={`form-message${status.kind === 'error' ? ' form-message--error' : ''}`}>
            {status.text}
          </p>
          <button type="submit" className="button button--primary" disabled={status.kind === 'busy'}>
            {t('dashboard.security.change')}
          </button>
        </form>
      </section>
      <section aria-labelledby={`${ids.next}-everywhere`} className="security-everywhere">
        <h3 id={`${ids.next}-everywhere`}>{t('dashboard.security.everywhereHeading')}</h3>
        <p>{t('dashboard.security.everywhereText')}</p>
        <p role={everywhere.kind === 'error' ? 'alert' : 'status'} className={`form-message${everywhere.kind === 'error' ? ' form-message--error' : ''}`}>
          {everywhere.text}
        </p>
        <button type="button" className="button button--secondary" disabled={everywhere.kind === 'busy'} onClick={() => void signOutEverywhere()}>
          {t('dashboard.security.everywhere')}
        </button>
      </section>
    </>
  );
}

export default function SecurityIsland(props: Props & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <SecurityPanel {...rest} />
    </IslandRoot>
  );
}
