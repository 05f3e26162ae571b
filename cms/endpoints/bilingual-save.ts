import type { CollectionSlug, Endpoint, Field, FieldAffectingData, PayloadHandler, PayloadRequest } from 'payload'
import { z, ZodError } from 'zod'

import { EDITOR_LOCALES, type BilingualCollection, type BilingualInput, type EditorLocale } from '../admin/editors/bilingual-config'
import { fieldsT } from '../admin/i18n/fields'

type Named = FieldAffectingData & { name: string }

/** The collection's data fields by name (rows and other presentational wrappers flattened). */
export const namedFields = (fields: readonly Field[]): Map<string, Named> => {
  const found = new Map<string, Named>()
  for (const field of fields) {
    if ('name' in field && field.name) found.set(field.name, field as Named)
    else if ('fields' in field && Array.isArray(field.fields)) for (const [name, inner] of namedFields(field.fields)) found.set(name, inner)
  }
  return found
}

/** A field's label in the admin language (the collections label every field in English and German). */
export const labelOf = (field: Named | undefined, language: string): string => {
  const label = field && 'label' in field ? field.label : undefined
  if (label && typeof label === 'object') return (label as Record<string, string>)[language === 'de' ? 'de' : 'en'] ?? field?.name ?? ''
  return typeof label === 'string' ? label : (field?.name ?? '')
}

const ZId = z.coerce.number().int().positive()

class EditorError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

const fail = (status: number, message: string, field?: string) =>
  Response.json({ errors: [{ message, ...(field ? { field } : {}) }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The request schema, built from the editor layout and the collection's own field rules. */
const schemaFor = (editor: BilingualCollection, fields: Map<string, Named>, t: ReturnType<typeof fieldsT>, language: string) => {
  const texts = z.object(
    Object.fromEntries(editor.localized.map((field) => [field.name, z.string().max(field.max, t('editor.tooLong', { field: labelOf(fields.get(field.name), language), max: field.max })).default('')])),
  )
  const shared = z.object(
    Object.fromEntries(
      editor.shared.map((name) => {
        const field = fields.get(name)
        const label = labelOf(field, language)
        if (field?.type === 'select') {
          const values = (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
          return [name, z.string().refine((value) => values.includes(value), t('editor.choose', { field: label }))]
        }
        if (field?.type === 'number') return [name, z.coerce.number({ message: t('editor.number', { field: label }) }).int(t('editor.number', { field: label })).min(-1_000_000).max(1_000_000).nullable().default(null)]
        return [name, z.string().trim().min(1, t('editor.requiredShared', { field: label })).max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, t('editor.slug', { field: label }))]
      }),
    ),
  )
  return z.object({ en: texts, de: texts, shared, publish: z.boolean().default(false) }).strict()
}

/** Publishing needs every required localized field in both languages (as Payload would ask of each locale). */
const checkComplete = (editor: BilingualCollection, fields: Map<string, Named>, input: BilingualInput, t: ReturnType<typeof fieldsT>, language: string) => {
  if (!input.publish) return
  for (const locale of EDITOR_LOCALES) {
    for (const { name } of editor.localized) {
      const field = fields.get(name)
      if (field && 'required' in field && field.required && !input[locale][name]?.trim()) {
        throw new EditorError(400, t('editor.required', { field: labelOf(field, language), language: t(locale === 'en' ? 'editor.english' : 'editor.german') }), `${locale}.${name}`)
      }
    }
  }
}

/** One locale's data: its texts (empty is "not written yet") and, with the first write, the shared fields. */
const dataFor = (editor: BilingualCollection, input: BilingualInput, locale: EditorLocale, withShared: boolean) => ({
  ...Object.fromEntries(editor.localized.map(({ name }) => [name, input[locale][name]?.trim() ? input[locale][name] : null])),
  ...(withShared ? input.shared : {}),
  _status: input.publish ? ('published' as const) : ('draft' as const),
})

/**
 * Saves both languages of a FAQ entry or page in one request (the bilingual editors):
 * the caller must pass the collection's own access rule (editorialAccess), the input is checked
 * with zod (lengths, the select's options, the slug) and, to publish, every required text must be
 * there in English and German. Then the English and the German version are written through the
 * Local API as the caller (`overrideAccess: false`, so Payload's field rules and validation apply),
 * as a draft or published like Payload's own Save draft / Publish. SQLite runs Payload without
 * transactions, so if the second write fails the first is undone (a new document deleted, the
 * previous English draft texts put back; the published document is only written by the second).
 */
const save =
  (editor: BilingualCollection): PayloadHandler =>
  async (req: PayloadRequest) => {
    const language = req.i18n?.language ?? 'en'
    const t = fieldsT(language)
    const collection = req.payload.collections[editor.slug as CollectionSlug]
    const rawId = req.routeParams?.id
    try {
      if (!req.user) throw new EditorError(401, t('editor.signIn'))
      // Document ids are numbers, as in the operations endpoints (cms/admin/endpoints-ops.ts).
      const id = rawId === undefined ? null : ZId.parse(rawId)
      const access = collection.config.access[id === null ? 'create' : 'update']
      if (!(await access({ req, id: id ?? undefined }))) throw new EditorError(403, t('editor.forbidden'))
      let body: unknown
      try {
        body = await req.json?.()
      } catch {
        throw new EditorError(400, t('editor.badRequest'))
      }
      const fields = namedFields(collection.config.fields)
      const input = schemaFor(editor, fields, t, language).parse(body) as BilingualInput
      checkComplete(editor, fields, input, t, language)

      // Every write goes through Payload's draft mechanism: the English texts as a draft version, then
      // the German ones, which publish the merged document when asked to (Payload's Publish), so
      // the published texts change in one write, only after both languages were accepted.
      const asCaller = { collection: editor.slug, req, overrideAccess: false, depth: 0, draft: true } as const
      // Cast: with locale 'all' Payload returns each localized field as { en, de }; the generated type describes one locale.
      const before = id === null ? null : ((await req.payload.findByID({ ...asCaller, id, locale: 'all' })) as unknown as Record<string, unknown>)
      const english = { ...dataFor(editor, input, 'en', true), _status: 'draft' as const }
      const first = id === null ? await req.payload.create({ ...asCaller, locale: 'en', data: english }) : await req.payload.update({ ...asCaller, id, locale: 'en', data: english })
      try {
        const saved = await req.payload.update({ ...asCaller, id: first.id, locale: 'de', data: dataFor(editor, input, 'de', false) })
        return Response.json({ data: { id: saved.id, _status: saved._status } }, { headers: { 'Cache-Control': 'no-store' } })
      } catch (err) {
        if (before === null) await req.payload.delete({ collection: editor.slug, id: first.id, overrideAccess: true, req })
        else {
          const englishBefore = Object.fromEntries(editor.localized.map(({ name }) => [name, (before[name] as Record<string, unknown> | null | undefined)?.en ?? null]))
          const sharedBefore = Object.fromEntries(editor.shared.map((name) => [name, before[name] ?? null]))
          await req.payload.update({ ...asCaller, id: first.id, locale: 'en', data: { ...englishBefore, ...sharedBefore, _status: 'draft' } })
        }
        throw err
      }
    } catch (err) {
      if (err instanceof EditorError) return fail(err.status, err.message, err.field)
      if (err instanceof ZodError) {
        const issue = err.issues[0]
        return fail(400, issue?.message ?? t('editor.badRequest'), issue?.path.join('.') || undefined)
      }
      // Payload's own refusals (a taken slug, a field it finds invalid, no access) are 4xx with a
      // message meant for the user; anything else stays in the log.
      const status = (err as { status?: unknown }).status
      if (typeof status === 'number' && status >= 400 && status < 500 && err instanceof Error) {
        const data = (err as { data?: { errors?: { message?: string; path?: string }[] } }).data
        const first = data?.errors?.[0]
        return fail(status, first?.message ? `${first.path ? `${labelOf(namedFields(collection.config.fields).get(first.path), language)}: ` : ''}${first.message}` : err.message, first?.path)
      }
      req.payload.logger.error({ err }, 'bilingual save failed')
      return fail(500, t('editor.unexpected'))
    }
  }

/** POST /api/<collection>/bilingual creates, PATCH /api/<collection>/:id/bilingual updates. */
export const bilingualEndpoints = (editor: BilingualCollection): Endpoint[] => [
  { path: '/bilingual', method: 'post', handler: save(editor) },
  { path: '/:id/bilingual', method: 'patch', handler: save(editor) },
]
