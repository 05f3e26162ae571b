import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Payload } from 'payload'

import { normaliseIban, normaliseRegistrationNumber, normaliseVatId, vatCheckFromVies, vatNotChecked, viesRequestFor, type VatCheckResult } from '@core/domain/kyc-signals'

/**
 * The VAT ID check with VIES. The format and checksum are checked
 * offline when the record is saved (`isValidVatId`, the field's validation); whether the number is
 * registered is asked of the EU's VIES after the save, in the background, with a short timeout, and
 * the answer (valid / invalid with name and address, or "not checked" with the reason) is written
 * to the record's `vat_check` for KYC staff. Nothing waits for VIES: not the applicant's
 * submission, not the review.
 *
 * VIES_URL: the REST endpoint (default the EC's `check-vat-number`); `off` disables the check.
 * VIES_TIMEOUT_MS: how long to wait for an answer (default 3000).
 */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'

export const viesSettings = () => {
  const url = process.env.VIES_URL?.trim() || VIES_DEFAULT_URL
  const timeout = Number(process.env.VIES_TIMEOUT_MS)
  return { enabled: url !== 'off', url, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 3000 }
}

/** Asks VIES about one normalised VAT ID; never throws: a failure is "not checked" with the reason. */
export const askVies = async (vat: string, settings = viesSettings()): Promise<VatCheckResult> => {
  const request = viesRequestFor(vat)
  if (!request) return vatNotChecked(vat, 'not_eu', new Date())
  if (!settings.enabled) return vatNotChecked(vat, 'disabled', new Date())
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    const answer: unknown = await response.json().catch(() => null)
    if (!response.ok) return vatNotChecked(vat, 'service_error', new Date(), `HTTP ${response.status}`)
    return vatCheckFromVies(vat, answer, new Date())
  } catch (error) {
    const name = (error as { name?: string }).name
    if (name === 'TimeoutError' || name === 'AbortError') return vatNotChecked(vat, 'timeout', new Date(), `no answer within ${settings.timeoutMs} ms`)
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return vatNotChecked(vat, 'unreachable', new Date(), cause?.code ?? cause?.message ?? (error as Error).message ?? null)
  }
}

const pending = new Set<Promise<void>>()

/** Resolves when every VIES check started so far has written its answer (tests; a clean shutdown). */
export const settleVatChecks = async (): Promise<void> => {
  while (pending.size > 0) await Promise.all([...pending])
}

/**
 * Waits until the save is visible outside its transaction (committed): the record with this VAT
 * ID, read without the request. A save that was rolled back never shows; the answer is dropped.
 */
const committed = async (payload: Payload, id: number | string, vat: string, maxMs = 30_000): Promise<boolean> => {
  const until = Date.now() + maxMs
  for (;;) {
    const row = await payload.db.findOne({ collection: 'kyc', where: { and: [{ id: { equals: id } }, { vat_key: { equals: vat } }] } })
    if (row) return true
    if (Date.now() > until) return false
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * Writes the answer straight to the row (no hooks: it is not a change by anyone, must not send the
 * record back to review nor notify), and only while the record still has the VAT ID it is about: an
 * answer that arrives after the applicant changed the number is dropped.
 */
const store = async (payload: Payload, id: number | string, result: VatCheckResult) => {
  await payload.db.updateMany({
    collection: 'kyc',
    where: { and: [{ id: { equals: id } }, { vat_key: { equals: result.vat } }] },
    data: { vat_check: result },
  })
}

/** The VAT ID a save marked "pending" (request context: afterChange's doc has passed the read access, which hides `vat_check` from the applicant). */
const PENDING_KEY = 'kycVatCheckPending'

/** beforeChange: keeps `vat_key` (the normalised VAT ID the duplicate signals compare) and marks a new number "pending". */
export const prepareVatCheck: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const vat = normaliseVatId(data.vat_id ?? originalDoc?.vat_id, data.country ?? originalDoc?.country)
  data.vat_key = vat
  // The other matchable details (duplicate signals), normalised the same way at every save.
  data.registration_key = normaliseRegistrationNumber(data.registration_number ?? originalDoc?.registration_number) || null
  data.iban_key = normaliseIban(data.iban ?? originalDoc?.iban) || null
  if (vat && vat !== originalDoc?.vat_key) {
    const settings = viesSettings()
    const ask = settings.enabled && viesRequestFor(vat) !== null
    data.vat_check = ask
      ? { status: 'pending', vat, checked_at: null, name: null, address: null, reason: null, detail: null }
      : vatNotChecked(vat, viesRequestFor(vat) ? 'disabled' : 'not_eu', new Date())
    if (ask) context[PENDING_KEY] = vat
  }
  return data
}

/** afterChange: asks VIES in the background for a number this save marked "pending" and stores the answer once the save has committed. */
export const scheduleVatCheck: CollectionAfterChangeHook = ({ doc, req, context }) => {
  const vat = context[PENDING_KEY]
  if (typeof vat !== 'string' || !vat) return doc
  delete context[PENDING_KEY]
  const { payload } = req
  const job: Promise<void> = (async () => {
    const [result, saved] = await Promise.all([askVies(vat), committed(payload, doc.id, vat)])
    if (saved) await store(payload, doc.id, result)
  })()
    .catch((err: unknown) => payload.logger.warn({ err, kyc: doc.id }, 'VIES check could not be stored'))
    .finally(() => pending.delete(job))
  pending.add(job)
  return doc
}
