import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { holdsStaffRole } from '@core/domain/duties'
import { isOwnRecord } from '@core/domain/kyc-review'
import type { KycDuplicateSignal } from '@core/domain/kyc-signals'
import type { Kyc } from '../../payload-types'
import { KycDecision, type KycSignalText } from './client/KycDecision'
import { PdfPreview } from './client/PdfPreview'
import { KYC_DOCUMENT_LABEL, KYC_STATUS, VAT_CHECK_REASON } from '../i18n/labels'
import { AdminListControls, AdminTable } from '../components/AdminTable'
import { kycListSpec } from '../data/kyc-list'
import { listSort, listWhere, readListQuery } from '../data/list-query'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

type Doc = { id: number; url?: string | null; filename?: string | null; mimeType?: string | null } | number | null | undefined

/**
 * Inline preview of a private KYC document (a PDF on request, see PdfPreview). The file is served by Payload's own file route,
 * which applies the collection's read access (owner and KYC staff only), so nothing is public.
 */
const DocumentPreview = ({ doc, label, t }: { doc: Doc; label: string; t: Awaited<ReturnType<typeof viewContext>>['t'] }) => {
  if (!doc || typeof doc !== 'object' || !doc.filename) {
    return (
      <figure>
        <figcaption>{label}</figcaption>
        <p className="ops-error">{t('kyc.documentMissing')}</p>
      </figure>
    )
  }
  const src = `/api/kyc-documents/file/${encodeURIComponent(doc.filename)}`
  return (
    <figure>
      <figcaption>{label}</figcaption>
      {doc.mimeType === 'application/pdf' ? (
        <PdfPreview src={src} title={`${label}: ${doc.filename}`} showLabel={t('kyc.showDocument')} hideLabel={t('kyc.hideDocument')} />
      ) : (
        <img src={src} alt={`${label}: ${doc.filename}`} loading="lazy" data-testid="kyc-document-image" />
      )}
      <a href={src} target="_blank" rel="noopener noreferrer">
        {t('kyc.openDocument')}
        <span className="mm-visually-hidden"> ({label})</span>
      </a>
    </figure>
  )
}

type ViewContext = Awaited<ReturnType<typeof viewContext>>

/**
 * The fraud signals of a record as sentences for KYC staff: each
 * duplicate ("Same VAT ID as <company> (<account>), submitted <date>") with the link to the other
 * record, and the VIES answer. The record's `duplicate_signals` and `vat_check` are readable by
 * KYC staff only; this screen is theirs. The same texts go into the decision dialog.
 */
const signalTexts = (record: Kyc, { t, date }: ViewContext, adminRoute: string): { duplicates: KycSignalText[]; vies: string; viesName: string | null } => {
  const signals = (Array.isArray(record.duplicate_signals) ? record.duplicate_signals : []) as KycDuplicateSignal[]
  const duplicates = signals.map((signal) => ({
    text:
      signal.kind === 'vat_id'
        ? t('kyc.signals.vat_id', { company: signal.company, account: signal.email, date: date(signal.submitted_at) })
        : t('kyc.signals.document', {
            document: t(KYC_DOCUMENT_LABEL[signal.field ?? 'business_registration']),
            company: signal.company,
            account: signal.email,
            date: date(signal.submitted_at),
          }),
    href: `${adminRoute}/collections/kyc/${signal.record}`,
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

/** /admin/kyc: pending KYC records oldest first, with inline documents and the decision. */
export const KycQueueView = async (props: AdminViewServerProps) => {
  const context = await viewContext(props)
  const { req, t, texts, date } = context
  const adminRoute = req.payload.config.routes.admin
  if (!(await gateSection(props, 'kyc'))) return <Forbidden props={props} t={t} />
  const asUser = { req, overrideAccess: false } as const
  const spec = kycListSpec(t)
  const list = { path: `${adminRoute}/kyc`, query: readListQuery(props.searchParams as Record<string, string>, spec), spec, t }
  const [pending, recent] = await Promise.all([
    req.payload.find({ collection: 'kyc', where: listWhere(list.query, spec, [{ status: { equals: 'pending_review' } }]), sort: listSort(list.query, spec), depth: 1, limit: 50, ...asUser }),
    req.payload.find({ collection: 'kyc', where: { status: { in: ['approved', 'rejected'] } }, sort: '-reviewed_at', depth: 1, limit: 10, ...asUser }),
  ])
  const staffRoles = (value: unknown) => (value && typeof value === 'object' ? ((value as { roles?: string[] | null }).roles ?? []) : [])
  const email = (value: unknown) => (value && typeof value === 'object' ? ((value as { email?: string }).email ?? '') : '')

  return (
    <OpsPage props={props} title={t('kyc.title')}>
      <p className="ops__intro">{t('kyc.intro')}</p>
      <AdminListControls {...list} />
      {pending.docs.length === 0 && <p>{t('kyc.empty')}</p>}
      {pending.docs.map((record) => {
        const signals = signalTexts(record, context, adminRoute)
        return (
        <section key={record.id} className="ops-card" aria-labelledby={`kyc-${record.id} kyc-${record.id}-account`} data-testid="kyc-record">
          <h2 id={`kyc-${record.id}`}>{record.company_name}</h2>
          <dl className="ops-dl">
            <dt>{t('kyc.submitted')}</dt>
            <dd>{date(record.submitted_at)}</dd>
            <dt>{t('kyc.user')}</dt>
            <dd id={`kyc-${record.id}-account`}>{email(record.user)}</dd>
            <dt>{t('kyc.vatId')}</dt>
            <dd>{record.vat_id}</dd>
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
          {isOwnRecord(record.user, req.user?.id) ? (
            // Nobody decides their own verification (the server refuses it too): say so instead of offering the buttons.
            <p className="mm-muted" data-testid="kyc-own-record">
              {t('kyc.ownRecord')}
            </p>
          ) : (
            <KycDecision id={record.id} company={record.company_name} account={email(record.user)} texts={texts} signals={signals.duplicates} vies={signals.vies} staffRecord={holdsStaffRole(staffRoles(record.user))} />
          )}
        </section>
        )
      })}

      <h2>{t('kyc.recent')}</h2>
      <p>
        <a href={`${req.payload.config.routes.admin}/kyc/decisions`}>{t('kyc.decisions.link')}</a>
      </p>
      <AdminTable
        columns={[
          {
            header: t('kyc.user'),
            cell: (record) => (
              <>
                {record.company_name}
                <br />
                <span className="mm-muted">{email(record.user)}</span>
              </>
            ),
          },
          { header: t('common.status'), cell: (record) => <span className="ops-badge">{t(KYC_STATUS[record.status])}</span> },
          { header: t('common.reason'), cell: (record) => record.rejection_reason ?? t('common.none') },
          { header: t('kyc.decidedBy'), cell: (record) => email(record.reviewed_by) || t('common.none') },
          { header: t('kyc.decidedAt'), cell: (record) => date(record.reviewed_at) },
        ]}
        rowKey={(record) => record.id}
        rows={recent.docs}
        testId="kyc-recent"
      />
    </OpsPage>
  )
}
