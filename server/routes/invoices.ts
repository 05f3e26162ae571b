import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { SessionUser } from '../auth/resolve-user'
import { renderInvoicePdf } from '../bidding/render-invoice-pdf'
import type { SettingsSource } from '../bidding/settings'
import { AppError } from '../http/errors'
import { validate } from '../http/validate'

const ZParams = z.object({ id: z.coerce.number().int().positive() })

/**
 * GET /svc/invoices/:id/pdf: only the invoice's buyer or an admin. The read goes through
 * Payload's access rules as that user, so a stranger's request finds nothing (404).
 */
export const invoicesRouter = (deps: {
  payload: Payload
  settings: SettingsSource
  resolveUser: (headers: Record<string, string | string[] | undefined>) => Promise<SessionUser | null>
}) => {
  const router = Router()
  router.get('/invoices/:id/pdf', validate({ params: ZParams }), async (req, res) => {
    const { id } = res.locals.input.params as z.infer<typeof ZParams>
    const user = await deps.resolveUser(req.headers)
    if (!user) throw new AppError(401, 'unauthenticated', 'Sign in to see your invoices.')
    const found = await deps.payload.find({
      collection: 'invoices',
      where: { id: { equals: id } },
      depth: 2,
      limit: 1,
      overrideAccess: false,
      user,
    })
    const invoice = found.docs[0]
    if (!invoice) throw new AppError(404, 'invoice_not_found', 'Invoice not found.')
    // Read at depth 2: the order with its listing, and the buyer, are documents here.
    const order = typeof invoice.order === 'object' ? invoice.order : null
    const listing = order && typeof order.listing === 'object' ? order.listing : null
    const buyer = typeof invoice.buyer === 'object' ? invoice.buyer : null
    const settings = await deps.settings()
    const pdf = await renderInvoicePdf(
      {
        ...invoice,
        buyer: { email: buyer?.email ?? '', name: buyer?.name },
        listing: { title: listing?.title ?? '' },
      },
      settings.bank,
      settings.buyerFeePct,
    )
    res
      .status(200)
      .set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${invoice.number}.pdf"`, 'Cache-Control': 'private, no-store' })
      .send(pdf)
  })
  return router
}
