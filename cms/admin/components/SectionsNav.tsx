import '../admin-core.scss'

import type { ServerProps } from 'payload'

import { tr } from '../i18n/translate'
import { sectionsFor } from '../sections'

/**
 * The admin's own sections at the top of Payload's navigation, filtered by the user's roles (the
 * server checks the same table again when a section is opened).
 */
export function SectionsNav({ i18n, payload, params, user }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const current = segments.length ? `/${segments.join('/')}` : ''
  const sections = sectionsFor(user)
  if (!sections.length) return null
  return (
    <div className="mm-sections">
      <p className="mm-sections__label" id="mm-sections-label">
        {tr(i18n, 'navHeading')}
      </p>
      <ul aria-labelledby="mm-sections-label" className="mm-sections__list">
        {sections.map((section) => (
          <li key={section.key}>
            <a
              aria-current={section.path === current ? 'page' : undefined}
              className="nav__link mm-sections__link"
              href={`${adminRoute}${section.path}`}
            >
              <span className="nav__link-label">{tr(i18n, section.label as never)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
