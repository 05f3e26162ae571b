import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { isSupportMessageLengthValid, SUPPORT_MESSAGE_MAX, SUPPORT_TOPICS, type SupportTopic } from '@core/domain/support';
import type { Locale } from '../../i18n/config';
import { $session } from '../../stores/session';
import { $humanDraft, loadSupportPhone, sendSupportMessage } from '../../stores/support';

type Fields = { name: string; email: string; topic: SupportTopic; message: string; consent: boolean; website: string };
const EMPTY: Fields = { name: '', email: '', topic: 'bidding', message: '', consent: false, website: '' };

/** Loose check; the service validates the address for real. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * The "ask a human" tab: call, messaging-app chat and copy-phone buttons, then the message form
 * (spec sections 3 and 5), then the success screen with "send another".
 */
export function SupportContactForm({ lang }: { lang: Locale }) {
  const { t } = useTranslation();
  const { user } = useStore($session);
  const userEmail = user?.email ?? '';
  const [fields, setFields] = useState<Fields>({ ...EMPTY, email: userEmail });
  const [touched, setTouched] = useState({ email: false, message: false });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  // Prefilled from the signed-in user, and refilled when the user changes (sign-in, sign-out).
  useEffect(() => {
    setFields((current) => ({ ...current, email: userEmail }));
  }, [userEmail]);

  useEffect(() => {
    void loadSupportPhone().then(setPhone);
  }, []);

  // A question the assistant handed over: into the message field (a fresh form), once.
  const draft = useStore($humanDraft);
  useEffect(() => {
    if (!draft) return;
    setSent(false);
    setFields((current) => ({ ...current, message: draft.slice(0, SUPPORT_MESSAGE_MAX) }));
    $humanDraft.set('');
  }, [draft]);

  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const emailError = touched.email && !looksLikeEmail(fields.email) ? t('support.human.errorEmail') : null;
  const lengthError = touched.message && !isSupportMessageLengthValid(fields.message) ? t('support.human.errorLength') : null;
  // Spec section 5: blocked unless email present, message not blank, consent ticked, not sending.
  const blocked = !fields.email.trim() || !fields.message.trim() || !fields.consent || sending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, message: true });
    if (blocked) return;
    if (!looksLikeEmail(fields.email) || !isSupportMessageLengthValid(fields.message)) {
      messageField.current?.focus();
      return;
    }
    setSending(true);
    const ok = await sendSupportMessage({
      name: fields.name.trim(),
      email: fields.email.trim(),
      topic: fields.topic,
      message: fields.message.trim(),
      website: fields.website,
      context: {
        url: window.location.href,
        locale: lang,
        user_id: user?.id ?? null,
        page_title: document.title,
        user_agent: navigator.userAgent,
      },
    });
    setSending(false);
    if (ok) {
      toast.success(t('support.human.successToast'));
      setSent(true);
    } else {
      toast.error(t('support.human.failed'));
    }
  };

  const sendAnother = () => {
    setFields({ ...EMPTY, email: userEmail });
    setTouched({ email: false, message: false });
    setSent(false);
  };

  if (sent) return <Sent headingRef={successHeading} onAnother={sendAnother} />;

  return (
    <div className="support-form">
      <p className="support-form__intro">{t('support.human.intro')}</p>
      {phone && <QuickContact phone={phone} />}

      <form onSubmit={submit} noValidate>
        <h3 id="support-form-title" className="support-form__title">
          {t('support.human.formTitle')}
        </h3>
        <div className="support-form__field">
          <label htmlFor="support-name">{t('support.human.name')}</label>
          <input id="support-name" type="text" autoComplete="name" maxLength={120} value={fields.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="support-form__field">
          <label htmlFor="support-email">{t('support.human.email')}</label>
          <input
            id="support-email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            value={fields.email}
            onChange={(e) => set('email', e.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, email: true }))}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'support-email-error' : undefined}
          />
          {/* The error line is always there (empty until needed), so an error shown when the field
              is left never pushes the fields below it away from the pointer. */}
          <p id="support-email-error" className="support-form__error support-form__slot">
            {emailError}
          </p>
        </div>
        <div className="support-form__field">
          <label htmlFor="support-topic">{t('support.human.topic')}</label>
          <select id="support-topic" value={fields.topic} onChange={(e) => set('topic', e.target.value as SupportTopic)}>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`support.human.topic.${topic}`)}
              </option>
            ))}
          </select>
        </div>
        <MessageField
          fieldRef={messageField}
          value={fields.message}
          error={lengthError}
          onChange={(value) => set('message', value)}
          onBlur={() => setTouched((s) => ({ ...s, message: true }))}
        />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="support-form__trap" aria-hidden="true">
          <label htmlFor="support-website">{t('support.human.honeypot')}</label>
          <input id="support-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={fields.website} onChange={(e) => set('website', e.target.value)} />
        </div>
        <div className="support-form__consent">
          <input id="support-consent" type="checkbox" checked={fields.consent} onChange={(e) => set('consent', e.target.checked)} />
          <label htmlFor="support-consent">{t('support.human.consent')}</label>
        </div>
        <button type="submit" className="button button--primary support-form__submit" disabled={blocked}>
          {sending ? t('support.human.sending') : t('support.human.submit')}
        </button>
      </form>
    </div>
  );
}

/** The success screen, with "send another". */
function Sent({ headingRef, onAnother }: { headingRef: RefObject<HTMLHeadingElement | null>; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="support-form__success">
      <h3 ref={headingRef} tabIndex={-1}>
        {t('support.human.successTitle')}
      </h3>
      <p>{t('support.human.successText')}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {t('support.human.sendAnother')}
      </button>
    </div>
  );
}

/** Call, messaging-app chat and copy buttons for the support phone number. */
function QuickContact({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const digits = phone.replace(/[^\d+]/g, '');
  const chatText = t('support.human.whatsappText', { title: document.title, url: window.location.href });
  const copyPhone = async () => {
    try {
      await navigator.clipboard.writeText(phone);
      toast.success(t('support.human.copied'));
    } catch {
      toast.error(t('support.human.copyFailed'));
    }
  };
  return (
    <div className="support-form__quick">
      <a className="button button--secondary" href={`tel:${digits}`}>
        {t('support.human.call', { phone })}
      </a>
      <a className="button button--secondary" href={`https://wa.me/${digits.replace('+', '')}?text=${encodeURIComponent(chatText)}`} target="_blank" rel="noopener noreferrer">
        {t('support.human.whatsapp')}
        <span className="visually-hidden"> {t('a11y.opensInNewTab')}</span>
      </a>
      <button type="button" className="button button--secondary" onClick={copyPhone}>
        {t('support.human.copy')}
      </button>
    </div>
  );
}

/** The message with its counter and length rule. */
function MessageField({ fieldRef, value, error, onChange, onBlur }: { fieldRef: RefObject<HTMLTextAreaElement | null>; value: string; error: string | null; onChange: (value: string) => void; onBlur: () => void }) {
  const { t } = useTranslation();
  const length = value.length;
  return (
    <div className="support-form__field">
      <label htmlFor="support-message">{t('support.human.message')}</label>
      <textarea
        ref={fieldRef}
        id="support-message"
        rows={4}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`support-message-counter${error ? ' support-message-error' : ''}`}
      />
      {/* Counter and length rule share one row of fixed height: the error appears when the
          field is left (often on the way to the consent box) and must not move that box. */}
      <div className="support-form__hints">
        <p id="support-message-error" className="support-form__error">
          {error}
        </p>
        <p id="support-message-counter" className={`support-form__counter${length > SUPPORT_MESSAGE_MAX ? ' support-form__counter--over' : ''}`} aria-live="polite">
          {t('support.human.counter', { length })}
        </p>
      </div>
    </div>
  );
}
