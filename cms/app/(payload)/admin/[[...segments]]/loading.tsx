import config from '@payload-config'
import { cookies, headers } from 'next/headers'

import '../../../../admin/admin.scss'
import { adminT } from '../../../../admin/i18n/texts'

/**
 * Shown while the admin resolves the session and renders the screen (spec: a spinner while
 * authentication loads). Plain markup: Payload's providers are not mounted yet.
 */
export default async function Loading() {
  const { cookiePrefix } = await config
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()])
  const wanted = cookieStore.get(`${cookiePrefix}-lng`)?.value ?? headerStore.get('accept-language') ?? 'en'
  const text = adminT(wanted.toLowerCase().startsWith('de') ? 'de' : 'en')('loading')
  return (
    <div aria-live="polite" className="mm-loading" role="status">
      <span aria-hidden="true" className="mm-spinner" />
      <span>{text}</span>
    </div>
  )
}
