'use client'

import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { fillFigures } from '@core/content/figures'
import Markdown from '@core/markdown/Markdown'

import type { FieldsKey } from '../i18n/fields'
import type { BilingualInput, EditorLocale } from './bilingual-config'

export type EditorField = { name: string; kind: 'text' | 'textarea' | 'markdown'; max: number; label: string; description: string; required: boolean }
export type SharedInput =
  | { name: string; kind: 'select'; label: string; description: string; options: { value: string; label: string }[] }
  | { name: string; kind: 'number' | 'text'; label: string; description: string }
export type EditorValues = { en: Record<string, string>; de: Record<string, string>; shared: Record<string, string> }
type Status = 'new' | 'draft' | 'published' | 'changed'

type Props = {
  collection: 'faqs' | 'pages'
  id: string | null
  locales: readonly EditorLocale[]
  localized: EditorField[]
  shared: SharedInput[]
  initial: EditorValues
  status: Status
  texts: Readonly<Record<FieldsKey, string>>
  adminRoute: string
  /** The settings' figures per language, filled into the preview as the site fills them ({{buyer_fee_pct}} …). */
  figures: Readonly<Record<EditorLocale, Readonly<Record<string, string>>>>
}

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))

/**
 * The bilingual editor: every localized field in an English and a German column, side
 * by side (stacked on narrow screens), Markdown fields with a live preview rendered by the public
 * site's own renderer, and one Save draft / Publish that writes both languages in one request
 * (PATCH /api/<collection>/:id/bilingual, POST …/bilingual to create). The server checks access
 * and validity again; on an error the form keeps everything typed and shows the message.
 */
export function BilingualEditor({ collection, id, locales, localized, shared, initial, status, texts, adminRoute, figures }: Props) {
  const t = (key: FieldsKey, vars?: Record<string, string | number>) => (vars ? fill(texts[key], vars) : texts[key])
  const router = useRouter()
  const [values, setValues] = useState<EditorValues>(initial)
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null)
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; field?: string } | null>(null)
  const [dirty, setDirty] = useState(false)
  const languageName = (locale: EditorLocale) => t(locale === 'en' ? 'editor.english' : 'editor.german')
  const inputId = (name: string, locale?: EditorLocale) => `${collection}-${name}${locale ? `-${locale}` : ''}`

  const setText = (locale: EditorLocale, name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value
    setValues((current) => ({ ...current, [locale]: { ...current[locale], [name]: value } }))
    setDirty(true)
  }
  const setShared = (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = event.target.value
    setValues((current) => ({ ...current, shared: { ...current.shared, [name]: value } }))
    setDirty(true)
  }

  const save = async (publish: boolean) => {
    setPending(publish ? 'publish' : 'draft')
    setMessage(null)
    const body: BilingualInput = {
      en: values.en,
      de: values.de,
      shared: Object.fromEntries(shared.map((field) => [field.name, field.kind === 'number' ? (values.shared[field.name] === '' ? null : Number(values.shared[field.name])) : (values.shared[field.name] ?? '')])),
      publish,
    }
    try {
      const response = await fetch(id === null ? `/api/${collection}/bilingual` : `/api/${collection}/${id}/bilingual`, {
        method: id === null ? 'POST' : 'PATCH',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const json = (await response.json().catch(() => null)) as { data?: { id: number | string }; errors?: { message?: string; field?: string }[] } | null
      if (!response.ok || !json?.data) {
        const first = json?.errors?.[0]
        setMessage({ kind: 'error', text: t('editor.failed', { message: first?.message ?? t('editor.unexpected') }), field: first?.field })
        return
      }
      setDirty(false)
      setMessage({ kind: 'ok', text: t(publish ? 'editor.published' : 'editor.savedDraft') })
      if (id === null) router.push(`${adminRoute}/collections/${collection}/${json.data.id}`)
      else router.refresh()
    } catch {
      setMessage({ kind: 'error', text: t('editor.failed', { message: t('editor.unexpected') }) })
    } finally {
      setPending(null)
    }
  }

  const statusText = { new: null, draft: t('editor.statusDraft'), published: t('editor.statusPublished'), changed: t('editor.statusChanged') }[status]
  const invalid = (field: string) => message?.kind === 'error' && message.field === field

  return (
    <div className="mm-bilingual">
      <div className="mm-bilingual__bar">
        <p className="mm-bilingual__intro">{t('editor.intro')}</p>
        <div className="mm-bilingual__actions">
          {statusText && <span className={`mm-bilingual__status mm-bilingual__status--${status}`}>{statusText}</span>}
          {dirty && <span className="mm-bilingual__dirty">{t('editor.unsaved')}</span>}
          <button type="button" className="btn btn--style-secondary btn--size-medium" disabled={pending !== null} onClick={() => save(false)}>
            {pending === 'draft' ? t('editor.saving') : t('editor.saveDraft')}
          </button>
          <button type="button" className="btn btn--style-primary btn--size-medium" disabled={pending !== null} onClick={() => save(true)}>
            {pending === 'publish' ? t('editor.saving') : t('editor.publish')}
          </button>
        </div>
      </div>
      <div className="mm-bilingual__message" role={message?.kind === 'error' ? 'alert' : 'status'} aria-live="polite">
        {message && <p className={`mm-bilingual__note mm-bilingual__note--${message.kind}`}>{message.text}</p>}
      </div>

      <SharedFields legend={t('editor.shared')} fields={shared} values={values.shared} inputId={inputId} invalid={invalid} onChange={setShared} />

      {localized.map((field) => (
        <section key={field.name} className="mm-bilingual__row" aria-labelledby={`${inputId(field.name)}-title`}>
          <h2 id={`${inputId(field.name)}-title`} className="mm-bilingual__row-title">
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </h2>
          {field.description && <p className="mm-bilingual__hint">{field.description}</p>}
          <div className="mm-bilingual__columns">
            {locales.map((locale) => {
              const fieldId = inputId(field.name, locale)
              const value = values[locale][field.name] ?? ''
              const common = {
                id: fieldId,
                lang: locale,
                value,
                maxLength: field.max,
                onChange: setText(locale, field.name),
                'aria-invalid': invalid(`${locale}.${field.name}`),
                required: field.required,
              }
              return (
                <div key={locale} className="mm-bilingual__column">
                  <label htmlFor={fieldId}>
                    {field.label} ({languageName(locale)})
                  </label>
                  {field.kind === 'text' ? <input type="text" {...common} /> : <textarea rows={field.kind === 'markdown' ? 10 : 3} {...common} />}
                  {field.kind === 'markdown' && (
                    <div className="mm-bilingual__preview" aria-label={`${t('editor.preview')} (${languageName(locale)})`} role="region" lang={locale}>
                      <p className="mm-bilingual__preview-title">{t('editor.preview')}</p>
                      <div className="prose">{value.trim() ? <Markdown source={fillFigures(value, figures[locale])} /> : <p className="mm-bilingual__hint">{t('editor.previewEmpty')}</p>}</div>
                    </div>
                  )}
                </div>
              )
            })}
          </div>
        </section>
      ))}
    </div>
  )
}

/** The fields both languages share (numbers, choices), above the language columns. */
function SharedFields({ legend, fields, values, inputId, invalid, onChange }: {
  legend: string
  fields: SharedInput[]
  values: Record<string, string>
  inputId: (name: string) => string
  invalid: (field: string) => boolean
  onChange: (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
}) {
  return (
    <fieldset className="mm-bilingual__shared">
      <legend>{legend}</legend>
      {fields.map((field) => (
        <div key={field.name} className="mm-bilingual__field">
          <label htmlFor={inputId(field.name)}>{field.label}</label>
          {field.kind === 'select' ? (
            <select id={inputId(field.name)} value={values[field.name] ?? ''} onChange={onChange(field.name)} aria-invalid={invalid(`shared.${field.name}`)}>
              <option value="" disabled>
                —
              </option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={inputId(field.name)}
              type={field.kind === 'number' ? 'number' : 'text'}
              value={values[field.name] ?? ''}
              onChange={onChange(field.name)}
              aria-invalid={invalid(`shared.${field.name}`)}
              aria-describedby={field.description ? `${inputId(field.name)}-hint` : undefined}
            />
          )}
          {field.description && (
            <p id={`${inputId(field.name)}-hint`} className="mm-bilingual__hint">
              {field.description}
            </p>
          )}
        </div>
      ))}
    </fieldset>
  )
}
