import React from 'react'

import type { Auction, Kyc, Listing, Order, User } from '../../payload-types'
import { AUCTION_STATUS, KYC_STATUS, LISTING_STATUS, ORDER_STATUS, USER_KYC_STATUS } from '../i18n/labels'
import type { Translate } from '../i18n/translate'

/**
 * THE status chip of the admin: one look for every stored status (KYC, orders, auctions,
 * listings, a user's KYC status), in our screens and in Payload's own lists (StatusCell), with
 * the translated label of the status, capitalised, and a tone whose text and background pass
 * WCAG AA contrast (4.5:1) in the light and the dark theme alike (fixed colours, not theme
 * variables; see `.mm-chip--*` in admin.scss). Server- and client-safe (no hooks).
 */
export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/** The tone of each stored status, keyed by the collections' status unions (a new status fails the type check here). */
export const STATUS_TONE = {
  kyc: { pending_review: 'info', info_requested: 'warning', approved: 'success', rejected: 'danger' } satisfies Record<Kyc['status'], ChipTone>,
  userKyc: { pending_review: 'info', info_requested: 'warning', approved: 'success', rejected: 'danger' } satisfies Record<NonNullable<User['kyc_status']>, ChipTone>,
  order: { awaiting_payment: 'warning', paid: 'success', picked_up: 'neutral', cancelled: 'danger' } satisfies Record<NonNullable<Order['status']>, ChipTone>,
  auction: { SCHEDULED: 'info', LIVE: 'success', ENDED: 'neutral', CANCELLED: 'danger' } satisfies Record<Auction['status'], ChipTone>,
  listing: { draft: 'neutral', live: 'success', sold: 'info', withdrawn: 'danger' } satisfies Record<Listing['status'], ChipTone>,
} as const

/** The text of each status, per kind (the keys of cms/admin/i18n). */
export const STATUS_LABEL = { kyc: KYC_STATUS, userKyc: USER_KYC_STATUS, order: ORDER_STATUS, auction: AUCTION_STATUS, listing: LISTING_STATUS } as const

export type StatusKind = keyof typeof STATUS_TONE
export type StatusOf<K extends StatusKind> = keyof (typeof STATUS_TONE)[K] & string

/** A label as a chip shows it: its first letter upper-case ("bezahlt" → "Bezahlt"), the rest as written. */
export const capitalise = (label: string, language = 'en'): string => (label ? label.charAt(0).toLocaleUpperCase(language) + label.slice(1) : label)

/** Whether `status` is a known status of `kind` (a value Payload hands a cell is only a string). */
export const isStatus = <K extends StatusKind>(kind: K, status: unknown): status is StatusOf<K> => typeof status === 'string' && status in STATUS_TONE[kind]

/** The chip's translated, capitalised label of a status. */
export const statusLabel = <K extends StatusKind>(kind: K, status: StatusOf<K>, t: Translate, language = 'en'): string =>
  capitalise(t((STATUS_LABEL[kind] as Record<string, Parameters<Translate>[0]>)[status]), language)

export const StatusChip = ({ label, tone = 'neutral', testId }: { label: string; tone?: ChipTone; testId?: string }) => (
  <span className={`mm-chip mm-chip--${tone}`} data-testid={testId ?? 'status-chip'} data-tone={tone} data-status-chip="">
    {capitalise(label)}
  </span>
)

/** The chip of one stored status: `<Status kind="order" status={order.status} t={t} />`. */
export const Status = <K extends StatusKind>({ kind, status, t, language, testId }: { kind: K; status: StatusOf<K>; t: Translate; language?: string; testId?: string }) => (
  <StatusChip label={statusLabel(kind, status, t, language)} tone={(STATUS_TONE[kind] as Record<string, ChipTone>)[status]} testId={testId} />
)
