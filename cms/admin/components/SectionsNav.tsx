import '../admin.scss'

import type { ServerProps } from 'payload'

import { adminT } from '../i18n/texts'
import { sectionsFor } from '../screens'

/**
 * The admin's own sections at the top of Payload's navigation, filtered by the user's roles (the
 * server checks the same role table again when a section is opened).
 */
export function SectionsNav({ i18n, payload, params, user }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const current = segments.length ? `/${segments.join('/')}` : ''
  const sections = sectionsFor(user)
  const t = adminT(i18n.language)
  if (!sections.length) return null
  return (
    <div className="mm-sections">
      <p className="mm-sections__label" id="mm-sections-label">
        {t('navHeading')}
      </p>
      <ul aria-labelledby="mm-sections-label" className="mm-sections__list">
        {sections.map((section) => (
          <li key={section.key}>
            <a
              aria-current={section.path === current ? 'page' : undefined}
              className="nav__link mm-sections__link"
              href={`${adminRoute}${section.path}`}
            >
              <span className="nav__link-label">{t(section.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
