import type { AdminViewServerProps } from 'payload'
import React from 'react'
import { Status } from '../components/StatusChip'

import { CATEGORIES, CATEGORY_LABELS } from '@core/domain/catalog'
import { LISTING_STATUSES } from '@core/domain/statuses'
import { ActionButton } from '../components/ActionButton'
import { AdminPagination, AdminTable } from '../components/AdminTable'
import { listHref, listSort, listWhere, readListQuery, type ListSpec } from '../data/list-query'
import { LISTING_STATUS } from '../i18n/labels'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/listings: every listing with search, status and category filters, an updated-date range and sorting (in the URL). */
export const ListingsView = async (props: AdminViewServerProps) => {
  const { req, t, date, lang, clock } = await viewContext(props)
  if (!(await gateSection(props, 'listings'))) return <Forbidden props={props} t={t} />
  const spec: ListSpec = {
    search: ['title', 'brand', 'model'],
    filters: [
      { name: 'status', field: 'status', label: t('common.status'), allLabel: t('common.all'), options: LISTING_STATUSES.map((value) => ({ value, label: t(LISTING_STATUS[value]) })) },
      { name: 'category', field: 'category', label: t('listings.category'), allLabel: t('common.all'), options: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value][lang] })) },
    ],
    date: { field: 'updatedAt', label: t('listings.updated') },
    sorts: { updated: 'updatedAt', title: 'title', year: 'year', hours: 'hours' },
    defaultSort: '-updated',
  }
  const query = readListQuery(props.searchParams as Record<string, string>, spec)
  const list = { path: '/admin/listings', query, spec, t }
  const listings = await req.payload.find({ collection: 'listings', where: listWhere(query, spec, [], clock.timeZone), sort: listSort(query, spec), depth: 0, limit: 50, page: query.page, req, overrideAccess: false })
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
      <AdminTable
        list={list}
        columns={[
          { header: t('listingForm.titleField'), sortKey: 'title', cell: (listing) => <a href={`/admin/collections/listings/${listing.id}`}>{listing.title}</a> },
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
          { header: t('common.status'), cell: (listing) => <Status kind="listing" status={listing.status} t={t} /> },
          { header: t('listings.updated'), sortKey: 'updated', cell: (listing) => date(listing.updatedAt) },
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
      <AdminPagination t={t} result={listings} link={(step) => listHref(list.path, query, { page: (listings.page ?? 1) + step })} />
    </OpsPage>
  )
}
