'use client'

import { DatePicker, FieldDescription, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import { useCallback, useId, useMemo } from 'react'

import { fromPickerDate, toPickerDate } from './zoned-dates'

/** How each picker shows its value in each admin language (the same order as core/time/format.ts: "25 Nov 2026, 15:09" / "25.11.2026, 15:09"). */
const DISPLAY: Record<'en' | 'de', { day: string; dayAndTime: string; time: string }> = {
  en: { day: 'd MMM yyyy', dayAndTime: 'd MMM yyyy, HH:mm', time: 'HH:mm' },
  de: { day: 'dd.MM.yyyy', dayAndTime: 'dd.MM.yyyy, HH:mm', time: 'HH:mm' },
}

type Appearance = 'dayAndTime' | 'timeOnly' | 'dayOnly' | 'default' | 'monthOnly'

/**
 * Payload's date field with the platform's zone instead of the browser's: an editor in New York
 * picking "20 Nov 2026, 15:00" for an auction's end means 15:00 in Berlin, as every other screen,
 * email and page shows it. The value shown and typed is in the admin's date format; the zone is
 * named under the input (it is the input's description).
 */
export function ZonedDatePicker({
  path,
  label,
  required,
  readOnly,
  description,
  appearance,
  zone,
  zoneNote,
  language,
}: {
  path: string
  label: string
  required?: boolean
  readOnly?: boolean
  description?: string
  appearance: Appearance
  zone: string
  zoneNote: string
  language: 'en' | 'de'
}) {
  const { value, setValue, showError, disabled } = useField<string | null>({ potentiallyStalePath: path })
  const id = useId()
  const inputId = `${id}-input`
  const noteId = `${id}-zone`
  const dayOnly = appearance !== 'dayAndTime' && appearance !== 'timeOnly'
  const shown = useMemo(() => (typeof value === 'string' && value ? toPickerDate(value, zone) : undefined), [value, zone])
  const onChange = useCallback(
    (picked: Date | null) => {
      if (readOnly || disabled) return
      setValue(picked instanceof Date && !Number.isNaN(picked.getTime()) ? fromPickerDate(picked, zone, dayOnly) : null)
    },
    [readOnly, disabled, setValue, zone, dayOnly],
  )
  const formats = DISPLAY[language]
  const displayFormat = appearance === 'dayAndTime' ? formats.dayAndTime : appearance === 'timeOnly' ? formats.time : formats.day
  return (
    <div className={['field-type', 'date-time-field', 'mm-zoned-date', showError && 'date-time-field--has-error', (readOnly || disabled) && 'read-only'].filter(Boolean).join(' ')} data-testid={`zoned-date-${path}`}>
      <FieldLabel label={label} path={path} required={required} htmlFor={inputId} />
      <div className="field-type__wrap" id={`field-${path.replace(/\./g, '__')}`}>
        <FieldError path={path} showError={showError} />
        <DatePicker
          pickerAppearance={appearance === 'dayAndTime' || appearance === 'timeOnly' ? appearance : 'default'}
          displayFormat={displayFormat}
          timeFormat={formats.time}
          timeIntervals={15}
          onChange={onChange}
          readOnly={readOnly || disabled}
          value={shown}
          // The label names the input itself, and the zone note describes it.
          overrides={{ id: inputId, name: path, ...(dayOnly ? {} : { ariaDescribedBy: noteId }) }}
        />
      </div>
      {!dayOnly && (
        <p className="mm-zoned-date__zone" id={noteId}>
          {zoneNote}
        </p>
      )}
      {description && <FieldDescription description={description} path={path} />}
    </div>
  )
}
