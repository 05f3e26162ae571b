import type { User } from '../../payload-types'
import { inGroup, roleName, ROLES } from '../../access/roles'
import { ActionButton } from '../components/ActionButton'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { Status } from '../components/StatusChip'
import { adminT, adminTexts } from '../i18n/texts'
import { isErased } from '@core/domain/erasure'
import { EraseAccount } from './client/EraseAccount'
import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { USER_KYC_STATUS } from '../i18n/labels'
import { platformTimeZone } from '../data/clock'
import { type BuyerExposure, loadBuyerExposure } from '../data/bid-exposure'
import { formatDateTime, formatEuro } from '../i18n/translate'
import { listHref, listSort, listWhere, readListQuery, type ListSpec } from '../data/list-query'

const PAGE_SIZE = 25
const ROLE_FILTERS = [...ROLES, 'none'] as const

type UserRow = {
  id: number | string
  email: string
  name?: string | null
  roles?: string[] | null
  email_confirmed_at?: string | null
  kyc_status?: User['kyc_status']
  blocked?: boolean | null
  bid_limit_eur?: number | null
  createdAt?: string
}

/**
 * A buyer's bidding limit cell, every number named: "Limit … · exposure … · remaining …", or
 * "Bidding limit: none" and "Exposure (open bids): …" without a limit.
 */
const limitText = (t: ReturnType<typeof adminT>, row: BuyerExposure | undefined, language: string) =>
  !row
    ? '—'
    : row.limit === null
      ? `${t('bo.noLimit')} · ${t('bo.exposure', { amount: formatEuro(row.exposure, language) })}`
      : t('bidLimitCell', { limit: formatEuro(row.limit, language), exposure: formatEuro(row.exposure, language), remaining: formatEuro(row.remaining ?? 0, language) })


const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/** Everything one user did recently: bids, orders and audit entries, each read as the signed-in staff member. */
async function Activity({ initPageResult, language, userId }: ScreenProps & { userId: string }) {
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  const asStaff = { overrideAccess: false, user: req.user, depth: 0 } as const
  const timeZone = await platformTimeZone(req.payload)
  const subject = await req.payload.findByID({ collection: 'users', id: userId, ...asStaff }).catch(() => null)
  if (!subject) return <p role="alert">{t('userNotFound')}</p>
  const limit = (await loadBuyerExposure(req, [subject])).get(String(subject.id))
  const isAdmin = inGroup('admin', req.user)
  const [bids, orders, audit] = await Promise.all([
    req.payload.find({ collection: 'bids', where: { bidder: { equals: subject.id } }, sort: '-createdAt', limit: 10, ...asStaff }).catch(() => null),
    req.payload.find({ collection: 'orders', where: { buyer: { equals: subject.id } }, sort: '-createdAt', limit: 10, ...asStaff }).catch(() => null),
    isAdmin
      ? req.payload.find({
          collection: 'audit-logs',
          where: { or: [{ actor: { equals: subject.id } }, { and: [{ target_collection: { equals: 'users' } }, { target_id: { equals: String(subject.id) } }] }] },
          sort: '-createdAt',
          limit: 10,
          ...asStaff,
        }).catch(() => null)
      : null,
  ])
  return (
    <section aria-labelledby="mm-activity" className="mm-panel">
      <h2 id="mm-activity">{`${t('activityOf')} ${subject.email}`}</h2>
      <dl className="mm-facts">
        <dt>{t('registered')}</dt>
        <dd>{formatDateTime(subject.createdAt, language, timeZone)}</dd>
        <dt>{t('lastChange')}</dt>
        <dd>{formatDateTime(subject.updatedAt, language, timeZone)}</dd>
        <dt>{t('bidLimit')}</dt>
        <dd data-testid="user-bid-limit">{limit?.limit == null ? t('bidLimitNone') : formatEuro(limit.limit, language)}</dd>
        <dt>{t('bidExposure')}</dt>
        <dd data-testid="user-bid-exposure">{formatEuro(limit?.exposure ?? 0, language)}</dd>
        {limit?.remaining != null && (
          <>
            <dt>{t('bidLimitRemaining')}</dt>
            <dd data-testid="user-bid-remaining">{formatEuro(limit.remaining, language)}</dd>
          </>
        )}
      </dl>
      <h3>{t('recentBids')}</h3>
      {bids?.docs.length ? (
        <ul>
          {bids.docs.map((bid) => (
            <li key={bid.id}>{`${formatDateTime(bid.createdAt, language, timeZone)} · ${t('auction')} #${String(typeof bid.auction === 'object' ? bid.auction.id : bid.auction)} · ${formatEuro(Number(bid.amount), language)}`}</li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      <h3>{t('recentOrders')}</h3>
      {orders?.docs.length ? (
        <ul>
          {orders.docs.map((order) => (
            <li key={order.id}>
              {`${formatDateTime(order.createdAt, language, timeZone)} · ${order.payment_reference} · `}
              <Status kind="order" status={order.status ?? 'awaiting_payment'} t={t} />
              {` · ${formatEuro(Number(order.total), language)}`}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      {audit && (
        <>
          <h3>{t('auditEntries')}</h3>
          {audit.docs.length ? (
            <ul>
              {audit.docs.map((entry) => (
                <li key={entry.id}>{`${formatDateTime(entry.createdAt, language, timeZone)} · ${entry.action} ${entry.target_collection} #${entry.target_id}${entry.changed_fields?.length ? ` (${entry.changed_fields.join(', ')})` : ''}`}</li>
              ))}
            </ul>
          ) : (
            <p>{t('none')}</p>
          )}
        </>
      )}
      {isAdmin && String(subject.id) !== String(req.user?.id) && (
        <section aria-labelledby="mm-erase" className="mm-erase">
          <h3 id="mm-erase">{t('erase.section')}</h3>
          {isErased(subject.email) ? (
            <p>{t('erase.erased')}</p>
          ) : subject.roles?.length ? (
            <p>{t('erase.staff')}</p>
          ) : (
            <>
              <p>{t('erase.intro')}</p>
              <EraseAccount id={subject.id} account={subject.email} texts={adminTexts(req.i18n.language)} />
            </>
          )}
        </section>
      )}
    </section>
  )
}

async function UsersContent(props: ScreenProps) {
  const { initPageResult, searchParams, adminRoute, language } = props
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  const activityOf = first(searchParams?.activity)
  const isAdmin = inGroup('admin', req.user)
  const timeZone = await platformTimeZone(req.payload)
  const spec: ListSpec = {
    search: ['email', 'name'],
    filters: [
      {
        name: 'role',
        field: 'roles',
        label: t('bo.role'),
        allLabel: t('bo.anyRole'),
        options: ROLE_FILTERS.map((r) => ({ value: r, label: r === 'none' ? t('bo.noRole') : roleName(r, language) })),
        where: (value) => (value === 'none' ? { roles: { exists: false } } : { roles: { in: [value] } }),
      },
      {
        name: 'kyc',
        field: 'kyc_status',
        label: t('bo.kycStatus'),
        allLabel: t('common.all'),
        options: [...(Object.keys(USER_KYC_STATUS) as (keyof typeof USER_KYC_STATUS)[]).map((value) => ({ value, label: t(USER_KYC_STATUS[value]) })), { value: 'none', label: t('kycNone') }],
        where: (value) => (value === 'none' ? { kyc_status: { exists: false } } : { kyc_status: { equals: value } }),
      },
    ],
    date: { field: 'createdAt', label: t('bo.signedUp') },
    sorts: { email: 'email', signedUp: 'createdAt', kyc: 'kyc_status' },
    defaultSort: 'email',
  }
  const query = readListQuery(searchParams as Record<string, string>, spec)
  const list = { path: `${adminRoute}/users`, query, spec, t }
  const result = await req.payload.find({
    collection: 'users',
    where: listWhere(query, spec, [], timeZone),
    sort: listSort(query, spec),
    limit: PAGE_SIZE,
    page: query.page,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const exposure = await loadBuyerExposure(req, result.docs as UserRow[])
  const link = (overrides: Record<string, string | number>) => listHref(list.path, query, {}, Object.fromEntries(Object.entries(overrides).map(([name, value]) => [name, String(value)])))

  return (
    <div className="mm-users">
      <p>{t('resultCount', { count: result.totalDocs })}</p>
      <AdminTable
        list={list}
        caption={t('navUsers')}
        columns={[
          {
            header: t('email'),
            sortKey: 'email',
            rowHeader: true,
            cell: (user) => (
              <>
                {user.email}
                {user.name ? <span className="mm-muted"> · {user.name}</span> : null}
              </>
            ),
          },
          { header: t('bo.role'), cell: (user) => (user.roles?.length ? user.roles.map((role) => roleName(role, language)).join(', ') : t('bo.noRole')) },
          { header: t('bo.signedUp'), sortKey: 'signedUp', cell: (user) => formatDateTime(user.createdAt, language, timeZone) },
          { header: t('emailConfirmed'), cell: (user) => (user.email_confirmed_at ? formatDateTime(user.email_confirmed_at, language, timeZone) : t('no')) },
          { header: t('kycStatus'), sortKey: 'kyc', cell: (user) => (user.kyc_status ? <Status kind="userKyc" status={user.kyc_status} t={t} /> : t('kycNone')) },
          { header: t('status'), cell: (user) => (user.blocked ? <strong>{t('blocked')}</strong> : t('active')) },
          { header: t('bidLimit'), testId: 'bid-limit-cell', cell: (user) => limitText(t, exposure.get(String(user.id)), language) },
          {
            header: t('actions'),
            className: 'mm-actions',
            cell: (user) => (
              <>
                <a href={link({ activity: String(user.id) })}>{t('activity')}</a>
                {isAdmin && String(user.id) !== String(req.user?.id) && (
                  <ActionButton
                    action={`/api/users/${user.id}`}
                    body={{ blocked: !user.blocked }}
                    done={t('saved')}
                    fallback={t('failed')}
                    label={user.blocked ? t('unblock') : t('block')}
                    method="PATCH"
                    pendingLabel={t('saving')}
                  />
                )}
                {isAdmin && <a href={`${adminRoute}/collections/users/${user.id}`}>{t('editRoles')}</a>}
              </>
            ),
          },
        ]}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ 'data-email': user.email })}
        rows={result.docs as UserRow[]}
      />
      <AdminPagination link={(step) => listHref(list.path, query, { page: query.page + step })} result={result} t={t} />
      {activityOf && <Activity {...props} userId={activityOf} />}
    </div>
  )
}

export const UsersView = adminScreen('users', 'navUsers', UsersContent)
