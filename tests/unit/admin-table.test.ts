import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AdminPagination, AdminTable, type AdminColumn } from '../../cms/admin/components/AdminTable'
import { adminT } from '../../cms/admin/i18n/texts'

type Row = { id: number; email: string; blocked: boolean }
const columns: AdminColumn<Row>[] = [
  { header: 'Email', cell: (row) => row.email, rowHeader: true },
  { header: 'Status', cell: (row) => (row.blocked ? 'blocked' : 'active'), testId: 'status-cell', className: 'mm-actions' },
]
const html = (props: Partial<Parameters<typeof AdminTable<Row>>[0]>) =>
  renderToStaticMarkup(createElement(AdminTable<Row>, { columns, rows: [], rowKey: (row: Row) => row.id, ...props }))

describe('AdminTable (the admin views\' one table)', () => {
  it('draws the mm-table with column heads, a row header and the cells, as the views wrote it by hand', () => {
    const out = html({
      rows: [{ id: 1, email: 'a@example.com', blocked: true }],
      caption: 'Users',
      testId: 'users-table',
      rowProps: (row) => ({ 'data-email': row.email }),
    })
    expect(out).toBe(
      '<table class="mm-table" data-testid="users-table"><caption class="mm-visually-hidden">Users</caption>' +
        '<thead><tr><th scope="col">Email</th><th scope="col">Status</th></tr></thead>' +
        '<tbody><tr data-email="a@example.com"><th scope="row">a@example.com</th><td class="mm-actions" data-testid="status-cell">blocked</td></tr></tbody></table>',
    )
  })

  it('shows the empty text instead of a table when given one, else an empty table', () => {
    expect(html({ empty: 'No users.' })).toBe('<p>No users.</p>')
    expect(html({})).toBe('<table class="mm-table"><thead><tr><th scope="col">Email</th><th scope="col">Status</th></tr></thead><tbody></tbody></table>')
  })

  it('pagination links only to pages that exist', () => {
    const t = adminT('en')
    const out = renderToStaticMarkup(
      createElement(AdminPagination, { t, result: { page: 1, totalPages: 2, hasPrevPage: false, hasNextPage: true }, link: (step: number) => `?page=${1 + step}` }),
    )
    expect(out).toContain('href="?page=2"')
    expect(out).not.toContain('href="?page=0"')
    expect(out).toContain('class="mm-pagination"')
  })
})
