import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import type { AdminSectionKey } from '../../access/roles'
import { gateSection } from '../gate'
import { adminT } from '../i18n/texts'
import type { AdminKey } from '../i18n/translate'

export type ScreenProps = AdminViewServerProps & { adminRoute: string; language: string }

/**
 * A custom admin screen: the gate on the server, then Payload's own layout (nav, header,
 * account menu) around the content, so it is part of the Payload admin rather than beside it.
 */
export const adminScreen =
  (section: AdminSectionKey, title: AdminKey, Content: (props: ScreenProps) => Promise<ReactNode> | ReactNode) =>
  async function AdminScreenView(props: AdminViewServerProps) {
    const allowed = await gateSection(props, section)
    const { initPageResult, params, searchParams } = props
    const { req } = initPageResult
    const language = req.i18n.language
    const t = adminT(language)
    const adminRoute = req.payload.config.routes.admin
    return (
      <DefaultTemplate
        i18n={req.i18n}
        locale={initPageResult.locale}
        params={params}
        payload={req.payload}
        permissions={initPageResult.permissions}
        req={req}
        searchParams={searchParams}
        user={req.user ?? undefined}
        viewType={`mm-${section}`}
        visibleEntities={initPageResult.visibleEntities}
      >
        <Gutter className="mm-screen" data-section={section}>
          <h1 className="mm-screen__title">{t(title)}</h1>
          {allowed ? (
            await Content({ ...props, adminRoute, language })
          ) : (
            <div className="mm-forbidden" role="alert">
              <p>{t('forbidden')}</p>
              <p>
                <a href={adminRoute}>{t('backToOverview')}</a>
              </p>
            </div>
          )}
        </Gutter>
      </DefaultTemplate>
    )
  }
