import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { canOpenSection } from '../../access'
import { LANGUAGE_HEADER, TEMPLATE_HEADER } from '../../email/adapter'
import { renderSampleEmail } from '@core/email/samples'
import { EMAIL_TEMPLATES } from '@core/email/templates'
import { staffRateLimit, staffRateLimited } from '../../admin/staff-rate-limit'

const forbidden = (req: PayloadRequest) =>
  Response.json({ error: 'forbidden', message: 'Only administrators can send emails from the admin.' }, { status: req.user ? 403 : 401 })

const readJson = async (req: PayloadRequest): Promise<unknown> => {
  try {
    return req.json ? await req.json() : {}
  } catch {
    return null
  }
}

export const ZEmailTest = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  language: z.enum(['en', 'de']),
  to: z.string().trim().email('Please enter a valid email address.').max(254),
})

/** POST /api/email-logs/test {template, language, to}: sends a template with sample data (admins only). */
export const sendTestEmailEndpoint: Endpoint = {
  path: '/test',
  method: 'post',
  handler: async (req) => {
    if (!canOpenSection('emails-test', req.user)) return forbidden(req)
    const wait = await staffRateLimit(req.user!.id)
    if (wait !== null) return staffRateLimited(wait, 'flat')
    const input = ZEmailTest.safeParse(await readJson(req))
    if (!input.success) {
      return Response.json({ error: 'invalid_request', message: input.error.issues[0]?.message ?? 'Invalid request.' }, { status: 400 })
    }
    const { template, language, to } = input.data
    const mail = await renderSampleEmail(template, language)
    try {
      await req.payload.sendEmail({ to, ...mail, headers: { [TEMPLATE_HEADER]: template, [LANGUAGE_HEADER]: language } })
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'test email failed')
      return Response.json({ error: 'send_failed', message: 'The email could not be sent; see the email log.' }, { status: 502 })
    }
    return Response.json({ ok: true })
  },
}

/** POST /api/email-logs/:id/resend: sends a logged message again to the same recipient (admins only). */
export const resendEmailEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!canOpenSection('emails', req.user)) return forbidden(req)
    const wait = await staffRateLimit(req.user!.id)
    if (wait !== null) return staffRateLimited(wait, 'flat')
    const id = z.coerce.number().int().positive().safeParse(req.routeParams?.id)
    if (!id.success) return Response.json({ error: 'invalid_request', message: 'Unknown email.' }, { status: 400 })
    const log = await req.payload
      .findByID({ collection: 'email-logs', id: id.data, depth: 0, overrideAccess: false, user: req.user })
      .catch(() => null)
    if (!log) return Response.json({ error: 'not_found', message: 'Unknown email.' }, { status: 404 })
    if (!log.html && !log.text) {
      return Response.json({ error: 'invalid_request', message: 'This email has no stored message to resend.' }, { status: 409 })
    }
    try {
      await req.payload.sendEmail({
        to: log.to,
        subject: log.subject ?? '',
        ...(log.html ? { html: log.html } : {}),
        ...(log.text ? { text: log.text } : {}),
        headers: { [TEMPLATE_HEADER]: log.template ?? 'payload', ...(log.language ? { [LANGUAGE_HEADER]: log.language } : {}) },
      })
    } catch (error) {
      req.payload.logger.warn({ err: error }, 'resend failed')
      return Response.json({ error: 'send_failed', message: 'The email could not be sent; see the email log.' }, { status: 502 })
    }
    return Response.json({ ok: true })
  },
}
