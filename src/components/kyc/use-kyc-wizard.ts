import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { saveKycRecord, uploadKycDocument } from '../../stores/kyc';
import { DOC_KINDS, EMPTY_INFO, fileError, infoErrors, toRecord, type DocKind, type FileErrors, type Info, type InfoErrors, type SentDocument } from './kyc-form';

export type KycWizardInput = {
  /** A rejected record being corrected (resubmission updates it); null for a first submission. */
  recordId: number | string | null;
  initial?: Partial<Info>;
  /** The documents of the rejected submission: each may be kept or replaced. */
  sentDocuments?: Partial<Record<DocKind, SentDocument | null>>;
};

async function uploadDocument(file: File, kind: DocKind): Promise<number | string> {
  const uploaded = await uploadKycDocument(file, kind);
  if ('error' in uploaded) throw new Error(uploaded.error);
  return uploaded.id;
}

/** The wizard's state (step, details, documents, submission) and its three steps' actions. */
export function useKycWizard({ recordId, initial, sentDocuments }: KycWizardInput) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [info, setInfo] = useState<Info>({ ...EMPTY_INFO, ...initial });
  const [errors, setErrors] = useState<InfoErrors>({});
  const [files, setFiles] = useState<Record<DocKind, File | null>>({ business_registration: null, proof_of_address: null });
  // A document sent before is kept unless the applicant chooses to replace it.
  const [keep, setKeep] = useState<Record<DocKind, boolean>>({
    business_registration: Boolean(sentDocuments?.business_registration),
    proof_of_address: Boolean(sentDocuments?.proof_of_address),
  });
  const sent = (kind: DocKind) => sentDocuments?.[kind] ?? null;
  const kept = (kind: DocKind) => keep[kind] && sent(kind) !== null;
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
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

  const chooseFile = (kind: DocKind, file: File | null) => {
    setFiles((prev) => ({ ...prev, [kind]: file }));
    setFileErrors((prev) => ({ ...prev, [kind]: file ? (fileError(file) ?? undefined) : prev[kind] }));
  };

  const submitFiles = (event: FormEvent) => {
    event.preventDefault();
    const found: FileErrors = {};
    for (const kind of DOC_KINDS) {
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

  const fileName = (kind: DocKind) => (kept(kind) ? t('kyc.documents.kept', { name: (sent(kind) as SentDocument).filename }) : files[kind]?.name);

  return {
    step,
    setStep,
    info,
    errors,
    keep,
    setKept: (kind: DocKind, value: boolean) => setKeep((prev) => ({ ...prev, [kind]: value })),
    sent,
    fileErrors,
    fileName,
    state,
    headingRef,
    id,
    update,
    submitInfo,
    chooseFile,
    submitFiles,
    submitAll,
  };
}

export type KycWizardView = ReturnType<typeof useKycWizard>;
