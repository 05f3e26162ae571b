import './editors.scss'

import type { DocumentViewServerProps } from 'payload'

import { platformFigures } from '@core/content/figures'
import { figureSettingsOf } from '@core/settings'

import { namedFields, labelOf } from '../../endpoints/bilingual-save'
import { fieldsTranslations } from '../i18n/fields'
import { BILINGUAL_FAQS, BILINGUAL_PAGES, EDITOR_LOCALES, type BilingualCollection } from './bilingual-config'
import { BilingualEditor, type EditorField, type EditorValues, type SharedInput } from './BilingualEditor'
import { readSettings } from '../../settings/read-settings'

type Localized = Record<string, Record<string, unknown> | null | undefined>

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * The edit view of FAQ entries and pages: the document in both languages (the latest
 * draft, read as the signed-in user), the fields' labels and options in the admin language from
 * the collection's own config, handed to the client editor. Payload's document header (title,
 * Edit / Versions / API tabs) stays above it.
 */
async function BilingualView({ editor, props }: { editor: BilingualCollection; props: DocumentViewServerProps }) {
  const { doc, i18n, initPageResult, payload, hasPublishedDoc } = props
  const language = i18n.language === 'de' ? 'de' : 'en'
  const id = (doc as { id?: number | string } | null)?.id
  const config = payload.collections[editor.slug].config
  const fields = namedFields(config.fields)
  // Cast: with locale 'all' Payload returns each localized field as { en, de }; the generated type describes one locale.
  const all = (id === undefined
    ? null
    : await payload.findByID({ collection: editor.slug, id, locale: 'all', draft: true, depth: 0, overrideAccess: false, req: initPageResult.req })) as unknown as Localized | null
  const describe = (name: string) => {
    const field = fields.get(name)
    const description = field?.admin && 'description' in field.admin ? field.admin.description : undefined
    return description && typeof description === 'object' ? ((description as Record<string, string>)[language] ?? '') : typeof description === 'string' ? description : ''
  }
  const localized: EditorField[] = editor.localized.map(({ name, kind, max }) => ({
    name,
    kind,
    max,
    label: labelOf(fields.get(name), language),
    description: describe(name),
    required: Boolean(fields.get(name) && 'required' in (fields.get(name) ?? {}) && (fields.get(name) as { required?: boolean }).required),
  }))
  const shared: SharedInput[] = editor.shared.map((name) => {
    const field = fields.get(name)
    const label = labelOf(field, language)
    if (field?.type === 'select') {
      const options = (field.options ?? []).map((option) =>
        typeof option === 'string' ? { value: option, label: option } : { value: option.value, label: typeof option.label === 'object' ? ((option.label as Record<string, string>)[language] ?? option.value) : String(option.label) },
      )
      return { name, kind: 'select', label, description: describe(name), options }
    }
    return { name, kind: field?.type === 'number' ? 'number' : 'text', label, description: describe(name) }
  })
  const values: EditorValues = {
    en: Object.fromEntries(editor.localized.map(({ name }) => [name, textOf(all?.[name]?.en)])),
    de: Object.fromEntries(editor.localized.map(({ name }) => [name, textOf(all?.[name]?.de)])),
    shared: Object.fromEntries(editor.shared.map((name) => {
      const value = (all as Record<string, unknown> | null)?.[name]
      return [name, value === null || value === undefined ? '' : String(value)]
    })),
  }
  const status = (all as { _status?: string } | null)?._status
  const settings = figureSettingsOf(await readSettings(payload))
  const figures = Object.fromEntries(EDITOR_LOCALES.map((locale) => [locale, platformFigures(settings, locale)])) as Record<(typeof EDITOR_LOCALES)[number], Record<string, string>>
  return (
    <BilingualEditor
      collection={editor.slug}
      id={id === undefined ? null : String(id)}
      locales={EDITOR_LOCALES}
      localized={localized}
      shared={shared}
      initial={values}
      status={status === 'published' ? 'published' : id === undefined ? 'new' : hasPublishedDoc ? 'changed' : 'draft'}
      texts={fieldsTranslations[language]}
      adminRoute={payload.config.routes.admin}
      figures={figures}
    />
  )
}

export const FaqEditView = (props: DocumentViewServerProps) => <BilingualView editor={BILINGUAL_FAQS} props={props} />
export const PageEditView = (props: DocumentViewServerProps) => <BilingualView editor={BILINGUAL_PAGES} props={props} />
