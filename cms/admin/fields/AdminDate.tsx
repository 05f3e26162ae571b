import type { Payload } from 'payload'

import { clock } from '@core/time/format'
import { platformTimeZone } from '../data/clock'
import { adminT } from '../i18n/texts'
import { adminLanguage } from '../i18n/translate'
import { DocTimestamps } from './DocTimestamps'
import { ZonedDatePicker } from './ZonedDatePicker'

type Label = string | Record<string, string> | ((...args: never[]) => unknown) | false | undefined
type I18n = { language?: string; t: (key: string) => string }

/** The admin's one clock (core/time/format.ts) for Payload's own components: the admin language, the platform's zone. */
const adminDateClock = async (payload: Payload, i18n: I18n | undefined) => clock(adminLanguage(i18n?.language), await platformTimeZone(payload))

const asDate = (value: unknown): string | null => (typeof value === 'string' || value instanceof Date ? new Date(value).toISOString() : null)

/**
 * A date in Payload's own lists, rendered on the server: "25 Nov 2026, 15:09 CET" / "25.11.2026,
 * 15:09 MEZ", the same text as every screen of ours and the charts, whatever zone the browser is in
 * (Payload's own cell formats in the browser's zone). Set on every date field, the timestamps
 * included, by cms/plugins/admin-dates.ts.
 */
export const AdminDateCell = async ({
  cellData,
  payload,
  i18n,
  link,
  linkURL,
  collectionSlug,
  rowData,
}: {
  cellData?: unknown
  payload: Payload
  i18n?: I18n
  /** The list's first column links to the document (as Payload's own cell does). */
  link?: boolean
  linkURL?: string
  collectionSlug?: string
  rowData?: { id?: number | string }
}) => {
  const iso = asDate(cellData)
  if (!iso) return null
  const c = await adminDateClock(payload, i18n)
  const text = <time dateTime={iso}>{c.dateTime(iso)}</time>
  if (!link || rowData?.id === undefined) return text
  return <a href={linkURL ?? `${payload.config.routes.admin}/collections/${collectionSlug}/${encodeURIComponent(String(rowData.id))}`}>{text}</a>
}

const labelText = (label: Label, i18n: I18n | undefined, name: string): string => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return label[i18n?.language ?? 'en'] ?? label.en ?? name
  return name
}

/**
 * A read-only date field in Payload's edit view (reviewed at, claimed until, checked at …), as text
 * in the one admin format instead of a disabled date picker in the browser's zone.
 */
export const AdminDateField = async ({
  field,
  siblingData,
  payload,
  i18n,
  path,
}: {
  field: { name: string; label?: Label }
  siblingData?: Record<string, unknown>
  payload: Payload
  i18n?: I18n
  path?: string
}) => {
  const iso = asDate(siblingData?.[field.name])
  const c = await adminDateClock(payload, i18n)
  const id = `field-${(path ?? field.name).replace(/\./g, '__')}`
  return (
    <div className="field-type mm-date-field" data-testid={`date-${field.name}`}>
      <span className="field-label" id={`${id}-label`}>
        {labelText(field.label, i18n, field.name)}
      </span>
      <p aria-labelledby={`${id}-label`} className="mm-date-field__value">
        {iso ? <time dateTime={iso}>{c.dateTime(iso)}</time> : '—'}
      </p>
    </div>
  )
}

type DateFieldConfig = {
  name: string
  label?: Label
  required?: boolean
  admin?: { readOnly?: boolean; description?: unknown; date?: { pickerAppearance?: 'dayAndTime' | 'timeOnly' | 'dayOnly' | 'default' | 'monthOnly' } }
}

/**
 * An editable date field in Payload's edit view: Payload's picker, in the platform's zone and the
 * admin's date format instead of the browser's (cms/admin/fields/ZonedDatePicker.tsx).
 */
export const AdminDatePickerField = async ({
  field,
  payload,
  i18n,
  path,
  readOnly,
}: {
  field: DateFieldConfig
  payload: Payload
  i18n?: I18n
  path?: string
  readOnly?: boolean
}) => {
  const zone = await platformTimeZone(payload)
  const language = adminLanguage(i18n?.language)
  const description = labelText(field.admin?.description as Label, i18n, '')
  return (
    <ZonedDatePicker
      path={path ?? field.name}
      label={labelText(field.label, i18n, field.name)}
      required={field.required}
      readOnly={Boolean(readOnly || field.admin?.readOnly)}
      description={description || undefined}
      appearance={field.admin?.date?.pickerAppearance ?? 'default'}
      zone={zone}
      zoneNote={adminT(language)('dates.zone', { zone })}
      language={language}
    />
  )
}

/**
 * "Last modified / Created" of Payload's document header, in the platform's zone and the admin's
 * format (Payload formats them in the browser's zone; admin.scss hides its pair).
 */
export const AdminDocTimestamps = async ({ payload, i18n }: { payload: Payload; i18n?: I18n }) => {
  const zone = await platformTimeZone(payload)
  const language = adminLanguage(i18n?.language)
  const t = adminT(language)
  return <DocTimestamps zone={zone} language={language} labels={{ lastModified: t('dates.lastModified'), created: t('dates.created') }} />
}
