import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z, ZodError } from 'zod'

import { cancelAuction, extendAuction, ZCancel, ZExtend } from '../ops/change-live-auction'
import { changeOrderStatus, ZCancelOrder, ZMarkPaid } from '../ops/change-order-status'
import { createAuction, ZAuctionInput } from '../ops/create-auction'
import { createListing, type UploadFile, ZListingInput } from '../ops/create-listing'
import { confirmPayments, previewPayments } from '../ops/match-payments'
import { decideKyc, kycDecisionSchema } from '../ops/decide-kyc'
import { eraseAccount, ZErase } from '../ops/erase-account'
import { claimKyc, releaseKyc } from '../ops/kyc-claims'
import { OpsError } from '../ops/ops-error'
import { requireRole, type OpsArea } from '../ops/require-role'
import { setListingStatus, ZListingStatus } from '../ops/set-listing-status'
import { staffRateLimit, staffRateLimited } from './staff-rate-limit'

const ZId = z.coerce.number().int().positive()

const fail = (status: number, code: string, message: string, field?: string) =>
  Response.json({ error: { code, message, ...(field ? { field } : {}) } }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Wraps a staff action: role first (so a refused caller learns nothing about the data), then the
 * per-user rate limit, then validation with the first issue as the message, then the action; known errors keep their
 * status, anything else is logged and answered without a stack.
 */
const action =
  (area: OpsArea, run: (req: PayloadRequest, id: number | null) => Promise<unknown>): PayloadHandler =>
  async (req) => {
    try {
      requireRole(req, area)
      const wait = await staffRateLimit(req.user?.id as number)
      if (wait !== null) return staffRateLimited(wait)
      const rawId = req.routeParams?.id
      const id = rawId === undefined ? null : ZId.parse(rawId)
      const data = await run(req, id)
      return Response.json({ data }, { headers: { 'Cache-Control': 'no-store' } })
    } catch (err) {
      if (err instanceof OpsError) return fail(err.status, err.code, err.message, err.field)
      if (err instanceof ZodError) {
        const issue = err.issues[0]
        return fail(400, 'invalid_request', issue?.message ?? 'Invalid request.', issue?.path.join('.') || undefined)
      }
      // Payload's own refusals (a file type it does not accept, a field it finds invalid) are 4xx
      // with a message meant for the user; anything else stays in the log.
      const status = (err as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500 && err instanceof Error) return fail(status, 'invalid_request', err.message)
      req.payload.logger.error({ err }, 'staff action failed')
      return fail(500, 'internal', 'An unexpected error occurred')
    }
  }

const jsonBody = async (req: PayloadRequest): Promise<unknown> => {
  try {
    return await req.json?.()
  } catch {
    throw new OpsError(400, 'invalid_request', 'The request body must be JSON.')
  }
}

const toUpload = async (value: FormDataEntryValue): Promise<UploadFile | null> => {
  if (typeof value === 'string' || value.size === 0) return null
  return { data: Buffer.from(await value.arrayBuffer()), mimetype: value.type, name: value.name, size: value.size }
}

/** multipart/form-data: `data` (JSON of the fields), `photos` (in display order), `documents`, `inspection`. */
const listingForm = async (req: PayloadRequest) => {
  let form: FormData
  try {
    form = (await req.formData?.()) as FormData
  } catch {
    throw new OpsError(400, 'invalid_request', 'The request must be multipart/form-data.')
  }
  const raw = form.get('data')
  let fields: unknown
  try {
    fields = JSON.parse(typeof raw === 'string' ? raw : '')
  } catch {
    throw new OpsError(400, 'invalid_request', 'The listing fields are missing.')
  }
  const files = async (name: string) => (await Promise.all(form.getAll(name).map(toUpload))).filter((file): file is UploadFile => file !== null)
  const inspection = form.get('inspection')
  return {
    input: ZListingInput.parse(fields),
    files: { photos: await files('photos'), documents: await files('documents'), inspection: inspection ? ((await toUpload(inspection)) ?? undefined) : undefined },
  }
}

const post = (path: string, handler: PayloadHandler): Endpoint => ({ path, method: 'post', handler })

/** The operations screens' actions, under /api/ops/… (each checks the role on the server). */
export const opsEndpoints: Endpoint[] = [
  post('/ops/kyc/:id/claim', action('kyc', async (req, id) => claimKyc(req, id as number))),
  post('/ops/kyc/:id/release', action('kyc', async (req, id) => releaseKyc(req, id as number))),
  post('/ops/kyc/:id/decision', action('kyc', async (req, id) => decideKyc(req, id as number, kycDecisionSchema(req.i18n?.language).parse(await jsonBody(req))))),
  post('/ops/listings', action('listings', async (req) => {
    const { input, files } = await listingForm(req)
    return createListing(req, input, files)
  })),
  post('/ops/listings/:id/status', action('listings', async (req, id) => setListingStatus(req, id as number, ZListingStatus.parse(await jsonBody(req)).status))),
  post('/ops/auctions', action('auctions', async (req) => createAuction(req, ZAuctionInput.parse(await jsonBody(req))))),
  post('/ops/auctions/:id/extend', action('auctions', async (req, id) => extendAuction(req, id as number, ZExtend.parse(await jsonBody(req)).minutes))),
  post('/ops/auctions/:id/cancel', action('auctions', async (req, id) => cancelAuction(req, id as number, ZCancel.parse(await jsonBody(req)).reason))),
  post('/ops/orders/:id/paid', action('orders', async (req, id) => changeOrderStatus(req, id as number, { status: 'paid', ...ZMarkPaid.parse(await jsonBody(req)) }))),
  post('/ops/orders/:id/picked-up', action('orders', async (req, id) => changeOrderStatus(req, id as number, { status: 'picked_up' }))),
  post('/ops/users/:id/erase', action('users', async (req, id) => eraseAccount(req, id as number, ZErase.parse(await jsonBody(req))))),
  post('/ops/payments/preview', action('orders', async (req) => previewPayments(req))),
  post('/ops/payments/confirm', action('orders', async (req) => confirmPayments(req))),
  post('/ops/orders/:id/cancel', action('orders', async (req, id) => changeOrderStatus(req, id as number, { status: 'cancelled', ...ZCancelOrder.parse(await jsonBody(req)) }))),
]
