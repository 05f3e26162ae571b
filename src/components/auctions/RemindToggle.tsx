import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { REMINDER_LEAD_CHOICES } from '@core/domain/reminders';
import type { TranslationKey } from '../../i18n/translations';
import { $reminders, loadReminders, removeReminder, setReminder } from '../../stores/reminders';
import { useHydrated } from './use-hydrated';

interface Props {
  auctionId: number | string;
  /** Signed in and allowed to see the auction's timing (prices); otherwise visitors get `signInHref`. */
  signedIn: boolean;
  signInHref: string;
}

/**
 * "Remind me" inside the card and bid-box islands (no island of its own):
 * a disclosure with the lead times, then "Reminder set · 1 h before end" with a remove button.
 * The reminders are read once per page (stores/reminders.ts), however many cards show this.
 */
export function RemindToggle({ auctionId, signedIn, signInHref }: Props) {
  const { t } = useTranslation();
  const reminder = useStore($reminders)[String(auctionId)];
  const [busy, setBusy] = useState(false);
  // The card islands hydrate when the browser is idle: until then the lead buttons are disabled, never a dead click.
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const summary = useRef<HTMLElement>(null);
  // Focus moves to the control that replaced the one pressed, once it is rendered and enabled.
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current || busy) return;
    refocus.current = false;
    (reminder ? removeButton.current : summary.current)?.focus();
  }, [reminder, busy]);

  useEffect(() => {
    if (signedIn) void loadReminders();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <a className="remind remind__signin" href={signInHref}>
        {t('reminder.signIn')}
      </a>
    );
  }

  const lead = (minutes: number) => t(`reminder.lead${minutes}` as TranslationKey);

  const choose = async (minutes: number) => {
    setBusy(true);
    refocus.current = true;
    const reply = await setReminder(auctionId, minutes);
    if ('error' in reply) refocus.current = false;
    setBusy(false);
    setFailed('error' in reply);
  };

  const remove = async () => {
    setBusy(true);
    refocus.current = true;
    const reply = await removeReminder(auctionId);
    const failedNow = 'error' in reply && reply.error.status !== 404;
    if (failedNow) refocus.current = false;
    setBusy(false);
    setFailed(failedNow);
  };

  return (
    <div className="remind" data-testid="remind">
      {reminder ? (
        <p className="remind__set">
          <span role="status">{reminder.sent_at ? t('reminder.sent') : t('reminder.set', { lead: lead(reminder.lead_minutes) })}</span>
          <button ref={removeButton} type="button" className="remind__remove" onClick={remove} disabled={busy || !hydrated} aria-label={t('reminder.remove')} title={t('reminder.remove')}>
            <span aria-hidden="true">×</span>
          </button>
        </p>
      ) : (
        <details className="remind__pick">
          <summary ref={summary}>
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
            </svg>
            {t('reminder.remindMe')}
          </summary>
          <div className="remind__choices" role="group" aria-label={t('reminder.pickLead')}>
            {REMINDER_LEAD_CHOICES.map((minutes) => (
              <button key={minutes} type="button" className="remind__choice" disabled={busy || !hydrated} onClick={() => void choose(minutes)} aria-label={t('reminder.leadBefore', { lead: lead(minutes) })}>
                {lead(minutes)}
              </button>
            ))}
          </div>
        </details>
      )}
      {failed && (
        <p role="alert" className="remind__error">
          {t('reminder.failed')}
        </p>
      )}
    </div>
  );
}
