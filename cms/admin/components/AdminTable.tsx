import React from 'react'

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
}

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
}

/** The admin's one table: `mm-table`, a header row of `scope="col"` cells, one row per item. */
export function AdminTable<Row>({ columns, rows, rowKey, rowProps, caption, testId, empty }: AdminTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <p>{empty}</p>
  return (
    <table className="mm-table" data-testid={testId}>
      {caption && <caption className="mm-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.header}
            </th>
          ))}
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
