import type { Where } from 'payload'

import { EMAIL_TEMPLATES } from '@core/email/templates'
import { ActionButton } from '../components/ActionButton'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { adminT } from '../i18n/texts'
import { adminScreen, type ScreenProps } from '../components/AdminScreen'
import { EMAIL_STATUS } from '../i18n/labels'
import { platformTimeZone } from '../data/clock'
import { formatDateTime } from '../i18n/translate'

const PAGE_SIZE = 25
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

async function EmailDetail({ initPageResult, adminRoute, language, id }: ScreenProps & { id: string }) {
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  const timeZone = await platformTimeZone(req.payload)
  const log = await req.payload
    .findByID({ collection: 'email-logs', id, depth: 0, overrideAccess: false, user: req.user })
    .catch(() => null)
  if (!log) return <p role="alert">{t('emailNotFound')}</p>
  return (
    <section aria-labelledby="mm-email-detail" className="mm-panel mm-email">
      <h2 id="mm-email-detail">{log.subject || t('noSubject')}</h2>
      <dl className="mm-facts">
        <dt>{t('recipient')}</dt>
        <dd>{log.to}</dd>
        <dt>{t('template')}</dt>
        <dd>{log.template ?? '—'}</dd>
        <dt>{t('language')}</dt>
        <dd>{log.language ?? '—'}</dd>
        <dt>{t('status')}</dt>
        <dd>{t(EMAIL_STATUS[log.status])}{log.error ? ` (${log.error})` : ''}</dd>
        <dt>{t('time')}</dt>
        <dd>{formatDateTime(log.createdAt, language, timeZone)}</dd>
      </dl>
      <ActionButton
        action={`/api/email-logs/${log.id}/resend`}
        done={t('resent')}
        fallback={t('failed')}
        label={t('resend')}
        method="POST"
        pendingLabel={t('sending')}
        variant="primary"
      />
      <h3>{t('renderedMessage')}</h3>
      {log.html ? (
        // The stored HTML is shown in a sandbox without scripts, forms or same-origin access.
        <iframe className="mm-email__frame" sandbox="" srcDoc={log.html} title={t('renderedMessage')} />
      ) : (
        <pre className="mm-email__text">{log.text ?? ''}</pre>
      )}
      <p>
        <a href={`${adminRoute}/emails`}>{t('backToList')}</a>
      </p>
    </section>
  )
}

async function EmailsContent(props: ScreenProps) {
  const { initPageResult, searchParams, adminRoute, language } = props
  const { req } = initPageResult
  const t = adminT(req.i18n.language)
  const id = first(searchParams?.id)
  if (id) return <EmailDetail {...props} id={id} />
  const timeZone = await platformTimeZone(req.payload)
  const q = first(searchParams?.q).trim().slice(0, 100)
  const status = ['sent', 'failed'].find((s) => s === first(searchParams?.status)) ?? ''
  const template = first(searchParams?.template).slice(0, 60)
  const page = Math.max(1, Number.parseInt(first(searchParams?.page), 10) || 1)
  const filters: Where[] = []
  if (q) filters.push({ to: { like: q } })
  if (status) filters.push({ status: { equals: status } })
  if (template) filters.push({ template: { equals: template } })
  const result = await req.payload.find({
    collection: 'email-logs',
    where: filters.length ? { and: filters } : undefined,
    sort: '-createdAt',
    limit: PAGE_SIZE,
    page,
    depth: 0,
    select: { to: true, subject: true, template: true, language: true, status: true, createdAt: true },
    overrideAccess: false,
    user: req.user,
  })
  const link = (overrides: Record<string, string | number>) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(status ? { status } : {}), ...(template ? { template } : {}), page: String(page) })
    for (const [name, value] of Object.entries(overrides)) query.set(name, String(value))
    return `${adminRoute}/emails?${query}`
  }
  return (
    <div className="mm-emails">
      <p>
        <a href={`${adminRoute}/emails/test`}>{t('navEmailsTest')}</a>
      </p>
      <form className="mm-filters" method="get" role="search">
        <label>
          {t('recipient')}
          <input defaultValue={q} maxLength={100} name="q" type="search" />
        </label>
        <label>
          {t('template')}
          <select defaultValue={template} name="template">
            <option value="">{t('allTemplates')}</option>
            {[...EMAIL_TEMPLATES, 'payload'].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('status')}
          <select defaultValue={status} name="status">
            <option value="">{t('allStatuses')}</option>
            <option value="sent">{t('email_sent')}</option>
            <option value="failed">{t('email_failed')}</option>
          </select>
        </label>
        <button className="btn btn--style-secondary btn--size-small" type="submit">{t('search')}</button>
      </form>
      <p>{t('resultCount', { count: result.totalDocs })}</p>
      <AdminTable
        caption={t('navEmails')}
        columns={[
          { header: t('time'), cell: (log) => formatDateTime(log.createdAt, language, timeZone) },
          { header: t('recipient'), cell: (log) => log.to, rowHeader: true },
          { header: t('template'), cell: (log) => log.template ?? '—' },
          { header: t('language'), cell: (log) => log.language ?? '—' },
          { header: t('status'), cell: (log) => t(EMAIL_STATUS[log.status]) },
          { header: t('subject'), cell: (log) => <a href={link({ id: String(log.id) })}>{log.subject || t('noSubject')}</a> },
        ]}
        rowKey={(log) => log.id}
        rows={result.docs}
      />
      <AdminPagination link={(step) => link({ page: page + step })} result={result} t={t} />
    </div>
  )
}

export const EmailsView = adminScreen('emails', 'navEmails', EmailsContent)
