import type { Endpoint } from 'payload'

import { toCsv } from '@core/domain/kyc-desk'
import { clock } from '@core/time/format'
import { canOpenSection } from '../../access'
import { platformTimeZone } from '../../admin/data/clock'
import { listKycDecisions } from '../../admin/data/kyc-decisions'
import { KYC_REASON_LABELS, KYC_REQUESTED_DOCUMENT_LABELS, KYC_STATUS_LABELS } from '../../fields/options'

/**
 * GET /api/kyc-decisions.csv: the KYC decision log for audits (who, when, application, company,
 * decision, reasons, free text), for the roles of the `kyc-decisions` section only. Times twice:
 * ISO (UTC) and in the platform's zone; every cell safe against spreadsheet formulas; UTF-8 with a BOM.
 */
export const kycDecisionsCsvEndpoint: Endpoint = {
  path: '/kyc-decisions.csv',
  method: 'get',
  handler: async (req) => {
    if (!canOpenSection('kyc-decisions', req.user)) {
      return Response.json(
        { error: { code: req.user ? 'forbidden' : 'unauthenticated', message: req.user ? 'Only KYC staff can export the decision log.' : 'Please sign in.' } },
        { status: req.user ? 403 : 401, headers: { 'cache-control': 'no-store' } },
      )
    }
    const lang = req.i18n?.language === 'de' ? 'de' : 'en'
    const [rows, zone] = await Promise.all([listKycDecisions(req.payload, { limit: 10_000 }), platformTimeZone(req.payload)])
    const local = clock(lang, zone)
    const label = <K extends string>(labels: Record<K, { en: string; de: string }>, key: string) => (labels as Record<string, { en: string; de: string }>)[key]?.[lang] ?? key
    const header =
      lang === 'de'
        ? ['Zeit UTC (ISO 8601)', `Zeit (${zone})`, 'Prüfer', 'Antrag', 'Antragsteller', 'Firma', 'Entscheidung', 'Gründe', 'Nachgeforderte Unterlagen', 'Freitext']
        : ['Time UTC (ISO 8601)', `Time (${zone})`, 'Reviewer', 'Application', 'Applicant', 'Company', 'Decision', 'Reasons', 'Documents requested', 'Free text']
    const body = rows.map((row) => [
      new Date(row.at).toISOString(),
      local.dateTime(row.at),
      row.reviewer ?? (lang === 'de' ? 'System' : 'System'),
      row.recordId,
      row.applicant,
      row.company,
      label(KYC_STATUS_LABELS, row.decision),
      row.reasons.map((reason) => label(KYC_REASON_LABELS, reason)).join('; '),
      row.documents.map((document) => label(KYC_REQUESTED_DOCUMENT_LABELS, document)).join('; '),
      row.reason,
    ])
    const day = new Date().toISOString().slice(0, 10)
    return new Response(toCsv(header, body), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="kyc-decisions-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
