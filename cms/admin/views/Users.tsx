import type { Where } from 'payload'

import type { User } from '../../payload-types'
import { inGroup, roleName, ROLES } from '../../access/roles'
import { ActionButton } from '../components/ActionButton'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { adminT, adminTexts } from '../i18n/texts'
import { isErased } from '@core/domain/erasure'
import { EraseAccount } from './client/EraseAccount'
import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { USER_KYC_STATUS } from '../i18n/labels'
import { platformTimeZone } from '../data/clock'
import { type BuyerExposure, loadBuyerExposure } from '../data/bid-exposure'
import { formatDateTime, formatEuro } from '../i18n/translate'

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

/** A buyer's bidding limit cell: limit · exposure · remaining, or the exposure alone without a limit. */
const limitText = (t: ReturnType<typeof adminT>, row: BuyerExposure | undefined, language: string) =>
  !row
    ? '—'
    : row.limit === null
      ? `${t('bidLimitNone')} · ${formatEuro(row.exposure, language)}`
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
            <li key={order.id}>{`${formatDateTime(order.createdAt, language, timeZone)} · ${order.payment_reference} · ${order.status} · ${formatEuro(Number(order.total), language)}`}</li>
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
  const q = first(searchParams?.q).trim().slice(0, 100)
  const role = ROLE_FILTERS.find((r) => r === first(searchParams?.role)) ?? ''
  const page = Math.max(1, Number.parseInt(first(searchParams?.page), 10) || 1)
  const activityOf = first(searchParams?.activity)
  const isAdmin = inGroup('admin', req.user)
  const timeZone = await platformTimeZone(req.payload)

  const filters: Where[] = []
  if (q) filters.push({ or: [{ email: { like: q } }, { name: { like: q } }] })
  if (role === 'none') filters.push({ roles: { exists: false } })
  else if (role) filters.push({ roles: { in: [role] } })
  const result = await req.payload.find({
    collection: 'users',
    where: filters.length ? { and: filters } : undefined,
    sort: 'email',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    overrideAccess: false,
    user: req.user,
  })
  const exposure = await loadBuyerExposure(req, result.docs as UserRow[])
  const link = (overrides: Record<string, string | number>) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(role ? { role } : {}), page: String(page) })
    for (const [name, value] of Object.entries(overrides)) query.set(name, String(value))
    return `${adminRoute}/users?${query}`
  }

  return (
    <div className="mm-users">
      <form className="mm-filters" method="get" role="search">
        <label>
          {t('searchUsers')}
          <input defaultValue={q} maxLength={100} name="q" type="search" />
        </label>
        <label>
          {t('role')}
          <select defaultValue={role} name="role">
            <option value="">{t('allRoles')}</option>
            {ROLE_FILTERS.map((r) => (
              <option key={r} value={r}>
                {r === 'none' ? t('noStaffRole') : roleName(r, language)}
              </option>
            ))}
          </select>
        </label>
        <button className="btn btn--style-secondary btn--size-small" type="submit">{t('search')}</button>
      </form>
      <p>{t('resultCount', { count: result.totalDocs })}</p>
      <AdminTable
        caption={t('navUsers')}
        columns={[
          {
            header: t('email'),
            rowHeader: true,
            cell: (user) => (
              <>
                {user.email}
                {user.name ? <span className="mm-muted"> · {user.name}</span> : null}
              </>
            ),
          },
          { header: t('roles'), cell: (user) => (user.roles?.length ? user.roles.map((r) => roleName(r, language)).join(', ') : t('noStaffRole')) },
          { header: t('emailConfirmed'), cell: (user) => (user.email_confirmed_at ? formatDateTime(user.email_confirmed_at, language, timeZone) : t('no')) },
          { header: t('kycStatus'), cell: (user) => (user.kyc_status ? t(USER_KYC_STATUS[user.kyc_status]) : t('kycNone')) },
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
      <AdminPagination link={(step) => link({ page: page + step })} result={result} t={t} />
      {activityOf && <Activity {...props} userId={activityOf} />}
    </div>
  )
}

export const UsersView = adminScreen('users', 'navUsers', UsersContent)
