import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { localizePath } from '../../i18n/routing';
import { safeNext } from '@core/routing/safe-redirect';
import { forgotPassword, resendVerification, resetPassword, signIn, signUp, verifyEmail } from '../../stores/account';
import type { HttpReply } from '../../stores/http';
import { useHydrated } from '../auctions/use-hydrated';
import { refreshSession } from '../../stores/session';

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset' | 'verify' | 'resend';

interface AuthFormProps {
  mode: AuthMode;
  lang: Locale;
  /** Validated same-origin path to go to after sign-in. */
  next: string;
  /** Reset or verification token from the link in the email. */
  token?: string;
  /** Prefilled email (e.g. /verify-pending?email=…). */
  email?: string;
}

type Status = { kind: 'idle' | 'busy' | 'error' | 'done'; message?: string };

/** The HTTP status of an answer; no answer at all is a network failure. */
const statusOf = (reply: HttpReply<unknown>): number => {
  const status = 'data' in reply ? reply.status : reply.error.status;
  if (status === 0) throw new Error('network');
  return status;
};

type Send = { mode: AuthMode; lang: Locale; next: string; token?: string; email: string; password: string; consent: SignUpConsent; t: TFunction };

/** What sign-up asks the new account to confirm (checked again on the server). */
export type SignUpConsent = { acceptTerms: boolean; businessBuyer: boolean };

/**
 * Sends the form to its endpoint and says what to show next, or null when the browser goes on to
 * another page (signed in, signed up, password reset). Throws on no answer at all (network).
 */
async function send({ mode, lang, next, token, email, password, consent, t }: Send): Promise<Status | null> {
  switch (mode) {
    case 'signin': {
      const reply = await signIn(email, password);
      const code = statusOf(reply);
      if (code === 200) {
        await refreshSession();
        window.location.assign(safeNext(next, localizePath(lang, '/dashboard')));
        return null;
      }
      // The answer carries no token (the session is the HttpOnly cookie). A 429 is either the
      // per-address delay after failed attempts (with the seconds to wait) or the per-IP cap.
      const serverMessage = 'error' in reply ? reply.error.message : '';
      const wait = 'error' in reply ? Number(reply.error.retry_after) : NaN;
      return {
        kind: 'error',
        message:
          code === 429
            ? Number.isInteger(wait) && wait > 0
              ? t('auth.error.slowDown', { count: wait })
              : t('auth.error.rateLimited')
            : code === 403 && /blocked/i.test(serverMessage)
              ? t('auth.error.blocked')
              : t('auth.error.invalidCredentials'),
      };
    }
    case 'signup': {
      const reply = await signUp(email, password, lang, consent);
      const code = statusOf(reply);
      if (code === 202) {
        window.location.assign(`${localizePath(lang, '/verify-pending')}?email=${encodeURIComponent(email)}`);
        return null;
      }
      // The server names the refused field first in its message ("accept_terms: …").
      const field = 'error' in reply ? String(reply.error.message ?? '').split(':')[0] : '';
      return {
        kind: 'error',
        message:
          code === 429
            ? t('auth.error.rateLimited')
            : field === 'accept_terms'
              ? t('auth.error.termsRequired')
              : field === 'business_buyer'
                ? t('auth.error.businessRequired')
                : t('auth.error.signupInvalid'),
      };
    }
    case 'forgot': {
      const code = statusOf(await forgotPassword(email));
      if (code === 429) return { kind: 'error', message: t('auth.error.rateLimited') };
      // Same answer whether the address has an account or not.
      return { kind: 'done', message: t('auth.forgot.sent') };
    }
    case 'resend': {
      const code = statusOf(await resendVerification(email));
      if (code === 429) return { kind: 'error', message: t('auth.error.rateLimited') };
      if (code === 202) return { kind: 'done', message: t('auth.pending.resent') };
      return { kind: 'error', message: t('auth.error.emailInvalid') };
    }
    case 'reset': {
      // Payload signs the user in on reset; the store ends that session for a fresh sign-in with the new password.
      const code = statusOf(await resetPassword(token, password));
      if (code === 200) {
        window.location.assign(`${localizePath(lang, '/signin')}?reset=1`);
        return null;
      }
      return { kind: 'error', message: code === 429 ? t('auth.error.rateLimited') : t('auth.reset.invalid') };
    }
    case 'verify':
      // The link confirms on load; this form is not shown.
      return null;
  }
}

/**
 * The account forms (sign in, sign up, forgot and reset password, email verification). Sign-in,
 * forgot and reset are Payload's endpoints on the one origin; sign-up and verification are the
 * service's (/svc/auth/…). Messages never reveal whether an address has an account.
 */
function AuthForm({ mode, lang, next, token, email: initialEmail = '' }: AuthFormProps) {
  const { t } = useTranslation();
  const ids = { email: useId(), password: useId(), hint: useId(), status: useId(), terms: useId(), business: useId() };
  // Uncontrolled inputs: what a visitor types before the island hydrates stays in the fields and is
  // read from the form on submit (a controlled input's state would still be empty).
  const [passwordLength, setPasswordLength] = useState(0);
  // The server's HTML takes typing at once; it is sent only once the island can send it (a native
  // submit before then would reload the page and lose what was typed).
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: mode === 'verify' ? 'busy' : 'idle' });
  const statusRef = useRef<HTMLDivElement>(null);
  const verifyStarted = useRef(false);

  useEffect(() => {
    if (status.kind === 'error' || status.kind === 'done') statusRef.current?.focus();
  }, [status.kind]);

  // The verification link confirms on load (in the browser, so link scanners do not use it up).
  useEffect(() => {
    if (mode !== 'verify' || verifyStarted.current) return;
    verifyStarted.current = true;
    if (!token) {
      setStatus({ kind: 'error', message: t('auth.verify.invalid') });
      return;
    }
    void verifyEmail(token)
      .then((reply) => {
        const code = statusOf(reply);
        if (code === 200) {
          void refreshSession();
          window.location.assign(localizePath(lang, '/activation-success'));
        } else if (code === 410) setStatus({ kind: 'error', message: t('auth.verify.expired') });
        else if (code === 429) setStatus({ kind: 'error', message: t('auth.error.rateLimited') });
        else setStatus({ kind: 'error', message: t('auth.verify.invalid') });
      })
      .catch(() => setStatus({ kind: 'error', message: t('auth.error.network') }));
  }, [mode, token, lang, t]);

  const passwordTooShort = (mode === 'signup' || mode === 'reset') && passwordLength > 0 && passwordLength < 6;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const consent = { acceptTerms: form.get('accept_terms') === 'on', businessBuyer: form.get('business_buyer') === 'on' };
    if ((mode === 'signup' || mode === 'reset') && password.length < 6) {
      setStatus({ kind: 'error', message: t('auth.error.passwordShort') });
      return;
    }
    if (mode === 'signup' && !consent.acceptTerms) {
      setStatus({ kind: 'error', message: t('auth.error.termsRequired') });
      return;
    }
    if (mode === 'signup' && !consent.businessBuyer) {
      setStatus({ kind: 'error', message: t('auth.error.businessRequired') });
      return;
    }
    setStatus({ kind: 'busy' });
    try {
      const outcome = await send({ mode, lang, next, token, email, password, consent, t });
      if (outcome) setStatus(outcome);
    } catch {
      setStatus({ kind: 'error', message: t('auth.error.network') });
    }
  }

  if (mode === 'verify') {
    return (
      <div className="auth-status" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>
        {status.kind === 'error' ? (
          <>
            <p className="auth-error">{status.message}</p>
            <p>
              <a href={localizePath(lang, '/verify-pending')}>{t('auth.verify.requestNew')}</a>
            </p>
          </>
        ) : (
          <p>{t('auth.verify.checking')}</p>
        )}
      </div>
    );
  }

  const submitLabel = {
    signin: t('auth.signin.submit'),
    signup: t('auth.signup.submit'),
    forgot: t('auth.forgot.submit'),
    reset: t('auth.reset.submit'),
    resend: t('auth.pending.resend'),
  }[mode];

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate aria-describedby={status.message ? ids.status : undefined}>
      {mode !== 'reset' && (
        <div className="field">
          <label htmlFor={ids.email}>{t('auth.field.email')}</label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete={mode === 'signup' ? 'email' : 'username'}
            required
            defaultValue={initialEmail}
          />
        </div>
      )}
      {(mode === 'signin' || mode === 'signup' || mode === 'reset') && (
        <div className="field">
          <label htmlFor={ids.password}>{mode === 'reset' ? t('auth.field.newPassword') : t('auth.field.password')}</label>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
            required
            minLength={mode === 'signin' ? undefined : 6}
            aria-describedby={mode === 'signin' ? undefined : ids.hint}
            aria-invalid={passwordTooShort || undefined}
            onInput={(e) => setPasswordLength(e.currentTarget.value.length)}
          />
          {mode !== 'signin' && (
            <p id={ids.hint} className="field-hint">
              {t('auth.field.passwordHint')}
            </p>
          )}
        </div>
      )}
      {mode === 'signup' && (
        <>
          <div className="field field--check">
            <input id={ids.terms} name="accept_terms" type="checkbox" required />
            <label htmlFor={ids.terms}>
              {t('auth.signup.acceptTermsBefore')}
              <a href={localizePath(lang, '/terms')} target="_blank" rel="noopener">{t('auth.signup.termsLink')}</a>
              {t('auth.signup.acceptTermsAfter')}
            </label>
          </div>
          <div className="field field--check">
            <input id={ids.business} name="business_buyer" type="checkbox" required />
            <label htmlFor={ids.business}>{t('auth.signup.businessBuyer')}</label>
          </div>
        </>
      )}
      <div id={ids.status} ref={statusRef} tabIndex={-1} role={status.kind === 'error' ? 'alert' : 'status'} className={`auth-message auth-message--${status.kind}`}>
        {status.message}
      </div>
      {status.kind !== 'done' && (
        <button type="submit" className="button button--primary" disabled={!hydrated || status.kind === 'busy'}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}

/** The island: translated strings handed over by the page, then the form. */
export default function AuthIsland(props: AuthFormProps & { messages: IslandMessages }) {
  const { messages, ...form } = props;
  return (
    <IslandRoot lang={form.lang} messages={messages}>
      <AuthForm {...form} />
    </IslandRoot>
  );
}
