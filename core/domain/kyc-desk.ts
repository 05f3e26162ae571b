/**
 * The KYC desk's rules, pure: which decision may follow which status (the state machine), who may
 * act on an application while a reviewer holds a claim on it, the reasons a reviewer picks from,
 * the documents they may ask for, the SLA clock of the queue and the decision log as CSV. The CMS
 * applies them (cms/ops/kyc-desk.ts, the KYC queue and case screens).
 */
import type { KycStatus } from './statuses'

/** How long a claim holds before another reviewer may take the application over. */
export const KYC_CLAIM_MINUTES = 30
export const KYC_CLAIM_MS = KYC_CLAIM_MINUTES * 60 * 1000

/** A reviewer's decision; "request_info" asks the applicant for documents and keeps the place in the queue. */
export const KYC_DECISIONS = ['approve', 'reject', 'request_info'] as const
export type KycDecisionKind = (typeof KYC_DECISIONS)[number]

/** The status a decision leads to. */
export const DECISION_STATUS: Readonly<Record<KycDecisionKind, KycStatus>> = {
  approve: 'approved',
  reject: 'rejected',
  request_info: 'info_requested',
}

/**
 * The state machine of a KYC application: staff decide only an application waiting for review; the
 * applicant's save sends a rejected or info-requested one back to review (an approved one too, when
 * what was approved changed: core/domain/kyc-review.ts).
 */
const TRANSITIONS: Readonly<Record<KycStatus, readonly KycStatus[]>> = {
  pending_review: ['approved', 'rejected', 'info_requested'],
  info_requested: ['pending_review'],
  rejected: ['pending_review'],
  approved: ['pending_review'],
}

export const canTransition = (from: KycStatus, to: KycStatus): boolean => TRANSITIONS[from].includes(to)

/** Whether a staff decision is allowed from this status (only from "pending review"). */
export const canDecide = (status: KycStatus, decision: KycDecisionKind): boolean => canTransition(status, DECISION_STATUS[decision])

/** Why a reviewer rejects or asks for more: picked from this list (labels EN/DE in the admin texts), plus free text. */
export const KYC_REASONS = ['document_unreadable', 'company_not_in_register', 'vat_id_invalid', 'name_mismatch', 'document_expired', 'other'] as const
export type KycReason = (typeof KYC_REASONS)[number]

/** What a reviewer may ask the applicant to upload again ("other": described in the free text). */
export const KYC_REQUESTABLE_DOCUMENTS = ['business_registration', 'proof_of_address', 'other'] as const
export type KycRequestedDocument = (typeof KYC_REQUESTABLE_DOCUMENTS)[number]

type Id = number | string
export type KycClaim = { holder: Id | null | undefined; until: string | Date | null | undefined }

const time = (value: string | Date | null | undefined): number => (value ? new Date(value).getTime() : Number.NaN)

/** The claim is held by someone and has not expired at `now`. */
export const claimActive = (claim: KycClaim, now: Date): boolean =>
  claim.holder !== null && claim.holder !== undefined && time(claim.until) > now.getTime()

/**
 * Whether `actor` may act on (claim, decide) an application: nobody else holds an unexpired claim.
 * Null when allowed, else the holder's id.
 */
export const claimBlocker = (claim: KycClaim, actor: Id, now: Date): Id | null =>
  claimActive(claim, now) && String(claim.holder) !== String(actor) ? (claim.holder as Id) : null

/** When a claim taken at `now` ends. */
export const claimExpiry = (now: Date, ms: number = KYC_CLAIM_MS): Date => new Date(now.getTime() + ms)

export const CLAIM_HELD_MESSAGE = {
  en: (holder: string, until: string) => `${holder} is reviewing this application (claimed until ${until}). Wait until they release it or the claim expires.`,
  de: (holder: string, until: string) => `${holder} prüft diesen Antrag (beansprucht bis ${until}). Warten Sie, bis der Antrag freigegeben wird oder der Anspruch abläuft.`,
} as const

/** Waiting time in days and hours (minutes under an hour), as parts the screen words in its language. */
export const waitingParts = (since: string | Date, now: Date): { days: number; hours: number; minutes: number } => {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime())
  const totalMinutes = Math.floor(ms / 60_000)
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 }
}

/**
 * The SLA clock as people read it: "2 d 3 h" / "2 T 3 Std.", "45 min" / "45 Min." under an hour,
 * with Intl's unit names (narrow/short units of the locale).
 */
export const formatWaiting = (since: string | Date, now: Date, locale: 'en' | 'de'): string => {
  const { days, hours, minutes } = waitingParts(since, now)
  const intl = locale === 'de' ? 'de-DE' : 'en-GB'
  // Narrow days ("2d", "2 T"), hours narrow in English and short in German ("3h", "3 Std."), minutes short ("45 mins", "45 Min.").
  const display = (name: 'day' | 'hour' | 'minute'): 'narrow' | 'short' => (name === 'day' || (name === 'hour' && locale === 'en') ? 'narrow' : 'short')
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(intl, { style: 'unit', unit: name, unitDisplay: display(name) }).format(value).replace(/(\d)([a-zA-Z])/, '$1 $2')
  if (days === 0 && hours === 0) return unit(minutes, 'minute')
  if (days === 0) return unit(hours, 'hour')
  return `${unit(days, 'day')} ${unit(hours, 'hour')}`
}

/** Over this long in the queue, the SLA clock is shown as overdue. */
export const KYC_SLA_HOURS = 48

/** A cell safe for Excel and other spreadsheets: formulas (= + - @, tab, CR) are quoted as text, quotes doubled. */
export const csvCell = (value: string | number | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The decision log as CSV for audits: UTF-8 with a BOM (Excel reads the umlauts), CRLF lines. */
export const toCsv = (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
