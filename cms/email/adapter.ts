import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { dataDir } from '../paths'
import { toPlainText } from '@react-email/render'

import { TEMPLATE_META } from '@core/email/layout'

export const DEFAULT_FROM_ADDRESS = process.env.MAIL_FROM ?? 'no-reply@machinerymarket.example'
export const DEFAULT_FROM_NAME = 'MachineryMarket'

/** Headers our senders set so the log knows what was sent; stripped before delivery. */
export const TEMPLATE_HEADER = 'x-mm-template'
export const LANGUAGE_HEADER = 'x-mm-language'

/**
 * SMTP when SMTP_HOST is set (Mailpit in docker compose, a test's SMTP server, a real relay);
 * otherwise the embedded default writes each message as an .eml file to data/outbox/.
 */
const createTransport = () => {
  if (process.env.SMTP_HOST) {
    return nodemailer.createTransport({
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT ?? 1025),
      secure: process.env.SMTP_SECURE === 'true',
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS ?? '' } : undefined,
      tls: { rejectUnauthorized: process.env.SMTP_SECURE === 'true' },
    })
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
}

const headerValue = (headers: SendEmailOptions['headers'], name: string): string | undefined => {
  if (!headers || Array.isArray(headers)) return undefined
  const value = (headers as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

const writeToOutbox = async (raw: Buffer, messageId: string) => {
  const outbox = path.join(dataDir(), 'outbox')
  await fs.mkdir(outbox, { recursive: true })
  const safeId = messageId.replace(/[^a-zA-Z0-9._-]/g, '_')
  await fs.writeFile(path.join(outbox, `${Date.now()}-${safeId}.eml`), raw)
}

/** Template and language named inside the HTML (emails Payload sends itself, e.g. password reset). */
const fromHtml = (html: unknown): { template?: string; language?: string } => {
  if (typeof html !== 'string') return {}
  const template = new RegExp(`<meta name="${TEMPLATE_META}" content="([a-z0-9_-]+)"`).exec(html)?.[1]
  const language = template ? /<html[^>]*\slang="(en|de)"/i.exec(html)?.[1] : undefined
  return { template, language }
}

/** Sends through nodemailer and records every message, sent or failed, in `email-logs`. */
export const loggedEmailAdapter: EmailAdapter = ({ payload }) => {
  const transport = createTransport()
  return {
    name: 'logged-nodemailer',
    defaultFromAddress: DEFAULT_FROM_ADDRESS,
    defaultFromName: DEFAULT_FROM_NAME,
    sendEmail: async (message) => {
      const named = fromHtml(message.html)
      const template = headerValue(message.headers, TEMPLATE_HEADER) ?? named.template
      const language = headerValue(message.headers, LANGUAGE_HEADER) ?? named.language
      const headers = { ...((message.headers as Record<string, string> | undefined) ?? {}) }
      delete headers[TEMPLATE_HEADER]
      delete headers[LANGUAGE_HEADER]
      // Every message has a plain-text part: Payload's own emails (password reset) bring only HTML.
      const text = typeof message.text === 'string' && message.text ? message.text : typeof message.html === 'string' ? toPlainText(message.html) : undefined
      const to = Array.isArray(message.to) ? message.to.map(String).join(', ') : String(message.to ?? '')
      const log = {
        to,
        subject: message.subject ?? '',
        template: template ?? 'payload',
        language: language ?? null,
        html: typeof message.html === 'string' ? message.html : null,
        text: text ?? null,
      }
      try {
        const info = await transport.sendMail({
          ...message,
          ...(text ? { text } : {}),
          headers,
          from: message.from ?? { name: DEFAULT_FROM_NAME, address: DEFAULT_FROM_ADDRESS },
        })
        if ('message' in info && Buffer.isBuffer(info.message)) {
          await writeToOutbox(info.message, info.messageId)
        }
        await payload.create({
          collection: 'email-logs',
          data: { ...log, status: 'sent', message_id: info.messageId },
          overrideAccess: true,
        })
        return info
      } catch (error) {
        await payload.create({
          collection: 'email-logs',
          data: { ...log, status: 'failed', error: error instanceof Error ? error.message : String(error) },
          overrideAccess: true,
        })
        throw error
      }
    },
  }
}
