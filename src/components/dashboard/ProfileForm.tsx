import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { saveLanguage } from '../../stores/account';

interface Props {
  lang: Lang;
  language: 'en' | 'de';
}

/** Preferred language for emails and notifications (the only profile field a user edits here). */
function ProfileForm({ language: initial }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [language, setLanguage] = useState(initial);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'ok' | 'error'; text?: string }>({ kind: 'idle' });

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

  return (
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
