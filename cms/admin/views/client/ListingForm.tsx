'use client'

import { useRouter } from 'next/navigation'
import React, { useId, useState } from 'react'
import Markdown from 'react-markdown'

import { translator, type AdminTexts, type Translate } from '../../i18n/translate'
import { postAction } from '../../components/post-action'
import { type Photo, SortablePhotos } from './SortablePhotos'

type Option = { value: string; label: string }
export type ListingFormOptions = { categories: Option[]; brands: Option[]; countries: Option[]; conditions: Option[] }

const FIELDS = ['title', 'category', 'brand', 'model', 'year', 'hours', 'serial_number', 'condition', 'location_city', 'location_country', 'reserve_price', 'description_en', 'description_de', 'inspector', 'inspected_at', 'inspection_summary_en', 'inspection_summary_de'] as const
type Field = (typeof FIELDS)[number]

/** Markdown as on the public site: no raw HTML, only safe link protocols (react-markdown's default). */
const Md = ({ text }: { text: string }) => <Markdown skipHtml>{text}</Markdown>

/** The listing form of /admin/listings/new: fields, photos in order, documents, report, preview. */
export const ListingForm = ({ texts, options }: { texts: AdminTexts; options: ListingFormOptions }) => {
  const t = translator(texts)
  const router = useRouter()
  const [values, setValues] = useState<Record<Field, string>>(() => ({ ...Object.fromEntries(FIELDS.map((field) => [field, ''])), condition: 'good' }) as Record<Field, string>)
  const [photos, setPhotos] = useState<Photo[]>([])
  const [documents, setDocuments] = useState<File[]>([])
  const [inspection, setInspection] = useState<File | null>(null)
  const [preview, setPreview] = useState(false)
  const [previewLang, setPreviewLang] = useState<'en' | 'de'>('en')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const formId = useId()

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))
  const id = (field: string) => `${formId}-${field}`
  const field = (name: Field, label: string, input: React.ReactNode, wide = false) => (
    <div className={wide ? 'ops-wide' : undefined} style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id(name)}>{label}</label>
      {input}
    </div>
  )
  const text = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(name, label, <input id={id(name)} name={name} value={values[name]} onChange={set(name)} aria-invalid={error?.field === name} {...props} />)
  const select = (name: Field, label: string, choices: Option[], required = true) =>
    field(
      name,
      label,
      <select id={id(name)} name={name} value={values[name]} onChange={set(name)} required={required} aria-invalid={error?.field === name}>
        <option value="">{t('listingForm.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>,
    )
  const area = (name: Field, label: string) =>
    field(name, label, <textarea id={id(name)} name={name} value={values[name]} onChange={set(name)} aria-invalid={error?.field === name} />, true)

  const save = async (status: 'draft' | 'live') => {
    setPending(true)
    setError(null)
    const form = new FormData()
    const data: Record<string, unknown> = { status }
    for (const name of FIELDS) if (values[name].trim() !== '') data[name] = values[name]
    form.set('data', JSON.stringify(data))
    for (const photo of photos) form.append('photos', photo.file, photo.file.name)
    for (const doc of documents) form.append('documents', doc, doc.name)
    if (inspection) form.set('inspection', inspection, inspection.name)
    const result = await postAction('listings', form, t('common.error'))
    setPending(false)
    if (!result.ok) {
      setError({ message: result.message })
      return
    }
    router.push(`/admin/listings?q=${encodeURIComponent(values.title)}`)
  }

  return (
    <div className="ops-form">
      <form
        className="ops-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save('draft')
        }}
      >
        <fieldset>
          <legend>{t('listingForm.machine')}</legend>
          {text('title', t('listingForm.titleField'), { required: true, maxLength: 160 })}
          {select('category', t('listingForm.category'), options.categories)}
          {select('brand', t('listingForm.brand'), options.brands)}
          {text('model', t('listingForm.model'), { required: true, maxLength: 80 })}
          {text('year', t('listingForm.year'), { required: true, inputMode: 'numeric' })}
          {text('hours', t('listingForm.hours'), { required: true, inputMode: 'numeric' })}
          {text('serial_number', t('listingForm.serial'), { maxLength: 80 })}
          {select('condition', t('listingForm.condition'), options.conditions)}
          {text('location_city', t('listingForm.city'), { required: true, maxLength: 120 })}
          {select('location_country', t('listingForm.country'), options.countries)}
          {text('reserve_price', t('listingForm.reserve'), { inputMode: 'decimal' })}
        </fieldset>
        <fieldset>
          <legend>{t('listingForm.descriptions')}</legend>
          {area('description_en', t('listingForm.descriptionEn'))}
          {area('description_de', t('listingForm.descriptionDe'))}
        </fieldset>
        <PhotosFieldset id={id} t={t} photos={photos} onChange={setPhotos} />
        <fieldset>
          <legend>{t('listingForm.documents')}</legend>
          <div className="ops-wide">
            <label htmlFor={id('documents')}>{t('listingForm.documents')}</label>
            <input id={id('documents')} type="file" accept="application/pdf" multiple onChange={(event) => setDocuments(Array.from(event.target.files ?? []))} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('listingForm.inspection')}</legend>
          <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
            <label htmlFor={id('inspection')}>{t('listingForm.inspectionFile')}</label>
            <input id={id('inspection')} type="file" accept="application/pdf" onChange={(event) => setInspection(event.target.files?.[0] ?? null)} />
          </div>
          {text('inspector', t('listingForm.inspector'), { maxLength: 120 })}
          {text('inspected_at', t('listingForm.inspectedAt'), { type: 'date' })}
          {area('inspection_summary_en', t('listingForm.summaryEn'))}
          {area('inspection_summary_de', t('listingForm.summaryDe'))}
        </fieldset>
        <div aria-live="polite">
          {error && (
            <p className="ops-error" role="alert">
              {error.message}
            </p>
          )}
        </div>
        <div className="ops-inline">
          <button type="submit" className="ops-btn ops-btn--secondary" disabled={pending}>
            {pending ? t('common.saving') : t('listingForm.saveDraft')}
          </button>
          <button type="button" className="ops-btn" disabled={pending} onClick={() => void save('live')}>
            {t('listingForm.publish')}
          </button>
          <button type="button" className="ops-btn ops-btn--secondary" aria-expanded={preview} aria-controls={id('preview')} onClick={() => setPreview((open) => !open)}>
            {preview ? t('listingForm.hidePreview') : t('listingForm.preview')}
          </button>
        </div>
      </form>

      {preview && (
        <ListingPreview
          sectionId={id('preview')}
          langId={id('preview-lang')}
          t={t}
          options={options}
          values={values}
          photos={photos}
          hasInspection={inspection !== null}
          lang={previewLang}
          onLang={setPreviewLang}
        />
      )}
    </div>
  )
}

/** The photos, added from files and put in order by dragging (the first is the cover). */
function PhotosFieldset({ id, t, photos, onChange }: { id: (field: string) => string; t: Translate; photos: Photo[]; onChange: React.Dispatch<React.SetStateAction<Photo[]>> }) {
  const addPhotos = (files: FileList | null) => {
    if (!files) return
    onChange((current) => [...current, ...Array.from(files).map((file, index) => ({ id: `${Date.now()}-${index}-${file.name}`, file, url: URL.createObjectURL(file) }))])
  }
  return (
    <fieldset>
      <legend>{t('listingForm.photos')}</legend>
      <div className="ops-wide">
        <p className="mm-muted" id={id('photos-hint')}>
          {t('listingForm.photosHint')}
        </p>
        <label htmlFor={id('photos')}>{t('listingForm.addPhotos')}</label>
        <input id={id('photos')} type="file" accept="image/jpeg,image/png,image/webp" multiple aria-describedby={id('photos-hint')} onChange={(event) => addPhotos(event.target.files)} />
      </div>
      <div className="ops-wide">
        <SortablePhotos photos={photos} onChange={onChange} t={t} />
      </div>
    </fieldset>
  )
}

const label = (choices: Option[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value

/** The listing as the public page will show it, in either language, before it is saved. */
function ListingPreview({ sectionId, langId, t, options, values, photos, hasInspection, lang, onLang }: {
  sectionId: string
  langId: string
  t: Translate
  options: ListingFormOptions
  values: Record<Field, string>
  photos: Photo[]
  hasInspection: boolean
  lang: 'en' | 'de'
  onLang: (lang: 'en' | 'de') => void
}) {
  const description = lang === 'de' ? values.description_de : values.description_en
  const summary = lang === 'de' ? values.inspection_summary_de : values.inspection_summary_en
  return (
    <section id={sectionId} className="ops-preview" aria-label={t('listingForm.preview')} data-testid="listing-preview">
      <div className="ops-inline">
        <label htmlFor={langId}>{t('listingForm.previewLanguage')}</label>
        <select id={langId} value={lang} onChange={(event) => onLang(event.target.value as 'en' | 'de')}>
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </select>
      </div>
      <h2 lang={lang}>{values.title}</h2>
      <div className="ops-preview__gallery">
        {photos.map((photo, index) => (
          <img key={photo.id} src={photo.url} alt={`${values.title} ${index + 1}`} />
        ))}
      </div>
      <dl className="ops-dl">
        <dt>{t('listingForm.brand')}</dt>
        <dd>
          {values.brand} {values.model}
        </dd>
        <dt>{t('listingForm.category')}</dt>
        <dd>{label(options.categories, values.category)}</dd>
        <dt>{t('listingForm.year')}</dt>
        <dd>{values.year}</dd>
        <dt>{t('listingForm.hours')}</dt>
        <dd>{values.hours}</dd>
        <dt>{t('listingForm.serial')}</dt>
        <dd>{values.serial_number || t('common.none')}</dd>
        <dt>{t('listingForm.condition')}</dt>
        <dd>{label(options.conditions, values.condition)}</dd>
        <dt>{t('listingForm.city')}</dt>
        <dd>
          {values.location_city}, {label(options.countries, values.location_country)}
        </dd>
      </dl>
      <div lang={lang}>
        <Md text={description} />
      </div>
      <h3>{t('listingForm.inspection')}</h3>
      {hasInspection || summary ? (
        <div lang={lang}>
          <p>
            {values.inspector} {values.inspected_at}
          </p>
          <Md text={summary} />
        </div>
      ) : (
        <p>{t('listingForm.noInspection')}</p>
      )}
    </section>
  )
}
