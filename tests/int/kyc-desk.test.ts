import type { Server } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { makePdf } from './helpers/files'
import { serveEndpoints, startPayload } from './helpers/payload'
import { type CapturedMail, parseMail, startSmtpCapture } from './helpers/smtp'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'

type Json = { data?: Record<string, unknown>; error?: { code: string; message: string }; docs?: Array<Record<string, unknown>>; doc?: Record<string, unknown> }

/**
 * Issue #28, the KYC desk over the real API and the real SQLite database: claims (two reviewers
 * claiming at once: exactly one wins; a claimed application cannot be decided by another reviewer;
 * the holder releases), "request more information" (documents asked for, the applicant notified in
 * their language, the resubmission back in the queue at its first place), decisions with reasons,
 * and the decision log CSV (staff only, formulas defused, BOM).
 */
describe('KYC desk: claims, request for more information, reasons, CSV decision log', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let inbox: CapturedMail[] = []
  let cms: Server
  let base: string
  const ids: Record<string, number> = {}
  const cookies: Record<string, string> = {}
  const records: Record<string, number> = {}

  const who = { anna: ['kyc-reviewer'], ben: ['kyc-reviewer'], editor: ['editor'], older: [], newer: [] } as const
  type Who = keyof typeof who

  const rest = (as: Who, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie: cookies[as] ?? '', origin: PUBLIC_ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json().catch(() => ({}))) as Json }))

  const upload = async (as: Who, kind: string, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(makePdf(`${as} ${name}`))], { type: 'application/pdf' }), name)
    form.append('_payload', JSON.stringify({ kind }))
    const reply = await fetch(`${base}/api/kyc-documents`, { method: 'POST', headers: { cookie: cookies[as] as string, origin: PUBLIC_ORIGIN }, body: form })
    expect(reply.status).toBe(201)
    return ((await reply.json()) as { doc: { id: number } }).doc.id
  }

  const submit = async (as: Who, company: string, vat: string) => {
    const created = await rest(as, 'POST', '/api/kyc', {
      company_name: company,
      vat_id: vat,
      business_address: { street: 'Hauptstraße 1', postal_code: '80331', city: 'München' },
      country: 'DE',
      contact_person: 'Eva Maier',
      phone: '+49 89 1234567',
      business_registration: await upload(as, 'business_registration', 'register.pdf'),
      proof_of_address: await upload(as, 'proof_of_address', 'address.pdf'),
    })
    expect(created.status).toBe(201)
    return (created.body.doc as { id: number }).id
  }

  const queue = async () =>
    ((await rest('anna', 'GET', '/api/kyc?where[status][equals]=pending_review&sort=first_submitted_at&depth=0&limit=50')).body.docs ?? []).map((doc) => doc.id)
  const claim = (as: Who, id: number) => rest(as, 'POST', `/api/ops/kyc/${id}/claim`)
  const decide = (as: Who, id: number, body: unknown) => rest(as, 'POST', `/api/ops/kyc/${id}/decision`, body)
  const mailsTo = (address: string) => inbox.filter((mail) => mail.to.includes(address)).map((mail) => parseMail(mail.raw))

  beforeAll(async () => {
    smtp = await startSmtpCapture()
    inbox = smtp.inbox
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base } = await serveEndpoints(payload))
    for (const [name, roles] of Object.entries(who)) {
      const user = await payload.create({
        collection: 'users',
        data: { email: `${name}@desk.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), language: name === 'older' ? 'de' : 'en' },
        overrideAccess: true,
      })
      ids[name] = user.id as number
      const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${name}@desk.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[name] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
    records.older = await submit('older', 'Ältere Bau GmbH', 'DE136695976')
    records.newer = await submit('newer', '=Neuere Bau GmbH', 'DE129273398')
  })

  afterAll(async () => {
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    await stop?.()
    await smtp?.stop()
  })

  it('two reviewers claiming at the same moment: exactly one holds the application, the other is told who', async () => {
    const replies = await Promise.all([claim('anna', records.newer as number), claim('ben', records.newer as number)])
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses).toEqual([200, 409])
    const winner = replies[0]?.status === 200 ? 'anna' : 'ben'
    const loser = winner === 'anna' ? 'ben' : 'anna'
    const refused = replies.find((reply) => reply.status === 409)
    expect(refused?.body.error?.code).toBe('claimed')
    expect(refused?.body.error?.message).toContain(`${winner}@desk.test`)

    const stored = await payload.findByID({ collection: 'kyc', id: records.newer as number, depth: 0, overrideAccess: true })
    expect(stored.claimed_by).toBe(ids[winner])
    expect(new Date(stored.claimed_until as string).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000)

    // The other reviewer cannot decide it, nor release it; nothing changes.
    const decision = await decide(loser, records.newer as number, { decision: 'approve' })
    expect(decision.status).toBe(409)
    expect(decision.body.error?.message).toContain(`${winner}@desk.test`)
    expect((await rest(loser, 'POST', `/api/ops/kyc/${records.newer}/release`)).status).toBe(409)
    expect((await payload.findByID({ collection: 'kyc', id: records.newer as number, depth: 0, overrideAccess: true })).status).toBe('pending_review')

    // The holder releases; now the other reviewer may claim it.
    expect((await rest(winner, 'POST', `/api/ops/kyc/${records.newer}/release`)).status).toBe(200)
    expect((await claim(loser, records.newer as number)).status).toBe(200)
    expect((await claim(winner, records.newer as number)).status).toBe(409)
    expect((await rest(loser, 'POST', `/api/ops/kyc/${records.newer}/release`)).status).toBe(200)
  })

  it('an expired claim no longer blocks anyone', async () => {
    expect((await claim('anna', records.newer as number)).status).toBe(200)
    await payload.db.updateOne({ collection: 'kyc', id: records.newer as number, data: { claimed_until: new Date(Date.now() - 1000).toISOString() }, returning: false })
    expect((await claim('ben', records.newer as number)).status).toBe(200)
    expect((await rest('ben', 'POST', `/api/ops/kyc/${records.newer}/release`)).status).toBe(200)
  })

  it('only KYC staff claim: an editor and an applicant are refused', async () => {
    expect((await claim('editor', records.newer as number)).status).toBe(403)
    expect((await claim('older', records.newer as number)).status).toBe(403)
  })

  it('"request more information" asks for documents, tells the applicant in their language, and the resubmission keeps its place', async () => {
    expect(await queue()).toEqual([records.older, records.newer])
    // The server checks what the screen checks.
    expect((await decide('anna', records.older as number, { decision: 'request_info', documents: [], reasons: ['document_expired'], reason: 'x' })).status).toBe(400)
    expect((await decide('anna', records.older as number, { decision: 'request_info', documents: ['proof_of_address'], reasons: ['nope'], reason: 'x' })).status).toBe(400)

    const before = mailsTo('older@desk.test').length
    const asked = await decide('anna', records.older as number, {
      decision: 'request_info',
      documents: ['proof_of_address'],
      reasons: ['document_expired'],
      reason: 'Bitte einen Adressnachweis, der nicht älter als drei Monate ist.',
    })
    expect(asked.status).toBe(200)
    const stored = await payload.findByID({ collection: 'kyc', id: records.older as number, depth: 0, overrideAccess: true })
    expect(stored.status).toBe('info_requested')
    expect(stored.requested_documents).toEqual(['proof_of_address'])
    expect(stored.decision_reasons).toEqual(['document_expired'])
    expect(stored.claimed_by ?? null).toBeNull()
    expect(await queue()).toEqual([records.newer])

    // No second decision while the applicant's documents are awaited.
    expect((await decide('ben', records.older as number, { decision: 'approve' })).status).toBe(409)

    // The applicant reads it in German: the notification and the email name the document.
    const notes = (await rest('older', 'GET', '/api/notifications?limit=20&depth=0')).body.docs ?? []
    expect(notes.map((note) => note.title)).toContain('Wir benötigen weitere Unterlagen für Ihre Unternehmensverifizierung')
    const mails = mailsTo('older@desk.test').slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.headers.subject).toContain('Unterlagen')
    expect(mails[0]?.text).toContain('Adressnachweis')
    // The applicant's own record says what to upload.
    const own = (await rest('older', 'GET', `/api/kyc/${records.older}?depth=0`)).body as Record<string, unknown>
    expect(own.status).toBe('info_requested')
    expect(own.requested_documents).toEqual(['proof_of_address'])

    // The applicant uploads a new proof of address: back in review, BEFORE the newer application.
    const proof = await upload('older', 'proof_of_address', 'address-new.pdf')
    expect((await rest('older', 'PATCH', `/api/kyc/${records.older}`, { proof_of_address: proof })).status).toBe(200)
    expect(await queue()).toEqual([records.older, records.newer])
    const back = await payload.findByID({ collection: 'kyc', id: records.older as number, depth: 0, overrideAccess: true })
    expect(back.status).toBe('pending_review')
    expect(back.requested_documents).toEqual([])
    expect(back.first_submitted_at).toBe(stored.first_submitted_at)
  })

  it('a rejection records the reasons picked from the list and the free text', async () => {
    const rejected = await decide('ben', records.newer as number, { decision: 'reject', reasons: ['vat_id_invalid', 'name_mismatch'], reason: '=HYPERLINK("http://evil")' })
    expect(rejected.status).toBe(200)
    const stored = await payload.findByID({ collection: 'kyc', id: records.newer as number, depth: 0, overrideAccess: true })
    expect(stored.status).toBe('rejected')
    expect(stored.decision_reasons).toEqual(['vat_id_invalid', 'name_mismatch'])
    expect((await decide('ben', records.newer as number, { decision: 'reject', reasons: ['unknown'], reason: 'x' })).status).toBe(400)
  })

  it('the decision log CSV: KYC staff only, formulas defused, a BOM, ISO and platform-zone times', async () => {
    for (const as of ['editor', 'older'] as const) {
      const refused = await fetch(`${base}/api/kyc-decisions.csv`, { headers: { cookie: cookies[as] as string, origin: PUBLIC_ORIGIN } })
      expect(refused.status).toBe(403)
    }
    expect((await fetch(`${base}/api/kyc-decisions.csv`)).status).toBe(401)
    const reply = await fetch(`${base}/api/kyc-decisions.csv`, { headers: { cookie: cookies.anna as string, origin: PUBLIC_ORIGIN } })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await reply.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('Time UTC (ISO 8601),Time (Europe/Berlin),Reviewer,Application,Applicant,Company,Decision,Reasons,Documents requested,Free text')
    const rejection = lines.find((line) => line.includes('ben@desk.test') && line.includes('Rejected'))
    expect(rejection).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/)
    expect(rejection).toContain(`"'=Neuere Bau GmbH"`)
    expect(rejection).toContain('VAT ID invalid; Name does not match')
    expect(rejection).toContain(`"'=HYPERLINK(""http://evil"")"`)
    const request = lines.find((line) => line.includes('anna@desk.test') && line.includes('More information requested'))
    expect(request).toContain('Proof of address')
    expect(request).toContain('Document expired')
  })
})
