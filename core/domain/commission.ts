import { percentOfCents, toCents, toEuros } from './money'

/**
 * The platform's earnings (commission report, overview): the buyer fee charged on each order and
 * the seller's listing fee, a percentage (settings `commission_pct`) of the hammer price.
 * Cancelled orders earn nothing. Sums in whole cents.
 */
export type CommissionOrder = {
  createdAt: string
  status: string
  hammer_price: number
  buyer_fee: number
  category: string
  country: string
}

export type CommissionDimension = 'month' | 'category' | 'country'

export type CommissionRow = {
  key: string
  orders: number
  hammerTotal: number
  buyerFees: number
  sellerFees: number
  total: number
}

export const COMMISSION_DIMENSIONS: readonly CommissionDimension[] = ['month', 'category', 'country']

/** The seller's listing fee for one sale. */
export const sellerListingFeeCents = (hammerPrice: number, commissionPct: number): number =>
  percentOfCents(toCents(hammerPrice), commissionPct)

/** Calendar month of a timestamp as YYYY-MM (UTC). */
export const monthKey = (value: string | Date): string => new Date(value).toISOString().slice(0, 7)

const keyOf = (order: CommissionOrder, dimension: CommissionDimension): string =>
  dimension === 'month' ? monthKey(order.createdAt) : dimension === 'category' ? order.category || '—' : (order.country || '—').toUpperCase()

export const earns = (order: CommissionOrder): boolean => order.status !== 'cancelled'

/** Totals per month, category or country, sorted by key. */
export const commissionBy = (orders: readonly CommissionOrder[], dimension: CommissionDimension, commissionPct: number): CommissionRow[] => {
  const groups = new Map<string, { orders: number; hammer: number; buyer: number; seller: number }>()
  for (const order of orders) {
    if (!earns(order)) continue
    const key = keyOf(order, dimension)
    const group = groups.get(key) ?? { orders: 0, hammer: 0, buyer: 0, seller: 0 }
    group.orders += 1
    group.hammer += toCents(order.hammer_price)
    group.buyer += toCents(order.buyer_fee)
    group.seller += sellerListingFeeCents(order.hammer_price, commissionPct)
    groups.set(key, group)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, g]) => ({
      key,
      orders: g.orders,
      hammerTotal: toEuros(g.hammer),
      buyerFees: toEuros(g.buyer),
      sellerFees: toEuros(g.seller),
      total: toEuros(g.buyer + g.seller),
    }))
}

/** Platform revenue (buyer fees plus seller fees) of the orders created in the given month. */
export const revenueInMonth = (orders: readonly CommissionOrder[], month: string, commissionPct: number): number =>
  commissionBy(orders.filter((order) => monthKey(order.createdAt) === month), 'month', commissionPct)[0]?.total ?? 0

const csvCell = (value: string | number): string => {
  let text = String(value)
  // A leading =, +, - or @ would be run as a formula by spreadsheet programs.
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV with a section per dimension (dimension, key, orders, hammer total, fees, total). */
export const commissionCsv = (orders: readonly CommissionOrder[], commissionPct: number): string => {
  const lines = [['dimension', 'key', 'orders', 'hammer_total_eur', 'buyer_fees_eur', 'seller_fees_eur', 'total_eur']]
  for (const dimension of COMMISSION_DIMENSIONS) {
    for (const row of commissionBy(orders, dimension, commissionPct)) {
      lines.push([dimension, row.key, String(row.orders), row.hammerTotal.toFixed(2), row.buyerFees.toFixed(2), row.sellerFees.toFixed(2), row.total.toFixed(2)])
    }
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`
}
