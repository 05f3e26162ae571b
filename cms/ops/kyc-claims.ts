import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-sqlite'

import { CLAIM_HELD_MESSAGE, claimBlocker, claimExpiry } from '@core/domain/kyc-desk'
import { clock } from '@core/time/format'
import { platformTimeZone } from '../admin/data/clock'
import { isOwnRecord, SELF_DECISION_MESSAGE } from '@core/domain/kyc-review'
import { OpsError } from './ops-error'
import { requireRole } from './require-role'

type Id = number | string

/**
 * The claim as ONE conditional write in the database: it takes the row only where nobody else
 * holds an unexpired claim, so of two reviewers claiming at the same moment exactly one wins,
 * whatever the interleaving of the two requests. True when `actor` now holds it (until `until`).
 */
const takeRow = async (payload: Payload, id: Id, actor: Id | null, until: string | null, now: string, release = false): Promise<boolean> => {
  const db = payload.db as unknown as {
    name: string
    drizzle?: { all: (query: unknown) => Promise<unknown[]> }
    collections?: Record<string, { updateOne: (filter: unknown, update: unknown) => Promise<{ modifiedCount?: number; matchedCount?: number }> }>
  }
  if (db.name === 'sqlite' && db.drizzle) {
    const rows = release
      ? await db.drizzle.all(sql`UPDATE kyc SET claimed_by_id = NULL, claimed_until = NULL WHERE id = ${id} AND claimed_by_id = ${actor} RETURNING id`)
      : await db.drizzle.all(
          sql`UPDATE kyc SET claimed_by_id = ${actor}, claimed_until = ${until} WHERE id = ${id} AND status = 'pending_review' AND (claimed_by_id IS NULL OR claimed_by_id = ${actor} OR claimed_until IS NULL OR claimed_until <= ${now}) RETURNING id`,
        )
    return rows.length > 0
  }
  const kyc = db.collections?.kyc
  if (!kyc) throw new Error(`No KYC claim for the "${db.name}" database adapter.`)
  const result = release
    ? await kyc.updateOne({ _id: id, claimed_by: actor }, { $set: { claimed_by: null, claimed_until: null } })
    : await kyc.updateOne(
        { _id: id, status: 'pending_review', $or: [{ claimed_by: null }, { claimed_by: actor }, { claimed_until: null }, { claimed_until: { $lte: new Date(now) } }] },
        { $set: { claimed_by: actor, claimed_until: until ? new Date(until) : null } },
      )
  return (result.matchedCount ?? 0) > 0
}

/** Who holds the application and until when, in words for the refusal ("anna@… (until 25.11.2026, 15:45 MEZ)"). */
const heldMessage = async (req: PayloadRequest, id: Id): Promise<string> => {
  const record = await req.payload.findByID({ collection: 'kyc', id, depth: 1, overrideAccess: true, disableErrors: true })
  const holder = record?.claimed_by && typeof record.claimed_by === 'object' ? record.claimed_by.email : 'Another reviewer'
  const lang = req.i18n?.language === 'de' ? 'de' : 'en'
  const until = record?.claimed_until ? clock(lang, await platformTimeZone(req.payload)).dateTime(record.claimed_until) : ''
  return CLAIM_HELD_MESSAGE[lang](holder, until)
}

/**
 * A reviewer claims an application waiting for review (or renews their own claim) for
 * KYC_CLAIM_MINUTES; refused with 409 and the holder's name while another reviewer's claim runs.
 */
export const claimKyc = async (req: PayloadRequest, id: Id) => {
  const reviewer = requireRole(req, 'kyc')
  const record = await req.payload.findByID({ collection: 'kyc', id, depth: 0, req, overrideAccess: false, disableErrors: true }).catch(() => null)
  if (!record) throw new OpsError(404, 'not_found', 'This KYC record does not exist.')
  if (isOwnRecord(record.user, reviewer.id)) throw new OpsError(403, 'own_record', SELF_DECISION_MESSAGE)
  if (record.status !== 'pending_review') throw new OpsError(409, 'not_in_review', 'This application is not waiting for review.')
  const now = new Date()
  const until = claimExpiry(now).toISOString()
  if (!(await takeRow(req.payload, id, reviewer.id, until, now.toISOString()))) {
    throw new OpsError(409, 'claimed', await heldMessage(req, id))
  }
  return { id, claimed_by: reviewer.id, claimed_until: until }
}

/** The holder gives the application back to the queue; releasing someone else's running claim is refused. */
export const releaseKyc = async (req: PayloadRequest, id: Id) => {
  const reviewer = requireRole(req, 'kyc')
  const record = await req.payload.findByID({ collection: 'kyc', id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!record) throw new OpsError(404, 'not_found', 'This KYC record does not exist.')
  const holder = record.claimed_by && typeof record.claimed_by === 'object' ? record.claimed_by.id : record.claimed_by
  if (holder == null) return { id, claimed_by: null }
  if (claimBlocker({ holder, until: record.claimed_until }, reviewer.id, new Date()) !== null) {
    throw new OpsError(409, 'claimed', await heldMessage(req, id))
  }
  await takeRow(req.payload, id, holder, null, new Date().toISOString(), true)
  return { id, claimed_by: null }
}
