'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { clock } from '@core/time/format'

/**
 * The document header's "Last modified" and "Created", from the document as last saved (a save
 * updates them at once), in the platform's zone: "25 Nov 2026, 15:09 CET" / "25.11.2026, 15:09 MEZ".
 */
export function DocTimestamps({ zone, language, labels }: { zone: string; language: 'en' | 'de'; labels: { lastModified: string; created: string } }) {
  const { data, id } = useDocumentInfo()
  if (id === undefined || id === null || !data) return null
  const c = clock(language, zone)
  const stamps = [
    ['updated', labels.lastModified, data.updatedAt],
    ['created', labels.created, data.createdAt],
  ] as const
  return (
    <dl className="mm-doc-stamps" data-testid="doc-timestamps">
      {stamps.map(([key, label, value]) =>
        typeof value === 'string' && value ? (
          <div key={key} className="mm-doc-stamps__item">
            <dt>{label}:</dt>
            <dd>
              <time dateTime={new Date(value).toISOString()}>{c.dateTime(value)}</time>
            </dd>
          </div>
        ) : null,
      )}
    </dl>
  )
}
