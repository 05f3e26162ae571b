import { describe, expect, it } from 'vitest'

import { listHref, listSort, listWhere, readListQuery, type ListSpec } from '../../cms/admin/data/list-query'
import { dayBoundsInZone, dayInZone, isSummaryTime } from '@core/domain/backoffice/daily-summary'

const spec: ListSpec = {
  search: ['title', 'listing.title'],
  filters: [
    { name: 'status', field: 'status', label: 'Status', allLabel: 'All', options: [{ value: 'paid', label: 'Paid' }] },
    { name: 'role', field: 'roles', label: 'Role', allLabel: 'Any', options: [{ value: 'none', label: 'None' }], where: () => ({ roles: { exists: false } }) },
  ],
  date: { field: 'createdAt', label: 'Won' },
  sorts: { date: 'createdAt', total: 'total' },
  defaultSort: '-date',
}

describe('admin list state in the URL', () => {
  it('reads only what the list offers, with the default sort', () => {
    expect(readListQuery({ q: ' volvo ', status: 'paid', role: 'x', from: '2026-11-01', to: '25.11.2026', sort: '-total', page: '2' }, spec)).toEqual({
      q: 'volvo',
      filters: { status: 'paid' },
      from: '2026-11-01',
      to: '',
      sort: 'total',
      desc: true,
      page: 2,
    })
    expect(readListQuery({ sort: 'password', page: '-1' }, spec)).toMatchObject({ sort: 'date', desc: true, page: 1 })
  })

  it('builds the Payload query and sort, and the URL back', () => {
    const query = readListQuery({ q: 'volvo', status: 'paid', role: 'none', from: '2026-11-01', to: '2026-11-30', sort: 'total' }, spec)
    expect(listWhere(query, spec, [{ archived: { equals: false } }], 'UTC')).toEqual({
      and: [
        { archived: { equals: false } },
        { or: [{ title: { like: 'volvo' } }, { 'listing.title': { like: 'volvo' } }] },
        { status: { equals: 'paid' } },
        { roles: { exists: false } },
        { createdAt: { greater_than_equal: '2026-11-01T00:00:00.000Z' } },
        { createdAt: { less_than_equal: '2026-11-30T23:59:59.999Z' } },
      ],
    })
    expect(listSort(query, spec)).toBe('total')
    expect(listHref('/admin/orders', query, { sort: 'date', desc: true })).toBe('/admin/orders?q=volvo&status=paid&role=none&from=2026-11-01&to=2026-11-30&sort=-date')
    expect(listWhere(readListQuery({}, spec), spec)).toEqual({})
  })

  it('reads the from/to days as days of the platform zone (the dates the admin shows), not of UTC', () => {
    const query = readListQuery({ from: '2026-11-01', to: '2026-11-30' }, spec)
    expect(listWhere(query, spec, [], 'Europe/Berlin')).toEqual({
      and: [{ createdAt: { greater_than_equal: '2026-10-31T23:00:00.000Z' } }, { createdAt: { less_than_equal: '2026-11-30T22:59:59.999Z' } }],
    })
    // Summer time, and a zone west of UTC.
    expect(listWhere(readListQuery({ from: '2026-07-01', to: '2026-07-01' }, spec), spec, [], 'Europe/Berlin')).toEqual({
      and: [{ createdAt: { greater_than_equal: '2026-06-30T22:00:00.000Z' } }, { createdAt: { less_than_equal: '2026-07-01T21:59:59.999Z' } }],
    })
    expect(listWhere(readListQuery({ from: '2026-11-01' }, spec), spec, [], 'America/New_York')).toEqual({ and: [{ createdAt: { greater_than_equal: '2026-11-01T04:00:00.000Z' } }] })
  })
})

describe('the daily summary clock', () => {
  it('knows the day, its bounds and the hour in the platform zone', () => {
    const at = new Date('2026-11-25T23:30:00Z') // 00:30 on the 26th in Berlin
    expect(dayInZone(at, 'Europe/Berlin')).toBe('2026-11-26')
    expect(dayBoundsInZone(at, 'Europe/Berlin')).toEqual({ start: new Date('2026-11-25T23:00:00Z'), end: new Date('2026-11-26T23:00:00Z') })
    expect(isSummaryTime(at, 'Europe/Berlin')).toBe(false)
    expect(isSummaryTime(new Date('2026-11-26T06:00:00Z'), 'Europe/Berlin')).toBe(true)
  })
})
