import React from 'react'

import { holdsStaffRole } from '@core/domain/duties'
import { claimActive, formatWaiting, KYC_CLAIM_MINUTES, KYC_SLA_HOURS, waitingParts } from '@core/domain/kyc-desk'
import { isOwnRecord, refId } from '@core/domain/kyc-review'
import { friendlyIban, type KycDuplicateSignal } from '@core/domain/kyc-signals'
import type { Kyc } from '../../../payload-types'
import { Status } from '../../components/StatusChip'
import { KYC_DOCUMENT_LABEL, KYC_REASON, KYC_REQUESTED_DOCUMENT, VAT_CHECK_REASON } from '../../i18n/labels'
import { DocumentZoom } from '../client/DocumentZoom'
import { KycClaim } from '../client/KycClaim'
import { KycDecision, type KycSignalText } from '../client/KycDecision'
import { PdfPreview } from '../client/PdfPreview'
import type { viewContext } from '../OpsPage'

export type ViewContext = Awaited<ReturnType<typeof viewContext>>
type Doc = { id: number; url?: string | null; filename?: string | null; mimeType?: string | null } | number | null | undefined

/**
 * A private KYC document: an image with zoom (DocumentZoom), a PDF on request (PdfPreview). The
 * file is served by Payload's own file route, which applies the collection's read access (owner
 * and KYC staff only), so nothing is public.
 */
const DocumentPreview = ({ doc, label, t }: { doc: Doc; label: string; t: ViewContext['t'] }) => {
  if (!doc || typeof doc !== 'object' || !doc.filename) {
    return (
      <figure>
        <figcaption>{label}</figcaption>
        <p className="ops-error">{t('kyc.documentMissing')}</p>
      </figure>
    )
  }
  const src = `/api/kyc-documents/file/${encodeURIComponent(doc.filename)}`
  const title = `${label}: ${doc.filename}`
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {doc.mimeType === 'application/pdf' ? (
        <PdfPreview src={src} title={title} showLabel={t('kyc.showDocument')} hideLabel={t('kyc.hideDocument')} />
      ) : (
        <DocumentZoom src={src} alt={title} labels={{ zoomIn: t('kyc.zoomIn'), zoomOut: t('kyc.zoomOut'), reset: t('kyc.zoomReset'), level: t('kyc.zoomLevel') }} />
      )}
      <a href={src} target="_blank" rel="noopener noreferrer">
        {t('kyc.openDocument')}
        <span className="mm-visually-hidden"> ({label})</span>
      </a>
    </figure>
  )
}

/**
 * The fraud signals of a record as sentences for KYC staff: each duplicate ("Same VAT ID as
 * <company> (<account>), submitted <date>") with the link to the other application's case, and
 * the VIES answer. The record's `duplicate_signals` and `vat_check` are readable by KYC staff
 * only; these screens are theirs. The same texts go into the decision dialog.
 */
export const signalTexts = (record: Kyc, { t, date }: ViewContext, adminRoute: string): { duplicates: KycSignalText[]; vies: string; viesName: string | null } => {
  const signals = (Array.isArray(record.duplicate_signals) ? record.duplicate_signals : []) as KycDuplicateSignal[]
  const duplicates = signals.map((signal) => ({
    text:
      signal.kind === 'vat_id' || signal.kind === 'registration' || signal.kind === 'iban'
        ? t(`kyc.signals.${signal.kind}`, { company: signal.company, account: signal.email, date: date(signal.submitted_at) })
        : t('kyc.signals.document', {
            document: t(KYC_DOCUMENT_LABEL[signal.field ?? 'business_registration']),
            company: signal.company,
            account: signal.email,
            date: date(signal.submitted_at),
          }),
    href: `${adminRoute}/kyc/${signal.record}`,
  }))
  const check = record.vat_check
  const vies =
    check?.status === 'valid'
      ? t('kyc.vies.valid', { date: date(check.checked_at) })
      : check?.status === 'invalid'
        ? t('kyc.vies.invalid', { date: date(check.checked_at) })
        : check?.status === 'pending'
          ? t('kyc.vies.pending')
          : t('kyc.vies.notChecked', { reason: check?.reason ? t(VAT_CHECK_REASON[check.reason]) : t('kyc.vies.reason.none') })
  const registered = [check?.name, check?.address].filter(Boolean).join(', ')
  return { duplicates, vies, viesName: check?.status === 'valid' && registered ? t('kyc.vies.registeredTo', { name: registered }) : null }
}

/** The email of a populated user relation (empty when only its id was read). */
export const emailOf = (value: unknown) => (value && typeof value === 'object' ? ((value as { email?: string }).email ?? '') : '')
const rolesOf = (value: unknown) => (value && typeof value === 'object' ? ((value as { roles?: string[] | null }).roles ?? []) : [])

/** The SLA clock: "Waiting 2 d 3 h" / "Wartet seit 2 T 3 Std.", marked when over the target. */
export const SlaClock = ({ since, context }: { since: string | null | undefined; context: ViewContext }) => {
  if (!since) return null
  const now = new Date()
  const overdue = waitingParts(since, now).days * 24 + waitingParts(since, now).hours >= KYC_SLA_HOURS
  return (
    <span className={`mm-sla${overdue ? ' mm-sla--overdue' : ''}`} data-testid="kyc-sla">
      {context.t('kyc.waiting', { time: formatWaiting(since, now, context.lang) })}
      {overdue && <> · {context.t('kyc.overdue', { hours: KYC_SLA_HOURS })}</>}
    </span>
  )
}

/** Who holds the application: a sentence, or null when nobody holds an unexpired claim. */
export const claimText = (record: Kyc, context: ViewContext): { text: string | null; mine: boolean; held: boolean } => {
  const holder = refId(record.claimed_by)
  const active = claimActive({ holder, until: record.claimed_until }, new Date())
  if (!active) return { text: null, mine: false, held: false }
  const mine = String(holder) === String(context.req.user?.id)
  const until = context.date(record.claimed_until)
  return {
    text: mine ? context.t('kyc.claimedByYou', { until }) : context.t('kyc.claimedBy', { who: emailOf(record.claimed_by) || `#${holder}`, until }),
    mine,
    held: !mine,
  }
}

/**
 * One KYC application as the desk works on it: company, VAT ID check, the SLA clock and the claim,
 * duplicate signals, both documents side by side, and the decision (approve, request more
 * information, reject). The queue shows one per waiting application, the case view one.
 */
export const KycCard = ({ record, context, adminRoute, caseLink = true }: { record: Kyc; context: ViewContext; adminRoute: string; caseLink?: boolean }) => {
  const { t, texts, date, req } = context
  const signals = signalTexts(record, context, adminRoute)
  const claim = claimText(record, context)
  const own = isOwnRecord(record.user, req.user?.id)
  const waiting = record.status === 'pending_review'
  return (
    <section className="ops-card" aria-labelledby={`kyc-${record.id} kyc-${record.id}-account`} data-testid="kyc-record" data-record={record.id}>
      <h2 id={`kyc-${record.id}`}>{record.company_name}</h2>
      <p className="mm-claim">
        <Status kind="kyc" status={record.status} t={t} testId="kyc-status-chip" />
        {waiting && <SlaClock since={record.first_submitted_at ?? record.submitted_at} context={context} />}
        {caseLink && (
          <a href={`${adminRoute}/kyc/${record.id}`} data-testid="kyc-case-link">
            {t('kyc.case.open')}
            <span className="mm-visually-hidden"> ({record.company_name})</span>
          </a>
        )}
      </p>
      {waiting && !own && (
        <p className="mm-claim" data-testid="kyc-claim-state">
          <span>{claim.text ?? t('kyc.unclaimed')}</span>
          <KycClaim id={record.id} texts={texts} mine={claim.mine} held={claim.held} minutes={KYC_CLAIM_MINUTES} company={record.company_name} />
        </p>
      )}
      <dl className="ops-dl">
        <dt>{t('kyc.submitted')}</dt>
        <dd>{date(record.submitted_at)}</dd>
        <dt>{t('kyc.user')}</dt>
        <dd id={`kyc-${record.id}-account`}>{emailOf(record.user)}</dd>
        <dt>{t('kyc.vatId')}</dt>
        <dd>{record.vat_id}</dd>
        <dt>{t('kyc.registrationNumber')}</dt>
        <dd data-testid="kyc-registration-number">{record.registration_number || t('common.none')}</dd>
        <dt>{t('kyc.iban')}</dt>
        <dd data-testid="kyc-iban">{record.iban ? friendlyIban(record.iban) : t('common.none')}</dd>
        <dt>{t('kyc.vies.label')}</dt>
        <dd data-testid="kyc-vies">
          {signals.vies}
          {signals.viesName && (
            <>
              <br />
              <span className="mm-muted">{signals.viesName}</span>
            </>
          )}
        </dd>
        <dt>{t('kyc.address')}</dt>
        <dd>
          {record.business_address?.street}, {record.business_address?.postal_code} {record.business_address?.city}
        </dd>
        <dt>{t('kyc.country')}</dt>
        <dd>{record.country}</dd>
        <dt>{t('kyc.contact')}</dt>
        <dd>{record.contact_person}</dd>
        <dt>{t('kyc.phone')}</dt>
        <dd>{record.phone}</dd>
        {record.status === 'info_requested' && (
          <>
            <dt>{t('kyc.case.requested')}</dt>
            <dd data-testid="kyc-requested">
              {(record.requested_documents ?? []).map((document) => t(KYC_REQUESTED_DOCUMENT[document])).join(', ')}
              {record.rejection_reason && (
                <>
                  <br />
                  <span className="mm-muted">{record.rejection_reason}</span>
                </>
              )}
            </dd>
          </>
        )}
        {(record.decision_reasons ?? []).length > 0 && (
          <>
            <dt>{t('kyc.reasons')}</dt>
            <dd>{(record.decision_reasons ?? []).map((reason) => t(KYC_REASON[reason])).join(', ')}</dd>
          </>
        )}
      </dl>
      {signals.duplicates.length > 0 && (
        <div className="ops-signals" role="note" aria-labelledby={`kyc-${record.id}-signals`} data-testid="kyc-signals">
          <h3 id={`kyc-${record.id}-signals`}>{t('kyc.signals.title')}</h3>
          <ul>
            {signals.duplicates.map((signal) => (
              <li key={`${signal.href}:${signal.text}`}>
                <a href={signal.href}>{signal.text}</a>
              </li>
            ))}
          </ul>
          <p>{t('kyc.signals.hint')}</p>
        </div>
      )}
      <div className="ops-docs">
        <DocumentPreview doc={record.business_registration as Doc} label={t('kyc.businessRegistration')} t={t} />
        <DocumentPreview doc={record.proof_of_address as Doc} label={t('kyc.proofOfAddress')} t={t} />
      </div>
      {!waiting ? null : own ? (
        // Nobody decides their own verification (the server refuses it too): say so instead of offering the buttons.
        <p className="mm-muted" data-testid="kyc-own-record">
          {t('kyc.ownRecord')}
        </p>
      ) : (
        <KycDecision
          id={record.id}
          company={record.company_name}
          account={emailOf(record.user)}
          texts={texts}
          signals={signals.duplicates}
          vies={signals.vies}
          staffRecord={holdsStaffRole(rolesOf(record.user))}
          blocked={claim.held ? (claim.text ?? undefined) : undefined}
        />
      )}
    </section>
  )
}
