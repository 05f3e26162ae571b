import { useTranslation } from 'react-i18next';
import { KYC_COUNTRY_LABELS, kycCountryOptions } from '@core/domain/kyc-countries';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { DOC_KINDS, type DocKind, type Info } from './kyc-form';
import { useKycWizard, type KycWizardInput, type KycWizardView } from './use-kyc-wizard';

export type { SentDocument } from './kyc-form';

type KycWizardProps = KycWizardInput & { lang: Locale };
type StepProps = { lang: Locale; view: KycWizardView };

const STEP_KEYS = ['kyc.steps.info', 'kyc.steps.documents', 'kyc.steps.review'] as const;

function Wizard({ lang, ...input }: KycWizardProps) {
  const { t } = useTranslation();
  const view = useKycWizard(input);
  const { step, state, headingRef } = view;

  if (state.kind === 'done') {
    return (
      <div className="kyc-done" role="status">
        <h2 tabIndex={-1} ref={headingRef}>
          {t('kyc.submitted.title')}
        </h2>
        <p>{t('kyc.submitted.body')}</p>
      </div>
    );
  }

  return (
    <div className="kyc-wizard">
      <ol className="kyc-steps" aria-label={t('kyc.steps.label')}>
        {STEP_KEYS.map((key, index) => {
          const state = index + 1 < step ? 'done' : index + 1 === step ? 'current' : 'next';
          return (
            <li key={key} className={`kyc-step kyc-step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {/* The list gives screen readers the number; the badge is its visible twin. */}
              <span className="kyc-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="kyc-step__label">{t(key)}</span>
            </li>
          );
        })}
      </ol>
      <h2 tabIndex={-1} ref={headingRef}>
        {t('kyc.stepOf', { step, total: 3 })}: {t(STEP_KEYS[step - 1])}
      </h2>

      {step === 1 && <InfoStep lang={lang} view={view} />}
      {step === 2 && <DocumentsStep lang={lang} view={view} />}
      {step === 3 && <ReviewStep lang={lang} view={view} />}
    </div>
  );
}

/** One text field of the business details, with its error under it. */
function TextField({ view, name, label, inputProps = {} }: { view: KycWizardView; name: keyof Info; label: string; inputProps?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { id, info, errors } = view;
  return (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        name={name}
        value={info[name]}
        onChange={(e) => view.update(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        required
        {...inputProps}
      />
      {errors[name] && (
        <p id={id(`${name}-error`)} className="field-error">
          {t(errors[name] as string)}
        </p>
      )}
    </div>
  );
}

/** Step 1: the business details. */
function InfoStep({ lang, view }: StepProps) {
  const { t } = useTranslation();
  const { id, info, errors } = view;
  return (
    <form onSubmit={view.submitInfo} noValidate>
      <TextField view={view} name="company_name" label={t('kyc.field.companyName')} inputProps={{ autoComplete: 'organization' }} />
      <div className="field">
        <label htmlFor={id('country')}>{t('kyc.field.country')}</label>
        <select
          id={id('country')}
          value={info.country}
          onChange={(e) => view.update('country', e.target.value)}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? id('country-error') : undefined}
          required
        >
          <option value="">{t('kyc.field.countryChoose')}</option>
          {kycCountryOptions(lang).map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.country && (
          <p id={id('country-error')} className="field-error">
            {t(errors.country)}
          </p>
        )}
      </div>
      <TextField view={view} name="vat_id" label={t('kyc.field.vatId')} inputProps={{ autoCapitalize: 'characters', spellCheck: false }} />
      <TextField view={view} name="street" label={t('kyc.field.street')} inputProps={{ autoComplete: 'street-address' }} />
      <TextField view={view} name="postal_code" label={t('kyc.field.postalCode')} inputProps={{ autoComplete: 'postal-code' }} />
      <TextField view={view} name="city" label={t('kyc.field.city')} inputProps={{ autoComplete: 'address-level2' }} />
      <TextField view={view} name="contact_person" label={t('kyc.field.contactPerson')} inputProps={{ autoComplete: 'name' }} />
      <TextField view={view} name="phone" label={t('kyc.field.phone')} inputProps={{ type: 'tel', autoComplete: 'tel' }} />
      <TextField view={view} name="registration_number" label={t('kyc.field.registrationNumber')} inputProps={{ required: false, spellCheck: false }} />
      <TextField view={view} name="iban" label={t('kyc.field.iban')} inputProps={{ required: false, spellCheck: false, autoCapitalize: 'characters' }} />
      <button type="submit" className="button button--primary">
        {t('kyc.next')}
      </button>
    </form>
  );
}

/** Step 2: the two documents, each uploaded, or kept from a rejected submission. */
function DocumentsStep({ view }: StepProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={view.submitFiles} noValidate>
      <p className="field-hint">{t('kyc.documents.hint')}</p>
      {DOC_KINDS.map((kind) => (
        <DocumentField key={kind} kind={kind} view={view} />
      ))}
      <div className="kyc-actions">
        <button type="button" className="button button--secondary" onClick={() => view.setStep(1)}>
          {t('kyc.back')}
        </button>
        <button type="submit" className="button button--primary">
          {t('kyc.next')}
        </button>
      </div>
    </form>
  );
}

function DocumentField({ kind, view }: { kind: DocKind; view: KycWizardView }) {
  const { t } = useTranslation();
  const { id, fileErrors, keep } = view;
  const label = t(kind === 'business_registration' ? 'kyc.field.registration' : 'kyc.field.proofOfAddress');
  const before = view.sent(kind);
  const input = (
    <input
      id={id(kind)}
      type="file"
      accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
      aria-invalid={fileErrors[kind] ? true : undefined}
      aria-describedby={fileErrors[kind] ? id(`${kind}-error`) : undefined}
      onChange={(e) => view.chooseFile(kind, e.target.files?.[0] ?? null)}
    />
  );
  const error = fileErrors[kind] && (
    <p id={id(`${kind}-error`)} className="field-error">
      {t(fileErrors[kind] as string)}
    </p>
  );
  if (!before) {
    return (
      <div className="field">
        <label htmlFor={id(kind)}>{label}</label>
        {input}
        {error}
      </div>
    );
  }
  return (
    <fieldset className="field kyc-sent" data-testid={`kyc-sent-${kind}`}>
      <legend>{label}</legend>
      <p>
        {t('kyc.documents.sent', { name: before.filename })}{' '}
        <a href={`/api/kyc-documents/file/${encodeURIComponent(before.filename)}`} target="_blank" rel="noopener noreferrer">
          {t('kyc.documents.open')}
        </a>
      </p>
      <label className="kyc-choice">
        <input type="radio" name={id(`${kind}-choice`)} checked={keep[kind]} onChange={() => view.setKept(kind, true)} />
        {t('kyc.documents.keep')}
      </label>
      <label className="kyc-choice">
        <input type="radio" name={id(`${kind}-choice`)} checked={!keep[kind]} onChange={() => view.setKept(kind, false)} />
        {t('kyc.documents.replace')}
      </label>
      {!keep[kind] && (
        <>
          <label htmlFor={id(kind)} className="visually-hidden">
            {label}
          </label>
          {input}
          {error}
        </>
      )}
    </fieldset>
  );
}

/** Step 3: everything once more, then the submission. */
function ReviewStep({ lang, view }: StepProps) {
  const { t } = useTranslation();
  const { info, state, fileName } = view;
  const busy = state.kind === 'busy';
  return (
    <div>
      <dl className="kyc-review">
        <dt>{t('kyc.field.companyName')}</dt>
        <dd>{info.company_name}</dd>
        <dt>{t('kyc.field.vatId')}</dt>
        <dd>{info.vat_id}</dd>
        <dt>{t('kyc.field.address')}</dt>
        <dd>
          {info.street}, {info.postal_code} {info.city}, {info.country && KYC_COUNTRY_LABELS[info.country][lang]}
        </dd>
        <dt>{t('kyc.field.contactPerson')}</dt>
        <dd>{info.contact_person}</dd>
        <dt>{t('kyc.field.phone')}</dt>
        <dd>{info.phone}</dd>
        <dt>{t('kyc.field.registrationNumber')}</dt>
        <dd>{info.registration_number || '—'}</dd>
        <dt>{t('kyc.field.iban')}</dt>
        <dd>{info.iban || '—'}</dd>
        <dt>{t('kyc.field.registration')}</dt>
        <dd>{fileName('business_registration')}</dd>
        <dt>{t('kyc.field.proofOfAddress')}</dt>
        <dd>{fileName('proof_of_address')}</dd>
      </dl>
      <div role={state.kind === 'error' ? 'alert' : undefined} className="field-error">
        {state.kind === 'error' ? state.message : null}
      </div>
      <div className="kyc-actions">
        <button type="button" className="button button--secondary" onClick={() => view.setStep(2)} disabled={busy}>
          {t('kyc.back')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void view.submitAll()} disabled={busy}>
          {t('kyc.submit')}
        </button>
      </div>
    </div>
  );
}

export default function KycWizard(props: KycWizardProps & { messages: IslandMessages }) {
  const { messages, ...rest } = props;
  return (
    <IslandRoot lang={rest.lang} messages={messages}>
      <Wizard {...rest} />
    </IslandRoot>
  );
}
