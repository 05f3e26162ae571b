import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import type { Lang } from '../../../i18n/config';
import { captureLead } from '../../../stores/search';

/** "Or unlock results by email": a verified address sees the results unblurred (prices still masked). */
export function LeadCapture({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="lead-capture"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const reply = await captureLead(email, lang);
        setBusy(false);
        if ('error' in reply) toast.error(t('lead.failure'));
        else {
          toast.success(t('lead.success'));
          setEmail('');
        }
      }}
    >
      <label htmlFor={`${id}-email`}>{t('lead.label')}</label>
      <div className="lead-capture__row">
        <input id={`${id}-email`} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
        <button type="submit" className="button button--secondary" disabled={busy}>{t('lead.submit')}</button>
      </div>
    </form>
  );
}
