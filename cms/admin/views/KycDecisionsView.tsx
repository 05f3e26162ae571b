import React from 'react'

import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { AdminTable } from '../components/AdminTable'
import { listKycDecisions } from '../data/kyc-decisions'
import { KYC_REASON, KYC_REQUESTED_DOCUMENT } from '../i18n/labels'
import { Status } from '../components/StatusChip'
import { adminClock } from '../data/clock'
import { adminT } from '../i18n/texts'

/**
 * /admin/kyc/decisions: who decided which verification, what and why, when, newest first (from the
 * audit log). Open to the roles of the `kyc-decisions` section (verification staff), gated by
 * adminScreen before anything is read.
 */
async function KycDecisionsContent({ initPageResult, adminRoute, language }: ScreenProps) {
  const { req } = initPageResult
  const t = adminT(language)
  const [rows, clock] = await Promise.all([listKycDecisions(req.payload, { limit: 200 }), adminClock(req)])
  return (
    <div className="ops" data-testid="kyc-decisions">
      <p className="ops__intro">{t('kyc.decisions.intro', { zone: clock.timeZone })}</p>
      <p>
        <a href={`${adminRoute}/kyc`}>{t('kyc.title')}</a>
        {' · '}
        <a href="/api/kyc-decisions.csv" download data-testid="kyc-csv">
          {t('kyc.decisions.export')}
        </a>
      </p>
      <AdminTable
        caption={t('kyc.decisions.title')}
        columns={[
          { header: t('kyc.decisions.time'), cell: (row) => <time dateTime={row.at}>{clock.dateTime(row.at)}</time> },
          { header: t('kyc.decisions.reviewer'), cell: (row) => row.reviewer ?? t('kyc.decisions.system') },
          {
            header: t('kyc.decisions.applicant'),
            cell: (row) => (
              <>
                {row.company ?? t('common.none')}
                <br />
                <span className="mm-muted">{row.applicant ?? t('common.none')}</span>
              </>
            ),
          },
          { header: t('kyc.decisions.decision'), cell: (row) => <Status kind="kyc" status={row.decision} t={t} /> },
          {
            header: t('kyc.decisions.reasons'),
            cell: (row) =>
              [
                ...row.reasons.map((reason) => (reason in KYC_REASON ? t(KYC_REASON[reason as keyof typeof KYC_REASON]) : reason)),
                ...row.documents.map((doc) => (doc in KYC_REQUESTED_DOCUMENT ? t(KYC_REQUESTED_DOCUMENT[doc as keyof typeof KYC_REQUESTED_DOCUMENT]) : doc)),
              ].join(', ') || t('common.none'),
          },
          { header: t('common.reason'), cell: (row) => row.reason ?? t('common.none') },
        ]}
        empty={t('kyc.decisions.empty')}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-testid': 'kyc-decision-row' })}
        rows={rows}
      />
    </div>
  )
}

export const KycDecisionsView = adminScreen('kyc-decisions', 'kyc.decisions.title', KycDecisionsContent)
