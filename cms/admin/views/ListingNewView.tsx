import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { BRANDS, CATEGORIES, CATEGORY_LABELS, CONDITIONS, COUNTRIES, COUNTRY_LABELS } from '@core/domain/catalog'
import { ListingForm } from './client/ListingForm'
import { gateSection } from '../gate'
import { Forbidden, OpsPage, viewContext } from './OpsPage'

/** /admin/listings/new: the listing form (editors and admins). */
export const ListingNewView = async (props: AdminViewServerProps) => {
  const { t, texts, lang } = await viewContext(props)
  if (!(await gateSection(props, 'listings-new'))) return <Forbidden props={props} t={t} />
  const options = {
    categories: CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value][lang] })),
    brands: BRANDS.map((value) => ({ value, label: value })),
    countries: COUNTRIES.map((value) => ({ value, label: COUNTRY_LABELS[value][lang] })),
    conditions: CONDITIONS.map((value) => ({ value, label: t(`condition.${value}`) })),
  }
  return (
    <OpsPage props={props} title={t('listingForm.title')}>
      <ListingForm texts={texts} options={options} />
    </OpsPage>
  )
}
