import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { canRunOps, type OpsArea } from '../../access/roles'
import { adminClock } from '../data/clock'
import '../admin.scss'
import { adminT, adminTexts } from '../i18n/texts'
import { adminLanguage, type Translate } from '../i18n/translate'

/** The language, texts and formatters of an operations screen (times: the one clock, in the platform's zone). */
export const viewContext = async (props: AdminViewServerProps) => {
  const { req } = props.initPageResult
  const lang = adminLanguage(req.i18n?.language)
  const intl = lang === 'de' ? 'de-DE' : 'en-GB'
  const t = adminT(lang)
  const euros = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 })
  const clock = await adminClock(req)
  return {
    req,
    lang,
    t,
    /** The same texts as a plain object, for client components. */
    texts: adminTexts(lang),
    money: (value: number | null | undefined) => (value == null ? t('common.none') : euros.format(value)),
    date: (value: string | null | undefined) => (value ? clock.dateTime(value) : t('common.none')),
    clock,
    allowed: (area: OpsArea) => canRunOps(area, req.user),
  }
}

/** The admin layout (navigation, header) around an operations screen. */
export const OpsPage = ({ props, title, children }: { props: AdminViewServerProps; title: string; children: React.ReactNode }) => {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <div className="ops" id="ops-view">
          <h1 className="ops__title">{title}</h1>
          {children}
        </div>
      </Gutter>
    </DefaultTemplate>
  )
}

/**
 * What staff without the screen's role see (after the gate in cms/admin/gate.ts: signed out and
 * non-staff never get here); the data was never read for them.
 */
export const Forbidden = ({ props, t }: { props: AdminViewServerProps; t: Translate }) => (
  <OpsPage props={props} title={t('common.forbidden')}>
    <div className="mm-forbidden" role="alert" data-testid="ops-forbidden">
      <p>{t('common.forbiddenHint')}</p>
    </div>
  </OpsPage>
)
