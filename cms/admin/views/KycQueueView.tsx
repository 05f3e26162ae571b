import type { AdminViewServerProps } from 'payload'
import React from 'react'

import type { Kyc } from '../../payload-types'
import { AdminListControls, AdminTable } from '../components/AdminTable'
import { kycListSpec } from '../data/kyc-list'
import { listSort, listWhere, readListQuery } from '../data/list-query'
import { Status, StatusChip } from '../components/StatusChip'
import { gateSection } from '../gate'
import { claimText, emailOf, KycCard, SlaClock } from './kyc/KycCard'
import { Forbidden, OpsPage, viewContext } from './OpsPage'


/**
 * /admin/kyc: the KYC desk's queue. Applications waiting for review, oldest first by their FIRST
 * submission (an application that answered a request for more information keeps its place), each
 * with its SLA clock and who holds a claim on it; then each application with its documents and the
 * decision; then those waiting for the applicant's documents and the recent decisions.
 */
export const KycQueueView = async (props: AdminViewServerProps) => {
  const context = await viewContext(props)
  const { req, t, date } = context
  const adminRoute = req.payload.config.routes.admin
  if (!(await gateSection(props, 'kyc'))) return <Forbidden props={props} t={t} />
  const asUser = { req, overrideAccess: false } as const
  const spec = kycListSpec(t)
  const list = { path: `${adminRoute}/kyc`, query: readListQuery(props.searchParams as Record<string, string>, spec), spec, t }
  const [pending, asked, recent] = await Promise.all([
    req.payload.find({ collection: 'kyc', where: listWhere(list.query, spec, [{ status: { equals: 'pending_review' } }], context.clock.timeZone), sort: listSort(list.query, spec), depth: 1, limit: 50, ...asUser }),
    req.payload.find({ collection: 'kyc', where: { status: { equals: 'info_requested' } }, sort: '-reviewed_at', depth: 1, limit: 50, ...asUser }),
    req.payload.find({ collection: 'kyc', where: { status: { in: ['approved', 'rejected'] } }, sort: '-reviewed_at', depth: 1, limit: 10, ...asUser }),
  ])
  const chip = (record: Kyc) => <Status kind="kyc" status={record.status} t={t} />
  const company = (record: Kyc) => (
    <>
      <a href={`${adminRoute}/kyc/${record.id}`}>{record.company_name}</a>
      <br />
      <span className="mm-muted">{emailOf(record.user)}</span>
    </>
  )

  return (
    <OpsPage props={props} title={t('kyc.title')}>
      <p className="ops__intro">{t('kyc.intro')}</p>
      <p>
        <a href={`${adminRoute}/kyc/decisions`}>{t('kyc.decisions.link')}</a>
        {' · '}
        <a href="/api/kyc-decisions.csv" download data-testid="kyc-csv">
          {t('kyc.decisions.export')}
        </a>
      </p>
      <AdminListControls {...list} />
      {pending.docs.length === 0 ? (
        <p>{t('kyc.empty')}</p>
      ) : (
        <AdminTable
          caption={t('kyc.queue.caption')}
          testId="kyc-queue"
          rowProps={(record) => ({ 'data-testid': 'kyc-queue-row', 'data-record': String(record.id) })}
          columns={[
            { header: t('kyc.queue.company'), cell: company, rowHeader: true },
            { header: t('kyc.queue.waiting'), cell: (record) => <SlaClock since={record.first_submitted_at ?? record.submitted_at} context={context} /> },
            { header: t('kyc.queue.claim'), cell: (record) => claimText(record, context).text ?? t('kyc.unclaimed') },
            {
              header: t('kyc.queue.signals'),
              cell: (record) => {
                const count = Array.isArray(record.duplicate_signals) ? record.duplicate_signals.length : 0
                return count ? <StatusChip label={t('kyc.queue.signalCount', { count })} tone="warning" /> : t('common.none')
              },
            },
          ]}
          rowKey={(record) => record.id}
          rows={pending.docs}
        />
      )}
      {pending.docs.map((record) => (
        <KycCard key={record.id} record={record} context={context} adminRoute={adminRoute} />
      ))}

      <h2>{t('kyc.status.info_requested')}</h2>
      <AdminTable
        testId="kyc-info-requested"
        columns={[
          { header: t('kyc.user'), cell: company, rowHeader: true },
          { header: t('common.status'), cell: chip },
          { header: t('kyc.decidedBy'), cell: (record) => emailOf(record.reviewed_by) || t('common.none') },
          { header: t('kyc.decidedAt'), cell: (record) => date(record.reviewed_at) },
        ]}
        empty={t('common.none')}
        rowKey={(record) => record.id}
        rows={asked.docs}
      />

      <h2>{t('kyc.recent')}</h2>
      <AdminTable
        columns={[
          { header: t('kyc.user'), cell: company, rowHeader: true },
          { header: t('common.status'), cell: chip },
          { header: t('common.reason'), cell: (record) => record.rejection_reason ?? t('common.none') },
          { header: t('kyc.decidedBy'), cell: (record) => emailOf(record.reviewed_by) || t('common.none') },
          { header: t('kyc.decidedAt'), cell: (record) => date(record.reviewed_at) },
        ]}
        rowKey={(record) => record.id}
        rows={recent.docs}
        testId="kyc-recent"
      />
    </OpsPage>
  )
}
