import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { DUTY_MESSAGES, kycApprovalRefusal, roleChange, staffGrantRefusal, type DutyRefusalCode } from '@core/domain/duties'
import { refId } from '@core/domain/kyc-review'

/**
 * Separation of duties at the Payload doors (REST, GraphQL, the admin's forms and
 * our own Local API calls alike): the rule is core/domain/duties.ts. Refusals are 403 with the
 * rule's message in the admin's language and its code in `data.code`; nothing is written.
 */
const language = (req: PayloadRequest): 'en' | 'de' => (req.i18n?.language === 'de' ? 'de' : 'en')

export class DutyError extends APIError {
  constructor(req: PayloadRequest, readonly code: DutyRefusalCode) {
    super(DUTY_MESSAGES[code][language(req)], 403, { code }, true)
  }
}

/** Does this account have a bid on a LIVE auction? */
export const hasLiveBids = async (req: PayloadRequest, userId: number | string): Promise<boolean> => {
  const { totalDocs } = await req.payload.count({
    collection: 'bids',
    where: { and: [{ bidder: { equals: userId } }, { 'auction.status': { equals: 'LIVE' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * users: granting a staff role to an account with live bids or an approved KYC record is refused,
 * whoever grants it through whichever door (REST, GraphQL, the admin). Server code without a
 * signed-in user (the seed, migrations, test set-up) is not an actor and passes, as for the KYC
 * self-decision rule; such an account still cannot bid (the bid check reads its roles).
 */
export const refuseStaffGrant: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !Array.isArray(data.roles)) return data
  if (!req.user || req.user.collection !== 'users') return data
  const rolesBefore = (originalDoc.roles ?? []) as string[]
  const rolesAfter = data.roles as string[]
  // Only a grant needs the database: a removal or an unchanged list passes without a query.
  if (roleChange(rolesBefore, rolesAfter).granted.length === 0) return data
  const refusal = staffGrantRefusal({
    rolesBefore,
    rolesAfter,
    hasLiveBids: await hasLiveBids(req, originalDoc.id),
    kycStatus: originalDoc.kyc_status as string | null | undefined,
  })
  if (refusal) throw new DutyError(req, refusal)
  return data
}

/** kyc: approving the record of an account that holds a staff role is refused (on create too). */
export const refuseStaffApproval: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const statusBefore = operation === 'create' ? null : ((originalDoc?.status ?? null) as string | null)
  const statusAfter = (data.status ?? statusBefore) as string | null
  if (statusAfter !== 'approved' || statusBefore === 'approved') return data
  const ownerId = refId(data.user) ?? refId(originalDoc?.user)
  if (ownerId === null) return data
  const owner = await req.payload.findByID({ collection: 'users', id: ownerId, depth: 0, overrideAccess: true, disableErrors: true, req })
  const refusal = kycApprovalRefusal({ ownerRoles: (owner?.roles ?? []) as string[], statusBefore, statusAfter })
  if (refusal) throw new DutyError(req, refusal)
  return data
}
