import type { Access, FieldAccess, Where } from 'payload'

import { canSeePrices, type PriceViewer } from '@core/domain/price-visibility'
import { inGroup, type RoleGroup } from './roles'

export * from './roles'

export const anyone: Access = () => true
export const nobody: Access = () => false
export const authenticated: Access = ({ req: { user } }) => Boolean(user)

export const isAdmin: Access = ({ req: { user } }) => inGroup('admin', user)
export const isAdminOrEditor: Access = ({ req: { user } }) => inGroup('content', user)

/** Fields written only by server code (a hook with `overrideAccess`), never through any API. */
export const nobodyField: FieldAccess = () => false
export const isAdminField: FieldAccess = ({ req: { user } }) => inGroup('admin', user)
export const isAdminOrKycReviewerField: FieldAccess = ({ req: { user } }) => inGroup('verification', user)
/** Prices, bid amounts and auction times: only for those who may see prices (core/domain/price-visibility.ts). */
export const seesPricesField: FieldAccess = ({ req: { user } }) => canSeePrices(user as PriceViewer)
/** A user's own field: staff who read users (admins, KYC reviewers) and the user themself. */
export const ownOrVerificationField: FieldAccess = ({ req: { user }, doc, id }) =>
  Boolean(user && (inGroup('verification', user) || String(doc?.id ?? id) === String(user.id)))

/**
 * Documents owned through `field` (a relationship to users): staff in `staffGroup` (a group of the
 * role table, ./staff-permissions.ts) see all, a signed-in user only their own, a visitor nothing.
 */
export const ownedBy =
  (field: string, staffGroup: RoleGroup = 'admin'): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (inGroup(staffGroup, user)) return true
    return { [field]: { equals: user.id } } satisfies Where
  }

/** Users: admins and KYC reviewers see everyone, others only themselves. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (inGroup('verification', user)) return true
  return { id: { equals: user.id } }
}

/**
 * Changing a user: admins anyone, everyone else only themselves. KYC reviewers read users but do
 * not change them (the KYC decision reaches the user through the KYC record's hook).
 */
export const adminOrSelfUpdate: Access = ({ req: { user } }) => {
  if (!user) return false
  if (inGroup('admin', user)) return true
  return { id: { equals: user.id } }
}

/** Public content: staff who edit see drafts, everyone else only published documents. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (inGroup('content', user)) return true
  return { _status: { equals: 'published' } }
}

/** Editorial content (pages, FAQ): visitors read what is published, editors write, admins delete. */
export const editorialAccess = {
  read: publishedOrEditor,
  create: isAdminOrEditor,
  update: isAdminOrEditor,
  delete: isAdmin,
}

/**
 * The context the order's own actions pass to Payload (cms/ops/change-order-status.ts,
 * cms/ops/match-payments.ts): the orders collection lets an update through only with it.
 */
export const ORDER_ACTION = { orderAction: true } as const

/**
 * The context an auction's own actions pass to Payload (cms/ops/change-live-auction.ts: cancel with
 * a reason): the auctions collection lets a status or closing time change through only with it.
 */
export const AUCTION_ACTION = { auctionAction: true } as const

/**
 * Field access for what only a collection's own actions may write: an admin's call that carries the
 * action's context (ORDER_ACTION, AUCTION_ACTION); any other write leaves the field as it is.
 */
export const onlyByAction =
  (action: typeof ORDER_ACTION | typeof AUCTION_ACTION): FieldAccess =>
  ({ req }) =>
    inGroup('admin', req.user) && Object.keys(action).every((key) => req.context?.[key] === true)
