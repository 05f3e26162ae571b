import React from 'react'

import type { Auction, Kyc, Listing, Order } from '../../payload-types'

/**
 * THE status chip of the admin: one look for every stored status (KYC, orders, auctions,
 * listings), a translated label passed in by the screen (`t(KYC_STATUS[record.status])`) and a
 * tone whose text and background pass WCAG AA contrast (4.5:1) in the light and the dark theme
 * alike (fixed colours, not theme variables; see `.mm-chip--*` in admin.scss). Server- and
 * client-safe (no hooks).
 */
export type ChipTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger'

/** The tone of each stored status, keyed by the collections' status unions (a new status fails the type check here). */
export const STATUS_TONE = {
  kyc: { pending_review: 'info', info_requested: 'warning', approved: 'success', rejected: 'danger' } satisfies Record<Kyc['status'], ChipTone>,
  order: { awaiting_payment: 'warning', paid: 'success', picked_up: 'neutral', cancelled: 'danger' } satisfies Record<NonNullable<Order['status']>, ChipTone>,
  auction: { SCHEDULED: 'info', LIVE: 'success', ENDED: 'neutral', CANCELLED: 'danger' } satisfies Record<Auction['status'], ChipTone>,
  listing: { draft: 'neutral', live: 'success', sold: 'info', withdrawn: 'danger' } satisfies Record<Listing['status'], ChipTone>,
} as const

export const StatusChip = ({ label, tone = 'neutral', testId }: { label: string; tone?: ChipTone; testId?: string }) => (
  <span className={`mm-chip mm-chip--${tone}`} data-testid={testId ?? 'status-chip'} data-tone={tone}>
    {label}
  </span>
)
