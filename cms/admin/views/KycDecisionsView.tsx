import React from 'react'

import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { listKycDecisions } from '../data/kyc-decisions'
import { KYC_STATUS } from '../i18n/labels'
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
      </p>
      {rows.length === 0 ? (
        <p>{t('kyc.decisions.empty')}</p>
      ) : (
        <table className="mm-table">
          <caption className="mm-visually-hidden">{t('kyc.decisions.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kyc.decisions.time')}</th>
              <th scope="col">{t('kyc.decisions.reviewer')}</th>
              <th scope="col">{t('kyc.decisions.applicant')}</th>
              <th scope="col">{t('kyc.decisions.decision')}</th>
              <th scope="col">{t('common.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="kyc-decision-row">
                <td>
                  <time dateTime={row.at}>{clock.dateTime(row.at)}</time>
                </td>
                <td>{row.reviewer ?? t('kyc.decisions.system')}</td>
                <td>
                  {row.company ?? t('common.none')}
                  <br />
                  <span className="mm-muted">{row.applicant ?? t('common.none')}</span>
                </td>
                <td>
                  <span className="ops-badge">{t(KYC_STATUS[row.decision])}</span>
                </td>
                <td>{row.reason ?? t('common.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

export const KycDecisionsView = adminScreen('kyc-decisions', 'kyc.decisions.title', KycDecisionsContent)
