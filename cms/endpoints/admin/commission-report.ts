import type { Endpoint } from 'payload'

import { canOpenSection } from '../../access'
import { loadCommissionOrders, loadCommissionPct } from '../../admin/data/orders'
import { inPeriod, ZCommissionPeriod } from '../../admin/data/period'
import { commissionCsv } from '@core/domain/commission'

/** GET /api/commission-report.csv?from=YYYY-MM&to=YYYY-MM: the commission report as CSV, admins only. */
export const commissionReportEndpoint: Endpoint = {
  path: '/commission-report.csv',
  method: 'get',
  handler: async (req) => {
    if (!canOpenSection('commission', req.user)) {
      return Response.json({ error: 'forbidden', message: 'Only administrators can export the commission report.' }, { status: req.user ? 403 : 401 })
    }
    const period = ZCommissionPeriod.safeParse(req.query ?? {})
    if (!period.success) {
      return Response.json({ error: 'invalid_request', message: period.error.issues[0]?.message ?? 'Invalid period.' }, { status: 400 })
    }
    const [orders, pct] = await Promise.all([loadCommissionOrders(req), loadCommissionPct(req)])
    const name = `commission-${period.data.from ?? 'all'}-${period.data.to ?? 'all'}.csv`
    return new Response(commissionCsv(inPeriod(orders, period.data), pct), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
      },
    })
  },
}
