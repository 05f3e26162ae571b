import crypto from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type CollectionSlug, type PayloadRequest, type Where } from 'payload'
import { z } from 'zod'

import { erasedEmail, isErased } from '@core/domain/erasure'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

/** The admin types the account's email address to confirm (the dialog names the account). */
export const ZErase = z.object({ confirm_email: z.string().trim().min(1, 'Type the account\'s email address to confirm.').max(320) }).strict()


/** What the erasure did, for the screen and the audit log (counts only, no personal data). */
export type ErasureReport = {
  id: number
  deleted: Record<string, number>
  kept: { bids: number; orders: number; invoices: number; listings: number }
}

/**
 * GDPR erasure of one account (Art. 17), by an admin. In one transaction:
 *
 * - deleted: sessions, linked Google/Apple sign-ins, tokens; watchlist, reminders, saved searches,
 *   notifications, activity (sign-ins with IP and browser), support messages, leads and email
 *   logs to the address, the KYC record and its documents (files on disk too), admin preferences
 *   and document locks;
 * - anonymised: the user row stays, so bids, orders, invoices and listings keep a valid reference
 *   (no orphans): email `erased-<id>@erased.invalid`, no name, an unusable password, no roles,
 *   unconfirmed and blocked, so the account can never sign in again; the audit log keeps its
 *   entries but no longer the account's email or field values;
 * - kept as the law requires: bids (amounts, times), orders and invoices with their numbers and
 *   amounts. An invoice is kept ten years as issued (§147 AO, §14b UStG): its recipient (company,
 *   contact, address; VAT ID already on the invoice) is copied from the KYC record onto the invoice
 *   (`billed_to`) before the record goes, so the PDF still reads as issued.
 *
 * Refused: an unknown id (404), one's own account, a staff account (remove its roles first), an
 * account already erased (409), a confirmation that is not the account's email (400).
 */
export const eraseAccount = async (req: PayloadRequest, id: number, input: z.infer<typeof ZErase>): Promise<ErasureReport> => {
  const admin = requireRole(req, 'users')
  const { payload } = req
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  if (!user) throw new OpsError(404, 'not_found', 'This account does not exist.')
  if (isErased(user.email)) throw new OpsError(409, 'already_erased', 'This account has already been erased.')
  if (String(admin.id) === String(id)) throw new OpsError(409, 'own_account', 'You cannot erase your own account.')
  if (Array.isArray(user.roles) && user.roles.length > 0) throw new OpsError(409, 'staff_account', 'This is a staff account: remove its staff roles first.')
  const email = String(user.email)
  if (input.confirm_email.toLowerCase() !== email.toLowerCase()) {
    throw new OpsError(400, 'confirmation_mismatch', 'The email address you typed is not this account\'s.', 'confirm_email')
  }

  const shouldCommit = await initTransaction(req)
  const context = { skipAudit: true, erasure: true }
  const base = { req, overrideAccess: true, context } as const
  const deleted: Record<string, number> = {}
  const remove = async (collection: CollectionSlug, where: Where) => {
    const result = await payload.delete({ collection, where, ...base })
    deleted[collection] = (deleted[collection] ?? 0) + result.docs.length
    if (result.errors.length > 0) throw new Error(`erasure: could not delete from ${collection}: ${result.errors.map((e) => e.message).join('; ')}`)
  }
  try {
    // Invoices first: the recipient as issued, from the KYC record that is about to go.
    const kyc = (await payload.find({ collection: 'kyc', where: { user: { equals: id } }, depth: 0, limit: 1, ...base })).docs[0]
    const invoices = await payload.find({ collection: 'invoices', where: { buyer: { equals: id } }, depth: 0, pagination: false, ...base })
    for (const invoice of invoices.docs) {
      if (invoice.billed_to?.company || !kyc) continue
      const address = kyc.business_address
      await payload.update({
        collection: 'invoices',
        id: invoice.id,
        depth: 0,
        ...base,
        data: {
          billed_to: {
            company: kyc.company_name ?? null,
            contact: kyc.contact_person ?? null,
            street: address?.street ?? null,
            postal_code: address?.postal_code ?? null,
            city: address?.city ?? null,
            country: kyc.country ?? null,
          },
          buyer_vat_id: invoice.buyer_vat_id ?? kyc.vat_id ?? null,
        },
      })
    }

    await remove('kyc', { user: { equals: id } })
    // Deleting an upload deletes its file on disk too.
    await remove('kyc-documents', { owner: { equals: id } })
    for (const collection of ['watchlist', 'reminders', 'saved-searches', 'notifications', 'activity'] as const) await remove(collection, { user: { equals: id } })
    await remove('support-messages', { or: [{ user: { equals: id } }, { email: { equals: email } }] })
    await remove('leads', { email: { equals: email } })
    await remove('email-logs', { to: { equals: email } })
    await remove('payload-preferences', { 'user.value': { equals: id } })
    await remove('payload-locked-documents', { 'user.value': { equals: id } })

    // The audit trail stays, without the account's email and values.
    const audits = await payload.find({
      collection: 'audit-logs',
      where: { or: [{ actor: { equals: id } }, { and: [{ target_collection: { equals: 'users' } }, { target_id: { equals: String(id) } }] }, ...(kyc ? [{ and: [{ target_collection: { equals: 'kyc' } }, { target_id: { equals: String(kyc.id) } }] }] : [])] },
      depth: 0,
      pagination: false,
      ...base,
    })
    for (const entry of audits.docs) {
      const scrub = (value: string | null | undefined) => (typeof value === 'string' ? value.split(email).join(erasedEmail(id)) : null)
      await payload.update({
        collection: 'audit-logs',
        id: entry.id,
        depth: 0,
        data: { changes: null, actor_email: scrub(entry.actor_email), summary: scrub(entry.summary) },
        ...base,
      })
    }

    await payload.update({
      collection: 'users',
      id,
      data: {
        email: erasedEmail(id),
        name: null,
        password: crypto.randomBytes(32).toString('base64url'),
        roles: [],
        identities: [],
        email_confirmed_at: null,
        email_verification_hash: null,
        email_verification_expires_at: null,
        blocked: true,
        remind_watched: false,
        bid_limit_eur: null,
        kyc_status: null,
        sessions: [],
        resetPasswordToken: null,
        resetPasswordExpiration: null,
      } as never,
      depth: 0,
      ...base,
    })

    const [bids, orders, listings] = await Promise.all([
      payload.count({ collection: 'bids', where: { bidder: { equals: id } }, ...base }),
      payload.count({ collection: 'orders', where: { buyer: { equals: id } }, ...base }),
      payload.count({ collection: 'listings', where: { seller: { equals: id } }, ...base }),
    ])
    const report: ErasureReport = { id, deleted, kept: { bids: bids.totalDocs, orders: orders.totalDocs, invoices: invoices.docs.length, listings: listings.totalDocs } }
    await payload.create({
      collection: 'audit-logs',
      data: {
        actor: admin.id as number,
        actor_email: String((admin as { email?: string }).email ?? ''),
        action: 'update',
        target_collection: 'users',
        target_id: String(id),
        changed_fields: ['erased'],
        changes: { erased: { from: false, to: true }, deleted: { from: null, to: deleted }, kept: { from: null, to: report.kept } },
        summary: `${String((admin as { email?: string }).email)} erased account #${id} (GDPR)`,
      },
      ...base,
    })
    if (shouldCommit) await commitTransaction(req)
    return report
  } catch (err) {
    await killTransaction(req)
    throw err
  }
}
