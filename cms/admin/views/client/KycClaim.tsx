'use client'

import React, { useState } from 'react'

import { translator, type AdminTexts } from '../../i18n/translate'
import { useStaffAction } from '../../components/post-action'

/**
 * Claim or release an application: the reviewer takes it for KYC_CLAIM_MINUTES so nobody else
 * decides it meanwhile; the server refuses (with the holder's name) while someone else holds it.
 */
export const KycClaim = ({ id, texts, mine, held, minutes, company }: { id: number; texts: AdminTexts; mine: boolean; held: boolean; minutes: number; company: string }) => {
  const t = translator(texts)
  const { run, pending, error, done } = useStaffAction(t('common.error'))
  // What was done last (the refreshed page flips `mine`, the message must not).
  const [last, setLast] = useState<'claim' | 'release' | null>(null)
  const act = (action: 'claim' | 'release') => {
    setLast(action)
    void run(`/api/ops/kyc/${id}/${action}`)
  }
  return (
    <>
      {!held && (
        <button className="ops-btn ops-btn--secondary" type="button" disabled={pending} onClick={() => act(mine ? 'release' : 'claim')} data-testid={mine ? 'kyc-release' : 'kyc-claim'}>
          {mine ? t('kyc.release') : t('kyc.claim')}
          <span className="mm-visually-hidden"> ({company})</span>
        </button>
      )}
      <span aria-live="polite" role="status">
        {error && (
          <span className="ops-error" data-testid="kyc-claim-error">
            {error}
          </span>
        )}
        {done && !error && last && <span className="ops-ok">{last === 'release' ? t('kyc.released') : t('kyc.claimed', { minutes })}</span>}
      </span>
    </>
  )
}
