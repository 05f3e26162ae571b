import { z } from 'zod'

import { monthKey, type CommissionOrder } from '@core/domain/commission'

const MONTH = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM.')

/** Optional from/to months of the commission report (query string of the view and the CSV). */
export const ZCommissionPeriod = z
  .object({ from: MONTH.optional().or(z.literal('')), to: MONTH.optional().or(z.literal('')) })
  .transform(({ from, to }) => ({ from: from || undefined, to: to || undefined }))
  .refine(({ from, to }) => !from || !to || from <= to, { message: 'The start month must not be after the end month.' })
export type TCommissionPeriod = z.infer<typeof ZCommissionPeriod>

export const inPeriod = (orders: CommissionOrder[], period: TCommissionPeriod): CommissionOrder[] =>
  orders.filter((order) => {
    const month = monthKey(order.createdAt)
    return (!period.from || month >= period.from) && (!period.to || month <= period.to)
  })
