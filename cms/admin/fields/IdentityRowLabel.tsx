'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { fieldsT } from '../i18n/fields'

type IdentityRow = { provider?: string | null; subject?: string | null }

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' }

/** A linked sign-in account reads "Google account 1234…" instead of "Identity 01". */
export function IdentityRowLabel() {
  const { data } = useRowLabel<IdentityRow>()
  const { i18n } = useTranslation()
  const t = fieldsT(i18n.language)
  if (!data?.provider) return <span>{t('rows.identityEmpty')}</span>
  return <span>{t('rows.identity', { provider: PROVIDER_NAMES[data.provider] ?? data.provider, subject: data.subject ?? '' })}</span>
}
