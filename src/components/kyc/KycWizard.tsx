import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, COUNTRY_LABELS, type Country } from '@core/domain/catalog'
;
import { KYC_FILE_TYPES, KYC_MAX_FILE_BYTES, kycFieldErrors } from '@core/domain/kyc';
import type { Locale } from '../../i18n/config';
import { IslandRoot } from '../../i18n/react';
import type { IslandMessages } from '../../i18n/translations';
import { saveKycRecord, uploadKycDocument } from '../../stores/kyc';

interface KycWizardProps {
  lang: Locale;
  /** A rejected record being corrected (resubmission updates it); null for a first submission. */
  recordId: number | string | null;
  initial?: Partial<Info>;
  /** The documents of the rejected submission: each may be kept or replaced. */
  sentDocuments?: Partial<Record<DocKind, SentDocument | null>>;
}

/** A document the applicant sent before (their own private upload, served with their session). */
export type SentDocument = { id: number | string; filename: string };

type Info = {
  company_name: string;
  vat_id: string;
  street: string;
  postal_code: string;
  city: string;
  country: Country | '';
  contact_person: string;
  phone: string;
};
type DocKind = 'business_registration' | 'proof_of_address';

const EMPTY: Info = { company_name: '', vat_id: '', street: '', postal_code: '', city: '', country: '', contact_person: '', phone: '' };

const toRecord = (info: Info) => ({
  company_name: info.company_name,
  vat_id: info.vat_id,
  business_address: { street: info.street, postal_code: info.postal_code, city: info.city },
  country: info.country,
  contact_person: info.contact_person,
  phone: info.phone,
});

/** Field errors keyed by our flat field names. */
const infoErrors = (info: Info): Partial<Record<keyof Info, string>> => {
  const raw = kycFieldErrors(toRecord(info));
  const out: Partial<Record<keyof Info, string>> = {};
  for (const [path, key] of Object.entries(raw)) {
    const field = path.replace('business_address.', '') as keyof Info;
    out[field] = key;
  }
  return out;
};

const fileError = (file: File | null): string | null => {
  if (!file) return 'kyc.error.fileRequired';
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type)) return 'kyc.error.fileType';
  if (file.size > KYC_MAX_FILE_BYTES) return 'kyc.error.fileSize';
  return null;
};

async function uploadDocument(file: File, kind: DocKind): Promise<number | string> {
  const uploaded = await uploadKycDocument(file, kind);
  if ('error' in uploaded) throw new Error(uploaded.error);
  return uploaded.id;
}

function Wizard({ lang, recordId, initial, sentDocuments }: KycWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [info, setInfo] = useState<Info>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof Info, string>>>({});
  const [files, setFiles] = useState<Record<DocKind, File | null>>({ business_registration: null, proof_of_address: null });
  // A document sent before is kept unless the applicant chooses to replace it.
  const [keep, setKeep] = useState<Record<DocKind, boolean>>({
    business_registration: Boolean(sentDocuments?.business_registration),
    proof_of_address: Boolean(sentDocuments?.proof_of_address),
  });
  const sent = (kind: DocKind) => sentDocuments?.[kind] ?? null;
  const kept = (kind: DocKind) => keep[kind] && sent(kind) !== null;
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocKind, string>>>({});
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'error' | 'done'; message?: string }>({ kind: 'idle' });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, state.kind]);

  const update = (field: keyof Info, value: string) => {
    const next = { ...info, [field]: value };
    setInfo(next);
    // Re-check a field (and the country-dependent VAT and phone) once it has shown an error.
    if (errors[field] || (field === 'country' && (errors.vat_id || errors.phone))) setErrors(infoErrors(next));
  };

  const submitInfo = (event: FormEvent) => {
    event.preventDefault();
    const found = infoErrors(info);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(2);
    else document.getElementById(id(Object.keys(found)[0] as string))?.focus();
  };

  const submitFiles = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<DocKind, string>> = {};
    for (const kind of ['business_registration', 'proof_of_address'] as const) {
      if (kept(kind)) continue;
      const problem = fileError(files[kind]);
      if (problem) found[kind] = problem;
    }
    setFileErrors(found);
    if (Object.keys(found).length === 0) setStep(3);
    else document.getElementById(id(Object.keys(found)[0] as string))?.focus();
  };

  const submitAll = async () => {
    setState({ kind: 'busy' });
    try {
      // A kept document is sent by its id: the server checks it is still the applicant's own.
      const documentId = async (kind: DocKind) => (kept(kind) ? (sent(kind) as SentDocument).id : uploadDocument(files[kind] as File, kind));
      const registration = await documentId('business_registration');
      const proof = await documentId('proof_of_address');
      const data = { ...toRecord(info), business_registration: registration, proof_of_address: proof };
      if (!(await saveKycRecord(recordId, data))) throw new Error('kyc.error.submit');
      setState({ kind: 'done' });
    } catch (err) {
      const key = err instanceof Error && err.message.startsWith('kyc.') ? err.message : 'kyc.error.submit';
      setState({ kind: 'error', message: t(key) });
    }
  };

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

  const field = (name: keyof Info, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={id(name)}>{label}</label>
      <input
        id={id(name)}
        name={name}
        value={info[name]}
        onChange={(e) => update(name, e.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? id(`${name}-error`) : undefined}
        required
        {...props}
      />
      {errors[name] && (
        <p id={id(`${name}-error`)} className="field-error">
          {t(errors[name] as string)}
        </p>
      )}
    </div>
  );

  const countryName = (code: Country) => COUNTRY_LABELS[code][lang];
  const fileName = (kind: DocKind) => (kept(kind) ? t('kyc.documents.kept', { name: (sent(kind) as SentDocument).filename }) : files[kind]?.name);

  return (
    <div className="kyc-wizard">
      <ol className="kyc-steps" aria-label={t('kyc.steps.label')}>
        {(['kyc.steps.info', 'kyc.steps.documents', 'kyc.steps.review'] as const).map((key, index) => {
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
        {t('kyc.stepOf', { step, total: 3 })}: {t(step === 1 ? 'kyc.steps.info' : step === 2 ? 'kyc.steps.documents' : 'kyc.steps.review')}
      </h2>

      {step === 1 && (
        <form onSubmit={submitInfo} noValidate>
          {field('company_name', t('kyc.field.companyName'), { autoComplete: 'organization' })}
          <div className="field">
            <label htmlFor={id('country')}>{t('kyc.field.country')}</label>
            <select
              id={id('country')}
              value={info.country}
              onChange={(e) => update('country', e.target.value)}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={errors.country ? id('country-error') : undefined}
              required
            >
              <option value="">{t('kyc.field.countryChoose')}</option>
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
            {errors.country && (
              <p id={id('country-error')} className="field-error">
                {t(errors.country)}
              </p>
            )}
          </div>
          {field('vat_id', t('kyc.field.vatId'), { autoCapitalize: 'characters', spellCheck: false })}
          {field('street', t('kyc.field.street'), { autoComplete: 'street-address' })}
          {field('postal_code', t('kyc.field.postalCode'), { autoComplete: 'postal-code' })}
          {field('city', t('kyc.field.city'), { autoComplete: 'address-level2' })}
          {field('contact_person', t('kyc.field.contactPerson'), { autoComplete: 'name' })}
          {field('phone', t('kyc.field.phone'), { type: 'tel', autoComplete: 'tel' })}
          <button type="submit" className="button button--primary">
            {t('kyc.next')}
          </button>
        </form>
      )}

      {step === 2 && (
        <form onSubmit={submitFiles} noValidate>
          <p className="field-hint">{t('kyc.documents.hint')}</p>
          {(['business_registration', 'proof_of_address'] as const).map((kind) => {
            const label = t(kind === 'business_registration' ? 'kyc.field.registration' : 'kyc.field.proofOfAddress');
            const before = sent(kind);
            const input = (
              <input
                id={id(kind)}
                type="file"
                accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                aria-invalid={fileErrors[kind] ? true : undefined}
                aria-describedby={fileErrors[kind] ? id(`${kind}-error`) : undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  setFiles((prev) => ({ ...prev, [kind]: file }));
                  setFileErrors((prev) => ({ ...prev, [kind]: file ? (fileError(file) ?? undefined) : prev[kind] }));
                }}
              />
            );
            const error = fileErrors[kind] && (
              <p id={id(`${kind}-error`)} className="field-error">
                {t(fileErrors[kind] as string)}
              </p>
            );
            if (!before) {
              return (
                <div className="field" key={kind}>
                  <label htmlFor={id(kind)}>{label}</label>
                  {input}
                  {error}
                </div>
              );
            }
            return (
              <fieldset className="field kyc-sent" key={kind} data-testid={`kyc-sent-${kind}`}>
                <legend>{label}</legend>
                <p>
                  {t('kyc.documents.sent', { name: before.filename })}{' '}
                  <a href={`/api/kyc-documents/file/${encodeURIComponent(before.filename)}`} target="_blank" rel="noopener noreferrer">
                    {t('kyc.documents.open')}
                  </a>
                </p>
                <label className="kyc-choice">
                  <input type="radio" name={id(`${kind}-choice`)} checked={keep[kind]} onChange={() => setKeep((prev) => ({ ...prev, [kind]: true }))} />
                  {t('kyc.documents.keep')}
                </label>
                <label className="kyc-choice">
                  <input type="radio" name={id(`${kind}-choice`)} checked={!keep[kind]} onChange={() => setKeep((prev) => ({ ...prev, [kind]: false }))} />
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
          })}
          <div className="kyc-actions">
            <button type="button" className="button button--secondary" onClick={() => setStep(1)}>
              {t('kyc.back')}
            </button>
            <button type="submit" className="button button--primary">
              {t('kyc.next')}
            </button>
          </div>
        </form>
      )}

      {step === 3 && (
        <div>
          <dl className="kyc-review">
            <dt>{t('kyc.field.companyName')}</dt>
            <dd>{info.company_name}</dd>
            <dt>{t('kyc.field.vatId')}</dt>
            <dd>{info.vat_id}</dd>
            <dt>{t('kyc.field.address')}</dt>
            <dd>
              {info.street}, {info.postal_code} {info.city}, {info.country && countryName(info.country)}
            </dd>
            <dt>{t('kyc.field.contactPerson')}</dt>
            <dd>{info.contact_person}</dd>
            <dt>{t('kyc.field.phone')}</dt>
            <dd>{info.phone}</dd>
            <dt>{t('kyc.field.registration')}</dt>
            <dd>{fileName('business_registration')}</dd>
            <dt>{t('kyc.field.proofOfAddress')}</dt>
            <dd>{fileName('proof_of_address')}</dd>
          </dl>
          <div role={state.kind === 'error' ? 'alert' : undefined} className="field-error">
            {state.kind === 'error' ? state.message : null}
          </div>
          <div className="kyc-actions">
            <button type="button" className="button button--secondary" onClick={() => setStep(2)} disabled={state.kind === 'busy'}>
              {t('kyc.back')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void submitAll()} disabled={state.kind === 'busy'}>
              {t('kyc.submit')}
            </button>
          </div>
        </div>
      )}
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
