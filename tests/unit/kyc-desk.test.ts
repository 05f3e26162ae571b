import { describe, expect, it } from 'vitest'

import {
  canDecide,
  canTransition,
  claimActive,
  claimBlocker,
  claimExpiry,
  csvCell,
  formatWaiting,
  KYC_CLAIM_MS,
  toCsv,
} from '@core/domain/kyc-desk'
import { isResubmission, ownerChangeOutcome } from '@core/domain/kyc-review'

const now = new Date('2026-11-25T15:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const HOUR = 3_600_000

describe('KYC desk: the state machine', () => {
  it('lets staff decide only an application waiting for review, with all three decisions', () => {
    for (const decision of ['approve', 'reject', 'request_info'] as const) {
      expect(canDecide('pending_review', decision)).toBe(true)
      expect(canDecide('info_requested', decision)).toBe(false)
      expect(canDecide('approved', decision)).toBe(false)
      expect(canDecide('rejected', decision)).toBe(false)
    }
  })

  it('sends an info-requested application back to review only (never straight to approved)', () => {
    expect(canTransition('info_requested', 'pending_review')).toBe(true)
    expect(canTransition('info_requested', 'approved')).toBe(false)
    expect(canTransition('rejected', 'approved')).toBe(false)
  })

  it("treats the applicant's save of an info-requested application as a resubmission", () => {
    expect(ownerChangeOutcome({ actorId: 7, ownerId: 7, statusBefore: 'info_requested', changedFields: [] })).toBe('resubmitted')
    expect(ownerChangeOutcome({ actorId: 8, ownerId: 7, statusBefore: 'info_requested', changedFields: ['proof_of_address'] })).toBeNull()
    expect(isResubmission('pending_review', 'info_requested')).toBe(true)
  })
})

describe('KYC desk: claims', () => {
  const until = claimExpiry(now).toISOString()
  it('holds for the configured time, then expires', () => {
    expect(new Date(until).getTime() - now.getTime()).toBe(KYC_CLAIM_MS)
    expect(claimActive({ holder: 1, until }, now)).toBe(true)
    expect(claimActive({ holder: 1, until }, new Date(now.getTime() + KYC_CLAIM_MS))).toBe(false)
    expect(claimActive({ holder: null, until }, now)).toBe(false)
  })

  it('blocks other reviewers while it runs, never the holder', () => {
    expect(claimBlocker({ holder: 1, until }, 2, now)).toBe(1)
    expect(claimBlocker({ holder: 1, until }, 1, now)).toBeNull()
    expect(claimBlocker({ holder: '1', until }, 1, now)).toBeNull()
    expect(claimBlocker({ holder: 1, until: ago(1).toISOString() }, 2, now)).toBeNull()
  })
})

describe('KYC desk: the SLA clock', () => {
  it('reads days and hours in English and German', () => {
    const since = ago(2 * 24 * HOUR + 3 * HOUR + 20 * 60_000)
    expect(formatWaiting(since, now, 'en')).toBe('2 d 3 h')
    expect(formatWaiting(since, now, 'de')).toBe('2 T 3 Std.')
  })

  it('reads hours alone under a day and minutes under an hour', () => {
    expect(formatWaiting(ago(5 * HOUR + 59 * 60_000), now, 'en')).toBe('5 h')
    expect(formatWaiting(ago(45 * 60_000), now, 'en')).toBe('45 mins')
    expect(formatWaiting(ago(45 * 60_000), now, 'de')).toBe('45 Min.')
    expect(formatWaiting(new Date(now.getTime() + HOUR), now, 'en')).toBe('0 mins')
  })
})

describe('KYC desk: the decision log as CSV', () => {
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+49 89 1234')).toBe(`"'+49 89 1234"`)
    expect(csvCell('-1')).toBe(`"'-1"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`)
    expect(csvCell('Alpen Bau GmbH')).toBe('Alpen Bau GmbH')
    expect(csvCell(null)).toBe('')
  })

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
  })

  it('starts with a UTF-8 BOM and ends lines with CRLF', () => {
    const csv = toCsv(['Firma', 'Grund'], [['Müller & Söhne', '=1+1']])
    expect(csv.startsWith('\uFEFFFirma,Grund\r\n')).toBe(true)
    expect(csv).toBe('\uFEFFFirma,Grund\r\nMüller & Söhne,"\'=1+1"\r\n')
  })
})
