import type { Server } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from './helpers/files'
import { serveEndpoints, startPayload } from './helpers/payload'
import { type CapturedMail, parseMail, startSmtpCapture } from './helpers/smtp'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'

type Json = { data?: Record<string, unknown>; error?: { code: string; message: string }; docs?: Array<Record<string, unknown>>; errors?: unknown[] }

/**
 * Issue #17, decisions: a reviewer's decision on a KYC record reaches the applicant once, as an
 * in-app notification only they can read and as an email in their language (real SMTP); the
 * applicant's resubmission is validated like a first submission and the rejected submission stays
 * in the audit log; the decisions list shows who decided what, when.
 */
describe('KYC decisions: notification, email, resubmission, decisions list', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []
  let cms: Server
  let base: string
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}
  let recordId: number
  let firstDocument: number

  const who = { reviewer: ['kyc-reviewer'], editor: ['editor'], applicant: [], other: [] } as const

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base: base } = await serveEndpoints(payload))

    for (const [name, roles] of Object.entries(who)) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${name}@decisions.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), language: name === 'applicant' ? 'de' : 'en' },
        overrideAccess: true,
      })
      ids[name] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${name}@decisions.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[name] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }

    // The applicant's first submission, as the site sends it: two uploads, then the record.
    const upload = async (kind: string, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(makePdf(name))], { type: 'application/pdf' }), name)
      form.append('_payload', JSON.stringify({ kind }))
      const reply = await fetch(`${base}/api/kyc-documents`, { method: 'POST', headers: { cookie: cookies.applicant as string, origin: PUBLIC_ORIGIN }, body: form })
      expect(reply.status).toBe(201)
      return ((await reply.json()) as { doc: { id: number } }).doc.id
    }
    firstDocument = await upload('business_registration', 'register.pdf')
    const proof = await upload('proof_of_address', 'address.pdf')
    const created = await rest('applicant', 'POST', '/api/kyc', {
      company_name: 'Erste Bau GmbH',
      vat_id: 'DE136695976',
      business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
      country: 'DE',
      contact_person: 'Eva Maier',
      phone: '+49 89 1234567',
      business_registration: firstDocument,
      proof_of_address: proof,
    })
    expect(created.status).toBe(201)
    recordId = (created.body as { doc: { id: number } }).doc.id
  })

  afterAll(async () => {
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    await stop?.()
    await smtp?.stop()
  })

  const rest = (as: keyof typeof who, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie: cookies[as] ?? '', origin: PUBLIC_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Json }))

  const decide = (body: unknown) => rest('reviewer', 'POST', `/api/ops/kyc/${recordId}/decision`, body)
  const notificationsOf = async (as: keyof typeof who) => (await rest(as, 'GET', '/api/notifications?limit=100&depth=0')).body.docs ?? []
  const mailsTo = (address: string) => inbox.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw))

  it('a rejection notifies the applicant once (in-app and by email in their language, with the reason and a link to resubmit), nobody else', async () => {
    const before = mailsTo('applicant@decisions.test').length
    const reason = 'Der Adressnachweis ist älter als drei Monate'
    expect((await decide({ decision: 'reject', reasons: ['document_expired'], reason })).status).toBe(200)

    const own = await notificationsOf('applicant')
    const kycNotes = own.filter((note) => note.type === 'kyc')
    expect(kycNotes).toHaveLength(1)
    expect(kycNotes[0]?.title).toBe('Ihre Unternehmensverifizierung wurde abgelehnt')
    expect(kycNotes[0]?.body).toContain(reason)
    expect(String(kycNotes[0]?.link)).toMatch(/\/de\/kyc$/)

    // Only the applicant reads it: another buyer and the reviewer (not an admin) see none of it.
    expect((await notificationsOf('other')).filter((note) => note.type === 'kyc')).toHaveLength(0)
    expect((await notificationsOf('reviewer')).filter((note) => note.type === 'kyc')).toHaveLength(0)
    const direct = await rest('other', 'GET', `/api/notifications/${kycNotes[0]?.id as number}`)
    expect(direct.status).toBe(404)

    const mails = mailsTo('applicant@decisions.test').slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.headers.subject).toContain('abgelehnt')
    expect(mails[0]?.text).toContain(reason)
    expect(mails[0]?.text).toMatch(/\/de\/kyc/)
    const logs = await payload.find({ collection: 'email-logs', where: { and: [{ to: { equals: 'applicant@decisions.test' } }, { template: { equals: 'kyc-rejected' } }] }, overrideAccess: true })
    expect(logs.docs).toHaveLength(1)
    expect(logs.docs[0]).toMatchObject({ language: 'de', status: 'sent' })
  })

  it('a resubmission is validated like a new submission; the rejected submission stays in the audit log', async () => {
    // Invalid: the VAT ID does not fit the country. Nothing changes.
    const invalid = await rest('applicant', 'PATCH', `/api/kyc/${recordId}`, { company_name: 'Zweite Bau GmbH', vat_id: 'DE123' })
    expect(invalid.status).toBe(400)
    expect((await payload.findByID({ collection: 'kyc', id: recordId, overrideAccess: true })).status).toBe('rejected')
    // Someone else's document is refused.
    const foreign = await payload.create({
      collection: 'kyc-documents',
      data: { owner: ids.other as number, kind: 'proof_of_address' },
      file: { data: makePdf('Foreign'), mimetype: 'application/pdf', name: 'foreign.pdf', size: makePdf('Foreign').length },
      overrideAccess: true,
    })
    expect((await rest('applicant', 'PATCH', `/api/kyc/${recordId}`, { proof_of_address: foreign.id })).status).toBe(400)

    // Valid: a new company name, the documents kept.
    const valid = await rest('applicant', 'PATCH', `/api/kyc/${recordId}`, { company_name: 'Zweite Bau GmbH' })
    expect(valid.status).toBe(200)
    const record = await payload.findByID({ collection: 'kyc', id: recordId, depth: 0, overrideAccess: true })
    expect(record).toMatchObject({ status: 'pending_review', company_name: 'Zweite Bau GmbH', business_registration: firstDocument })
    expect(record.rejection_reason ?? null).toBeNull()

    const audit = await payload.find({ collection: 'audit-logs', where: { and: [{ target_collection: { equals: 'kyc' } }, { target_id: { equals: String(recordId) } }] }, sort: 'createdAt', overrideAccess: true })
    const resubmission = audit.docs.at(-1)
    const changes = resubmission?.changes as Record<string, { from: unknown; to: unknown }>
    expect(resubmission?.actor_email).toBe('applicant@decisions.test')
    expect(changes.company_name).toEqual({ from: 'Erste Bau GmbH', to: 'Zweite Bau GmbH' })
    expect(changes.status).toEqual({ from: 'rejected', to: 'pending_review' })
    expect(changes.rejection_reason?.from).toBe('Der Adressnachweis ist älter als drei Monate')
    expect(changes.reviewed_by?.from).toBe(ids.reviewer)
  })

  it('an approval notifies the applicant once more, in their language', async () => {
    const before = mailsTo('applicant@decisions.test').length
    expect((await decide({ decision: 'approve' })).status).toBe(200)
    const notes = (await notificationsOf('applicant')).filter((note) => note.type === 'kyc')
    expect(notes.map((note) => note.title).sort()).toEqual(['Ihr Unternehmen ist verifiziert', 'Ihre Unternehmensverifizierung wurde abgelehnt'])
    const mails = mailsTo('applicant@decisions.test').slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.headers.subject).toContain('verifiziert')
    // A second decision is refused and sends nothing.
    expect((await decide({ decision: 'reject', reasons: ['other'], reason: 'Again' })).status).toBe(409)
    expect(mailsTo('applicant@decisions.test').length).toBe(before + 1)
    expect((await notificationsOf('applicant')).filter((note) => note.type === 'kyc')).toHaveLength(2)
  })

  it('the decisions list names reviewer, applicant, decision, reason and time, newest first; only verification staff may open it', async () => {
    const { listKycDecisions } = await import('../../cms/admin/data/kyc-decisions')
    const { canOpenSection } = await import('../../cms/access/roles')
    const rows = await listKycDecisions(payload)
    expect(rows.map((row) => row.decision)).toEqual(['approved', 'rejected'])
    expect(rows.map((row) => row.recordId)).toEqual([String(recordId), String(recordId)])
    expect(rows[1]).toMatchObject({
      reviewer: 'reviewer@decisions.test',
      applicant: 'applicant@decisions.test',
      company: 'Erste Bau GmbH',
      reason: 'Der Adressnachweis ist älter als drei Monate',
    })
    expect(rows[0]).toMatchObject({ reviewer: 'reviewer@decisions.test', company: 'Zweite Bau GmbH', reason: null })
    expect(Date.now() - new Date(rows[0]?.at as string).getTime()).toBeLessThan(60_000)

    // A record decided by server code (the seed) has no actor: its reviewer stamp names who decided.
    const document = await payload.create({
      collection: 'kyc-documents',
      data: { owner: ids.other as number, kind: 'business_registration' },
      file: { data: makePdf('Seeded'), mimetype: 'application/pdf', name: 'seeded.pdf', size: makePdf('Seeded').length },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'kyc',
      data: {
        user: ids.other as number,
        status: 'approved',
        reviewed_by: ids.reviewer as number,
        company_name: 'Seed Bau GmbH',
        vat_id: 'DE136695976',
        business_address: { street: 'Hauptstraße 2', postal_code: '80331', city: 'München' },
        country: 'DE',
        contact_person: 'Max Seed',
        phone: '+49 89 1234568',
        business_registration: document.id,
        proof_of_address: document.id,
      },
      overrideAccess: true,
      context: { skipEmails: true },
    })
    const seeded = (await listKycDecisions(payload))[0]
    expect(seeded).toMatchObject({ decision: 'approved', company: 'Seed Bau GmbH', reviewer: 'reviewer@decisions.test', applicant: 'other@decisions.test' })

    const user = (roles: string[]) => ({ collection: 'users', roles })
    expect(canOpenSection('kyc-decisions', user(['kyc-reviewer']))).toBe(true)
    expect(canOpenSection('kyc-decisions', user(['admin']))).toBe(true)
    expect(canOpenSection('kyc-decisions', user(['editor']))).toBe(false)
    expect(canOpenSection('kyc-decisions', user([]))).toBe(false)
  })
})
