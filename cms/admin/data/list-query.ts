import type { Where } from 'payload'

import { zoneDayEnd, zoneDayStart } from '@core/time/format'

/**
 * THE filter state of every admin list (auctions, listings, orders, KYC queue, users): search,
 * filters (status, category, role…), a date range, sorting and the page, read from and written to
 * the URL, so a filtered list can be reloaded, shared and gone back to. Each list states what it
 * offers (a ListSpec); this file turns the URL into a Payload query for it and back.
 */
export type ListFilter = {
  name: string
  label: string
  field: string
  options: readonly { value: string; label: string }[]
  allLabel: string
  /** The condition for a chosen value (default: the field equals it). */
  where?: (value: string) => Where
}
export type ListSpec = {
  /** Fields searched (case-insensitive "contains", any of them). */
  search?: readonly string[]
  filters?: readonly ListFilter[]
  /** The date the from/to range applies to. */
  date?: { field: string; label: string }
  /** The sort keys offered (key → field) and the default (`-key` for descending). */
  sorts: Readonly<Record<string, string>>
  defaultSort: string
}

export type ListQuery = { q: string; filters: Record<string, string>; from: string; to: string; sort: string; desc: boolean; page: number }

type Params = Record<string, string | string[] | undefined> | undefined
const one = (params: Params, name: string) => {
  const value = params?.[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** The URL's state, every value checked against what the list offers (anything else is ignored). */
export const readListQuery = (params: Params, spec: ListSpec): ListQuery => {
  const filters: Record<string, string> = {}
  for (const filter of spec.filters ?? []) {
    const value = one(params, filter.name)
    if (filter.options.some((option) => option.value === value)) filters[filter.name] = value
  }
  const rawSort = one(params, 'sort')
  const desc = rawSort.startsWith('-')
  const key = rawSort.replace(/^-/, '')
  const fallback = spec.defaultSort.replace(/^-/, '')
  const page = Number(one(params, 'page'))
  return {
    q: one(params, 'q').slice(0, 100),
    filters,
    from: ISO_DAY.test(one(params, 'from')) ? one(params, 'from') : '',
    to: ISO_DAY.test(one(params, 'to')) ? one(params, 'to') : '',
    sort: key in spec.sorts ? key : fallback,
    desc: key in spec.sorts ? desc : spec.defaultSort.startsWith('-'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/**
 * The Payload `where` of the state (with the list's own conditions ANDed). The from/to days are
 * days of the platform's zone (`timeZone`, cms/admin/data/clock.ts), as every date the admin shows.
 */
export const listWhere = (query: ListQuery, spec: ListSpec, base: Where[] = [], timeZone?: string): Where => {
  const and: Where[] = [...base]
  if (query.q && spec.search?.length) and.push({ or: spec.search.map((field) => ({ [field]: { like: query.q } })) })
  for (const filter of spec.filters ?? []) {
    const value = query.filters[filter.name]
    if (!value) continue
    and.push(filter.where ? filter.where(value) : { [filter.field]: { equals: value } })
  }
  if (spec.date && query.from) and.push({ [spec.date.field]: { greater_than_equal: zoneDayStart(query.from, timeZone) } })
  if (spec.date && query.to) and.push({ [spec.date.field]: { less_than_equal: zoneDayEnd(query.to, timeZone) } })
  return and.length ? { and } : {}
}

/** The Payload `sort` of the state. */
export const listSort = (query: ListQuery, spec: ListSpec): string => `${query.desc ? '-' : ''}${spec.sorts[query.sort] ?? spec.sorts[spec.defaultSort.replace(/^-/, '')]}`

/** The URL of the list with some of its state changed (a new filter or sort goes back to page 1). */
export const listHref = (path: string, query: ListQuery, change: Partial<ListQuery> = {}, extra: Record<string, string> = {}): string => {
  const next = { ...query, ...change, filters: { ...query.filters, ...change.filters } }
  const params = new URLSearchParams(extra)
  if (next.q) params.set('q', next.q)
  for (const [name, value] of Object.entries(next.filters)) if (value) params.set(name, value)
  if (next.from) params.set('from', next.from)
  if (next.to) params.set('to', next.to)
  params.set('sort', `${next.desc ? '-' : ''}${next.sort}`)
  if (next.page > 1) params.set('page', String(next.page))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}
