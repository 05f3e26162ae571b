import React from 'react'

import { listHref, type ListQuery, type ListSpec } from '../data/list-query'
import type { Translate } from '../i18n/translate'

/**
 * One column of an admin table: its header and what each row shows there. `rowHeader` makes the
 * cell the row's `<th scope="row">` (what names the row for screen readers).
 */
export type AdminColumn<Row> = {
  header: React.ReactNode
  cell: (row: Row) => React.ReactNode
  rowHeader?: boolean
  className?: string
  testId?: string
  /** A sort key of the list's ListSpec: the header becomes a link that sorts by it (again: the other way). */
  sortKey?: string
}

/** A list with its URL state (cms/admin/data/list-query.ts): the table then sorts by its headers. */
export type AdminListState = { path: string; query: ListQuery; spec: ListSpec; t: Translate; extra?: Record<string, string> }

type AdminTableProps<Row> = {
  columns: ReadonlyArray<AdminColumn<Row>>
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Attributes of a row's `<tr>` (data-testid, data-* hooks the tests and scripts use). */
  rowProps?: (row: Row) => Record<`data-${string}`, string | undefined>
  /** A caption read by screen readers only. */
  caption?: string
  testId?: string
  /** Shown instead of the table when there are no rows; without it an empty table is drawn. */
  empty?: React.ReactNode
  /** The list's search/filter/sort state: controls above the table, sortable headers. */
  list?: AdminListState
}

/** The admin's one table: `mm-table`, a header row of `scope="col"` cells, one row per item. */
export function AdminTable<Row>({ columns, rows, rowKey, rowProps, caption, testId, empty, list }: AdminTableProps<Row>) {
  const controls = list ? <AdminListControls {...list} /> : null
  if (empty !== undefined && rows.length === 0)
    return (
      <>
        {controls}
        <p>{empty}</p>
      </>
    )
  return (
    <>
    {controls}
    <table className="mm-table" data-testid={testId}>
      {caption && <caption className="mm-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => {
            const sorted = list && column.sortKey && list.query.sort === column.sortKey
            return (
              <th key={index} scope="col" aria-sort={sorted ? (list.query.desc ? 'descending' : 'ascending') : undefined}>
                {list && column.sortKey ? (
                  <a className="bo-sort" href={listHref(list.path, list.query, { sort: column.sortKey, desc: sorted ? !list.query.desc : false, page: 1 }, list.extra)} data-testid={`sort-${column.sortKey}`}>
                    {column.header}
                    <span aria-hidden="true">{sorted ? (list.query.desc ? '▼' : '▲') : '↕'}</span>
                    {sorted && <span className="mm-visually-hidden"> ({list.t(list.query.desc ? 'bo.sortDesc' : 'bo.sortAsc')})</span>}
                  </a>
                ) : (
                  column.header
                )}
              </th>
            )
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row">
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={column.className} data-testid={column.testId}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
    </>
  )
}

/**
 * Search, filters and date range of an admin list as a plain GET form: the state lives in the
 * URL (reload, share, back), the sort is kept, and a new search starts at page 1.
 */
export function AdminListControls({ path, query, spec, t, extra }: AdminListState) {
  return (
    <form className="bo-filters" method="get" action={path} role="search" aria-label={t('bo.filters')} data-testid="list-filters">
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="sort" value={`${query.desc ? '-' : ''}${query.sort}`} />
      {spec.search && (
        <label>
          {t('bo.search')}
          <input type="search" name="q" defaultValue={query.q} maxLength={100} data-testid="list-search" />
        </label>
      )}
      {(spec.filters ?? []).map((filter) => (
        <label key={filter.name}>
          {filter.label}
          <select name={filter.name} defaultValue={query.filters[filter.name] ?? ''} data-testid={`list-filter-${filter.name}`}>
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {spec.date && (
        <>
          <label>
            {`${spec.date.label}: ${t('bo.from')}`}
            <input type="date" name="from" defaultValue={query.from} data-testid="list-from" />
          </label>
          <label>
            {`${spec.date.label}: ${t('bo.to')}`}
            <input type="date" name="to" defaultValue={query.to} data-testid="list-to" />
          </label>
        </>
      )}
      <button type="submit" className="ops-btn" data-testid="list-apply">
        {t('bo.apply')}
      </button>
      <a className="ops-btn ops-btn--secondary" href={path}>
        {t('bo.reset')}
      </a>
    </form>
  )
}

type PageResult = { page?: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean }

/** Previous / "page n of m" / next under a paged admin list; `link(-1)` and `link(1)` are the neighbours' URLs. */
export function AdminPagination({ t, result, link }: { t: Translate; result: PageResult; link: (step: -1 | 1) => string }) {
  return (
    <nav aria-label={t('pagination')} className="mm-pagination">
      {result.hasPrevPage && <a href={link(-1)}>{t('previous')}</a>}
      <span>{t('pageOf', { page: result.page ?? 1, pages: result.totalPages || 1 })}</span>
      {result.hasNextPage && <a href={link(1)}>{t('next')}</a>}
    </nav>
  )
}
