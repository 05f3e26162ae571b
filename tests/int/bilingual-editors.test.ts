import type { Server } from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serveEndpoints, startPayload } from './helpers/payload'

const PUBLIC_ORIGIN = process.env.PUBLIC_URL ?? 'http://localhost:3000'
const PASSWORD = 'secret12'
const ROLES = { admin: ['admin'], editor: ['editor'], reviewer: ['kyc-reviewer'], buyer: [] } as const
type Who = keyof typeof ROLES | 'visitor'
type Reply = { status: number; body: { data?: { id: number; _status: string }; errors?: { message: string; field?: string }[] } }

/**
 * The FAQ and page editors (issue #17) save English and German in one request
 * (POST /api/<collection>/bilingual, PATCH /api/<collection>/:id/bilingual) over HTTP with real
 * sessions on Payload's own request handler: both languages land, drafts stay drafts, the access
 * rule is the collection's (editors and admins; buyers, reviewers and visitors are refused), and
 * bad input is refused with a clear message and changes nothing.
 */
describe('bilingual FAQ and page editors', () => {
  let payload: Payload
  let stop: () => Promise<void>
  let cms: Server
  let cmsBase: string
  const cookies: Record<string, string> = {}
  let faqId: number

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload('sqlite'))
    ;({ server: cms, base: cmsBase } = await serveEndpoints(payload))
    for (const [who, roles] of Object.entries(ROLES)) {
      await payload.create({
        collection: 'users',
        data: { email: `${who}@editors.test`, password: PASSWORD, roles: [...roles], email_confirmed_at: new Date().toISOString(), language: 'en' },
        overrideAccess: true,
      })
      const login = await fetch(`${cmsBase}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${who}@editors.test`, password: PASSWORD }) })
      expect(login.status).toBe(200)
      cookies[who] = (login.headers.get('set-cookie') ?? '').split(';')[0] as string
    }
    const faq = await payload.create({
      collection: 'faqs',
      locale: 'en',
      data: { question: 'Old question?', answer_md: 'Old answer.', topic: 'fees', sort_order: 5, _status: 'published' },
      overrideAccess: true,
    })
    faqId = faq.id as number
    await payload.update({ collection: 'faqs', id: faqId, locale: 'de', data: { question: 'Alte Frage?', answer_md: 'Alte Antwort.' }, overrideAccess: true })
  })

  afterAll(async () => {
    cms?.closeAllConnections()
    await new Promise((resolve) => cms?.close(resolve))
    await stop?.()
  })

  const send = (who: Who, method: 'POST' | 'PATCH', path: string, body: unknown): Promise<Reply> =>
    fetch(`${cmsBase}/api/${path}`, {
      method,
      headers: { cookie: who === 'visitor' ? '' : (cookies[who] ?? ''), origin: PUBLIC_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Reply['body'] }))

  const faqInput = (publish: boolean, en: Record<string, string>, de: Record<string, string>, shared: Record<string, unknown> = { topic: 'fees', sort_order: 5 }) => ({ en, de, shared, publish })

  /** The published FAQ as the public site reads it in a language (no draft). */
  const published = async (locale: 'en' | 'de') => {
    const doc = await payload.findByID({ collection: 'faqs', id: faqId, locale, fallbackLocale: false, depth: 0, overrideAccess: true })
    return { question: doc.question, answer_md: doc.answer_md }
  }

  it('an editor publishes the English and German texts in one request', async () => {
    const reply = await send('editor', 'PATCH', `faqs/${faqId}/bilingual`, faqInput(true, { question: 'How high is the fee?', answer_md: 'The buyer fee is **2 %**.' }, { question: 'Wie hoch ist die Gebühr?', answer_md: 'Die Käufergebühr beträgt **2 %**.' }, { topic: 'fees', sort_order: 3 }))
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ id: faqId, _status: 'published' })
    expect(await published('en')).toEqual({ question: 'How high is the fee?', answer_md: 'The buyer fee is **2 %**.' })
    expect(await published('de')).toEqual({ question: 'Wie hoch ist die Gebühr?', answer_md: 'Die Käufergebühr beträgt **2 %**.' })
    const doc = await payload.findByID({ collection: 'faqs', id: faqId, depth: 0, overrideAccess: true })
    expect(doc.sort_order).toBe(3)
    // The public REST read (what /faq and /de/faq fetch) shows the new texts to a visitor.
    const publicDe = (await (await fetch(`${cmsBase}/api/faqs?locale=de&fallback-locale=en&depth=0`)).json()) as { docs: { question: string }[] }
    expect(publicDe.docs.map((faq) => faq.question)).toContain('Wie hoch ist die Gebühr?')
  })

  it('a draft saves both languages as a draft and leaves the published texts as they are', async () => {
    const reply = await send('admin', 'PATCH', `faqs/${faqId}/bilingual`, faqInput(false, { question: 'Draft question?', answer_md: 'Draft answer.' }, { question: 'Entwurfsfrage?', answer_md: '' }))
    expect(reply.status).toBe(200)
    expect(reply.body.data?._status).toBe('draft')
    expect(await published('en')).toEqual({ question: 'How high is the fee?', answer_md: 'The buyer fee is **2 %**.' })
    expect(await published('de')).toEqual({ question: 'Wie hoch ist die Gebühr?', answer_md: 'Die Käufergebühr beträgt **2 %**.' })
    const draft = (await payload.findByID({ collection: 'faqs', id: faqId, locale: 'all', draft: true, depth: 0, overrideAccess: true })) as unknown as Record<string, Record<string, unknown>>
    expect(draft.question).toEqual({ en: 'Draft question?', de: 'Entwurfsfrage?' })
    expect(draft.answer_md?.en).toBe('Draft answer.')
  })

  it('refuses buyers, KYC reviewers and visitors and changes nothing', async () => {
    const before = await payload.findByID({ collection: 'faqs', id: faqId, locale: 'all', draft: true, depth: 0, overrideAccess: true })
    const input = faqInput(true, { question: 'Hacked?', answer_md: 'Hacked.' }, { question: 'Gehackt?', answer_md: 'Gehackt.' })
    for (const who of ['buyer', 'reviewer', 'visitor'] as const) {
      const update = await send(who, 'PATCH', `faqs/${faqId}/bilingual`, input)
      expect(update.status, `${who} updates`).toBe(who === 'visitor' ? 401 : 403)
      expect(update.body.errors?.[0]?.message).toBeTruthy()
      const create = await send(who, 'POST', 'faqs/bilingual', input)
      expect(create.status, `${who} creates`).toBe(who === 'visitor' ? 401 : 403)
    }
    expect(await payload.findByID({ collection: 'faqs', id: faqId, locale: 'all', draft: true, depth: 0, overrideAccess: true })).toEqual(before)
    expect((await payload.find({ collection: 'faqs', where: { question: { equals: 'Hacked?' } }, overrideAccess: true, draft: true })).totalDocs).toBe(0)
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await payload.findByID({ collection: 'faqs', id: faqId, locale: 'all', draft: true, depth: 0, overrideAccess: true })
    const missingGerman = await send('editor', 'PATCH', `faqs/${faqId}/bilingual`, faqInput(true, { question: 'Complete?', answer_md: 'Yes.' }, { question: '', answer_md: 'Ja.' }))
    expect(missingGerman.status).toBe(400)
    expect(missingGerman.body.errors?.[0]).toEqual({ message: 'Please fill in Question in German.', field: 'de.question' })
    const badTopic = await send('editor', 'PATCH', `faqs/${faqId}/bilingual`, faqInput(true, { question: 'Q?', answer_md: 'A.' }, { question: 'F?', answer_md: 'A.' }, { topic: 'gossip', sort_order: 1 }))
    expect(badTopic.status).toBe(400)
    expect(badTopic.body.errors?.[0]?.message).toBe('Please choose a Topic.')
    const tooLong = await send('editor', 'PATCH', `faqs/${faqId}/bilingual`, faqInput(true, { question: 'x'.repeat(301), answer_md: 'A.' }, { question: 'F?', answer_md: 'A.' }))
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors?.[0]?.message).toBe('Question may be at most 300 characters long.')
    const notJson = await fetch(`${cmsBase}/api/faqs/${faqId}/bilingual`, { method: 'PATCH', headers: { cookie: cookies.editor ?? '', origin: PUBLIC_ORIGIN, 'content-type': 'application/json' }, body: '{' })
    expect(notJson.status).toBe(400)
    expect(await payload.findByID({ collection: 'faqs', id: faqId, locale: 'all', draft: true, depth: 0, overrideAccess: true })).toEqual(before)
  })

  it('creates a page in both languages, and a taken slug is refused without creating anything', async () => {
    const page = { en: { title: 'Shipping', description: 'How machines ship.', body_md: '# Shipping\n\nBy truck.' }, de: { title: 'Versand', description: 'Wie Maschinen versandt werden.', body_md: '# Versand\n\nPer Lkw.' }, shared: { slug: 'shipping' }, publish: true }
    const created = await send('editor', 'POST', 'pages/bilingual', page)
    expect(created.status).toBe(200)
    const id = created.body.data?.id as number
    const de = await payload.findByID({ collection: 'pages', id, locale: 'de', fallbackLocale: false, depth: 0, overrideAccess: true })
    expect(de).toMatchObject({ slug: 'shipping', title: 'Versand', body_md: '# Versand\n\nPer Lkw.', _status: 'published' })
    const en = await payload.findByID({ collection: 'pages', id, locale: 'en', fallbackLocale: false, depth: 0, overrideAccess: true })
    expect(en).toMatchObject({ title: 'Shipping', description: 'How machines ship.' })

    const count = (await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs
    const taken = await send('editor', 'POST', 'pages/bilingual', { ...page, en: { ...page.en, title: 'Again' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors?.[0]?.message).toMatch(/slug/i)
    const badSlug = await send('editor', 'POST', 'pages/bilingual', { ...page, shared: { slug: 'Not a slug!' } })
    expect(badSlug.status).toBe(400)
    expect(badSlug.body.errors?.[0]?.message).toBe('URL slug may contain only lower-case letters, digits and hyphens (e.g. how-it-works).')
    expect((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(count)
  })

  it('answers in German when the admin runs in German', async () => {
    const reply = await fetch(`${cmsBase}/api/faqs/${faqId}/bilingual`, {
      method: 'PATCH',
      headers: { cookie: cookies.editor ?? '', origin: PUBLIC_ORIGIN, 'content-type': 'application/json', 'accept-language': 'de' },
      body: JSON.stringify(faqInput(true, { question: 'Q?', answer_md: '' }, { question: 'F?', answer_md: 'A.' })),
    })
    expect(reply.status).toBe(400)
    expect(((await reply.json()) as Reply['body']).errors?.[0]?.message).toBe('Bitte Antwort auf Englisch ausfüllen.')
  })
})
