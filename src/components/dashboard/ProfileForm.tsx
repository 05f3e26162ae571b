import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { saveLanguage, saveRemindWatched } from '../../stores/account';

interface Props {
  lang: Locale;
  language: 'en' | 'de';
  /** "Remind me of watched auctions". */
  remindWatched: boolean;
}

type FormState = { kind: 'idle' | 'busy' | 'ok' | 'error'; text?: string };

/** Preferred language for emails and notifications, and reminders of watched auctions. */
function ProfileForm({ language: initial, remindWatched: initialRemind }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState(initial);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const [remindWatched, setRemindWatched] = useState(initialRemind);
  const [remindState, setRemindState] = useState<FormState>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'busy' });
    try {
      const reply = await saveLanguage(language);
      setState('data' in reply ? { kind: 'ok', text: t('dashboard.profile.saved') } : { kind: 'error', text: t('dashboard.profile.failed') });
    } catch {
      setState({ kind: 'error', text: t('dashboard.profile.failed') });
    }
  }

  /** Saved as soon as it is switched; a failure puts the box back. */
  async function switchRemind(on: boolean) {
    setRemindWatched(on);
    setRemindState({ kind: 'busy' });
    const reply = await saveRemindWatched(on);
    if ('data' in reply) setRemindState({ kind: 'ok', text: t('reminder.profileSaved') });
    else {
      setRemindWatched(!on);
      setRemindState({ kind: 'error', text: t('reminder.profileFailed') });
    }
  }

  return (
    <>
      <form className="dashboard-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={id}>{t('dashboard.profile.language')}</label>
          <select id={id} name="language" value={language} onChange={(e) => setLanguage(e.target.value === 'de' ? 'de' : 'en')}>
            <option value="en" lang="en">English</option>
            <option value="de" lang="de">Deutsch</option>
          </select>
        </div>
        <p role={state.kind === 'error' ? 'alert' : 'status'} className={`form-message${state.kind === 'error' ? ' form-message--error' : ''}`}>
          {state.text}
        </p>
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'}>
          {t('dashboard.profile.save')}
        </button>
      </form>
      <div className="dashboard-form">
        <div className="field field--checkbox">
          <input
            id={`${id}-remind`}
            type="checkbox"
            name="remind_watched"
            checked={remindWatched}
            disabled={remindState.kind === 'busy'}
            onChange={(e) => void switchRemind(e.target.checked)}
            aria-describedby={`${id}-remind-hint`}
          />
          <label htmlFor={`${id}-remind`}>{t('reminder.profileSetting')}</label>
          <p id={`${id}-remind-hint`} className="field__hint">{t('reminder.profileHint')}</p>
          <p role={remindState.kind === 'error' ? 'alert' : 'status'} className={`field__hint form-message${remindState.kind === 'error' ? ' form-message--error' : ''}`}>
            {remindState.text}
          </p>
        </div>
      </div>
    </>
  );
}

export default function ProfileIsland(props: Props & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <ProfileForm {...rest} />
    </IslandRoot>
  );
}
