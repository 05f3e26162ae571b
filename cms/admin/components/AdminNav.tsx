import '../admin.scss'

import { NavHamburger, NavWrapper } from '@payloadcms/next/client'
import { Logout } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { adminT } from '../i18n/texts'
import { menuFor } from '../menu'
import { BrandMark } from './Brand'

/**
 * The admin's one navigation (admin.components.Nav, in place of Payload's list of collections):
 * the menu of ./menu.ts grouped by task, only the links the user's role may open, the current
 * page marked with aria-current. Payload's wrapper keeps its open/close behaviour and the mobile
 * close button; the sign-out stays at the bottom.
 */
export function AdminNav({ i18n, payload, params, user }: ServerProps) {
  const adminRoute = payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const groups = menuFor(user, segments.length ? `/${segments.join('/')}` : '')
  const t = adminT(i18n.language)
  return (
    <NavWrapper baseClass="nav">
      <nav aria-label={t('menuLabel')} className="nav__wrap mm-menu mm-sections">
        <a className="mm-menu__brand" href={adminRoute}>
          <BrandMark size={28} />
          <span>{t('brandAdmin')}</span>
        </a>
        {groups.map((group) => (
          <div className="mm-menu__group" key={group.key}>
            {group.label && (
              <p className="mm-menu__heading" id={`mm-menu-${group.key}`}>
                {t(group.label)}
              </p>
            )}
            <ul aria-labelledby={group.label ? `mm-menu-${group.key}` : undefined} className="mm-menu__list">
              {group.links.map(({ link, path, current }) => (
                <li key={path}>
                  <a aria-current={current ? 'page' : undefined} className="nav__link mm-menu__link" href={`${adminRoute}${path}`}>
                    <span className="nav__link-label">{t(link.label)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="nav__controls">
          <Logout />
        </div>
      </nav>
      <div className="nav__header">
        <div className="nav__header-content">
          <NavHamburger baseClass="nav" />
        </div>
      </div>
    </NavWrapper>
  )
}
