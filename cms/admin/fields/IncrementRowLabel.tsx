'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { fieldsT } from '../i18n/fields'
import { intlLocale } from '../i18n/translate'

type IncrementRow = { from?: number | null; increment?: number | null }

const euros = (amount: number, language: string) =>
  new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount)

/** A row of the settings' increment table reads "From €1,000: step €100" ("Ab 1.000 €: Schritt 100 €"). */
export function IncrementRowLabel() {
  const { data } = useRowLabel<IncrementRow>()
  const { i18n } = useTranslation()
  const t = fieldsT(i18n.language)
  if (typeof data?.from !== 'number' || typeof data?.increment !== 'number') return <span>{t('rows.incrementEmpty')}</span>
  return <span>{t('rows.increment', { from: euros(data.from, i18n.language), step: euros(data.increment, i18n.language) })}</span>
}
