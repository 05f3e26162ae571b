import type { AdminViewServerProps } from 'payload'
import React from 'react'

import type { Kyc } from '../../payload-types'
import { listKycDecisions } from '../data/kyc-decisions'
import { KYC_REASON, KYC_REQUESTED_DOCUMENT } from '../i18n/labels'
import { Status } from '../components/StatusChip'
import { gateSection } from '../gate'
import { KycCard } from './kyc/KycCard'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

const idFromPath = (props: AdminViewServerProps) => {
  const segments = (props.params as { segments?: string[] } | undefined)?.segments ?? []
  const id = Number(segments[1])
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * /admin/kyc/{id}: one application as a case: company, VAT ID check, claim and SLA clock, duplicate
 * signals with links to the other accounts' cases, both documents side by side (zoomable), the
 * decision, and the history (every earlier submission and decision, from the audit log).
 */
export const KycCaseView = async (props: AdminViewServerProps) => {
  const context = await viewContext(props)
  const { req, t, date } = context
  const adminRoute = req.payload.config.routes.admin
  if (!(await gateSection(props, 'kyc'))) return <Forbidden props={props} t={t} />
  const id = idFromPath(props)
  const record = id ? ((await req.payload.findByID({ collection: 'kyc', id, depth: 1, req, overrideAccess: false, disableErrors: true }).catch(() => null)) as Kyc | null) : null
  if (!record) {
    return (
      <OpsPage props={props} title={t('kyc.title')}>
        <p role="alert">{t('kyc.case.notFound')}</p>
        <p>
          <a href={`${adminRoute}/kyc`}>{t('kyc.case.back')}</a>
        </p>
      </OpsPage>
    )
  }
  const [decisions, submissions] = await Promise.all([
    listKycDecisions(req.payload, { record: record.id, limit: 100 }),
    req.payload.find({
      collection: 'audit-logs',
      where: { and: [{ target_collection: { equals: 'kyc' } }, { target_id: { equals: String(record.id) } }] },
      sort: '-createdAt',
      limit: 200,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  // Submissions: the record's creation and every return to review (a resubmission).
  const submitted = submissions.docs
    .filter((entry) => entry.action === 'create' || (entry.changes as Record<string, { to?: unknown }> | null)?.status?.to === 'pending_review')
    .map((entry) => ({ id: `s${entry.id}`, at: String(entry.createdAt), kind: 'submission' as const }))
  const history = [...decisions.map((row) => ({ ...row, id: `d${row.id}`, kind: 'decision' as const })), ...submitted].sort((a, b) => b.at.localeCompare(a.at))

  return (
    <OpsPage props={props} title={t('kyc.case.title', { company: record.company_name })}>
      <p>
        <a href={`${adminRoute}/kyc`}>{t('kyc.case.back')}</a>
      </p>
      <KycCard record={record} context={context} adminRoute={adminRoute} caseLink={false} />
      <section className="ops-card" aria-labelledby="kyc-history" data-testid="kyc-history">
        <h2 id="kyc-history">{t('kyc.case.history')}</h2>
        {history.length === 0 ? (
          <p>{t('kyc.case.noHistory')}</p>
        ) : (
          <ol className="mm-history">
            {history.map((item) => (
              <li key={item.id} data-testid="kyc-history-item">
                <time dateTime={item.at}>{date(item.at)}</time>
                {' · '}
                {item.kind === 'submission' ? (
                  t('kyc.submitted')
                ) : (
                  <>
                    <Status kind="kyc" status={item.decision} t={t} />
                    {' · '}
                    {item.reviewer ?? t('kyc.decisions.system')}
                    {item.reasons.length > 0 && <> · {item.reasons.map((reason) => (reason in KYC_REASON ? t(KYC_REASON[reason as keyof typeof KYC_REASON]) : reason)).join(', ')}</>}
                    {item.documents.length > 0 && (
                      <> · {item.documents.map((doc) => (doc in KYC_REQUESTED_DOCUMENT ? t(KYC_REQUESTED_DOCUMENT[doc as keyof typeof KYC_REQUESTED_DOCUMENT]) : doc)).join(', ')}</>
                    )}
                    {item.reason && (
                      <>
                        <br />
                        <span className="mm-muted">{item.reason}</span>
                      </>
                    )}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </OpsPage>
  )
}
