import type { AdminViewServerProps, Where } from 'payload'
import React from 'react'

import { CATEGORIES, CATEGORY_LABELS } from '@core/domain/catalog'
import { LISTING_STATUSES } from '@core/domain/statuses'
import { ActionButton } from '../components/ActionButton'
import { AdminTable } from '../components/AdminTable'
import { LISTING_STATUS } from '../i18n/labels'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

const param = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '')

/** /admin/listings: every listing with search, status and category filters. */
export const ListingsView = async (props: AdminViewServerProps) => {
  const { req, t, date, lang } = await viewContext(props)
  if (!(await gateSection(props, 'listings'))) return <Forbidden props={props} t={t} />
  const q = param(props.searchParams?.q)
  const status = param(props.searchParams?.status)
  const category = param(props.searchParams?.category)
  const and: Where[] = []
  if (q) and.push({ or: [{ title: { like: q } }, { brand: { like: q } }, { model: { like: q } }] })
  if ((LISTING_STATUSES as readonly string[]).includes(status)) and.push({ status: { equals: status } })
  if ((CATEGORIES as readonly string[]).includes(category)) and.push({ category: { equals: category } })
  const listings = await req.payload.find({ collection: 'listings', where: { and }, sort: '-updatedAt', depth: 0, limit: 100, req, overrideAccess: false })
  const ids = listings.docs.map((listing) => listing.id)
  const [photos, auctions] = await Promise.all([
    req.payload.find({ collection: 'media', where: { listing: { in: ids }, kind: { equals: 'image' } }, depth: 0, limit: 2000, pagination: false, select: { listing: true }, req, overrideAccess: false }),
    req.payload.find({ collection: 'auctions', where: { listing: { in: ids }, status: { in: ['LIVE', 'ENDED'] } }, depth: 0, limit: 2000, pagination: false, select: { listing: true }, req, overrideAccess: false }),
  ])
  const count = (docs: Array<{ listing?: unknown }>, id: number) => docs.filter((doc) => Number(doc.listing) === id).length
  const prefix = lang === 'de' ? '/de' : ''

  return (
    <OpsPage props={props} title={t('listings.title')}>
      <div className="ops__bar">
        <a className="ops-btn" href="/admin/listings/new">
          {t('listings.new')}
        </a>
      </div>
      <form className="ops__bar" method="get" role="search" aria-label={t('common.filter')}>
        <label>
          {t('common.search')}
          <input name="q" defaultValue={q} placeholder={t('listings.search')} />
        </label>
        <label>
          {t('common.status')}
          <select name="status" defaultValue={status}>
            <option value="">{t('common.all')}</option>
            {LISTING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(LISTING_STATUS[value])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('listings.category')}
          <select name="category" defaultValue={category}>
            <option value="">{t('common.all')}</option>
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value][lang]}
              </option>
            ))}
          </select>
        </label>
        <button className="ops-btn ops-btn--secondary" type="submit">
          {t('common.filter')}
        </button>
      </form>
      <AdminTable
        columns={[
          { header: t('listingForm.titleField'), cell: (listing) => <a href={`/admin/collections/listings/${listing.id}`}>{listing.title}</a> },
          {
            header: t('listings.machine'),
            cell: (listing) => (
              <>
                {listing.brand} {listing.model} · {listing.year} · {listing.hours} h
              </>
            ),
          },
          {
            header: t('listings.location'),
            cell: (listing) => (
              <>
                {listing.location_city}, {listing.location_country}
              </>
            ),
          },
          { header: t('listings.photos'), cell: (listing) => count(photos.docs, listing.id) },
          { header: t('common.status'), cell: (listing) => <span className="ops-badge">{t(LISTING_STATUS[listing.status])}</span> },
          { header: t('listings.updated'), cell: (listing) => date(listing.updatedAt) },
          {
            header: t('common.actions'),
            cell: (listing) => (
              <div className="ops-inline">
                <a className="ops-btn ops-btn--secondary" href={`/admin/collections/listings/${listing.id}`}>
                  {t('common.edit')}
                  <span className="mm-visually-hidden">: {listing.title}</span>
                </a>
                {listing.status === 'live' && count(auctions.docs, listing.id) > 0 && (
                  <a className="ops-btn ops-btn--secondary" href={`${prefix}/auctions/${listing.slug}`}>
                    {t('common.viewOnSite')}
                    <span className="mm-visually-hidden">: {listing.title}</span>
                  </a>
                )}
                {listing.status === 'draft' && (
                  <ActionButton action={`/api/ops/listings/${listing.id}/status`} body={{ status: 'live' }} label={t('listings.publish')} done={t('common.done')} fallback={t('common.error')} />
                )}
                {listing.status === 'live' && (
                  <ActionButton action={`/api/ops/listings/${listing.id}/status`} body={{ status: 'draft' }} label={t('listings.unpublish')} done={t('common.done')} fallback={t('common.error')} />
                )}
              </div>
            ),
          },
        ]}
        empty={t('listings.empty')}
        rowKey={(listing) => listing.id}
        rows={listings.docs}
        testId="listings-table"
      />
    </OpsPage>
  )
}
