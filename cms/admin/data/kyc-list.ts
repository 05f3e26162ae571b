import { COUNTRIES } from '@core/domain/catalog'
import type { Translate } from '../i18n/translate'
import type { ListSpec } from './list-query'

/** The KYC queue's search, filter and sort (the shared list state of cms/admin/data/list-query.ts): oldest first by default. */
export const kycListSpec = (t: Translate): ListSpec => ({
  search: ['company_name', 'vat_id', 'user.email'],
  filters: [{ name: 'country', field: 'country', label: t('kyc.country'), allLabel: t('common.all'), options: COUNTRIES.map((value) => ({ value, label: value })) }],
  date: { field: 'first_submitted_at', label: t('kyc.submitted') },
  sorts: { submitted: 'first_submitted_at', company: 'company_name' },
  defaultSort: 'submitted',
})
