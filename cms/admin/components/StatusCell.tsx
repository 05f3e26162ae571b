import React from 'react'
import type { Payload } from 'payload'

import { adminT } from '../i18n/texts'
import { adminLanguage } from '../i18n/translate'
import { Status, isStatus, type StatusKind } from './StatusChip'

type CellProps = {
  cellData?: unknown
  payload: Payload
  i18n?: { language?: string }
  link?: boolean
  linkURL?: string
  collectionSlug?: string
  rowData?: { id?: number | string }
}

/**
 * A status in Payload's own list views as THE admin status chip (translated, capitalised, the
 * same tone as on our screens) instead of the select option's plain text. One named cell per
 * kind, set on the collections' status fields (admin.components.Cell).
 */
const cell = (kind: StatusKind) => {
  const StatusCell = ({ cellData, payload, i18n, link, linkURL, collectionSlug, rowData }: CellProps) => {
    if (!isStatus(kind, cellData)) return cellData ? <span>{String(cellData)}</span> : null
    const language = adminLanguage(i18n?.language)
    const chip = <Status kind={kind} status={cellData} t={adminT(language)} language={language} />
    if (!link || rowData?.id === undefined) return chip
    return <a href={linkURL ?? `${payload.config.routes.admin}/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`}>{chip}</a>
  }
  return StatusCell
}

export const KycStatusCell = cell('kyc')
export const UserKycStatusCell = cell('userKyc')
export const OrderStatusCell = cell('order')
export const AuctionStatusCell = cell('auction')
export const ListingStatusCell = cell('listing')
