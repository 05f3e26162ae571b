import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { canOpenSection, isStaffUser, type AdminSectionKey } from '../access/roles'
import { dashboardLanguage, mainSiteDashboardUrl } from '@core/routing/admin-host'
import { signinUrl } from './next-param'

export { safeAdminNext } from '@core/routing/safe-redirect'
export { signinUrl } from './next-param'

type GateProps = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'>

const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || null

/**
 * The main site's dashboard for this request (a full URL on the admin subdomain), in the language
 * of the site's `lng` cookie, else of the signed-in account (`user`).
 */
export const dashboardUrlForRequest = async (user?: { language?: unknown } | null): Promise<string> => {
  const h = await headers()
  const language = dashboardLanguage(h.get('cookie'), user?.language)
  return mainSiteDashboardUrl(firstValue(h.get('x-forwarded-host')) ?? h.get('host'), firstValue(h.get('x-forwarded-proto')), language)
}

/** The admin path and query the user asked for, e.g. /admin/users?q=anna. */
export const currentAdminPath = ({ initPageResult, params, searchParams }: GateProps): string => {
  const adminRoute = initPageResult.req.payload.config.routes.admin
  const segments = (params?.segments as string[] | undefined) ?? []
  const path = `${adminRoute}${segments.length ? `/${segments.join('/')}` : ''}`
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(name, String(item))
  }
  return query.size ? `${path}?${query}` : path
}

/**
 * The server-side gate of every custom admin view (Payload lets custom views through its own
 * admin-access check): signed out → sign-in with `next`, signed in without a staff role → the main
 * site's dashboard, staff without the section's role → false (the view shows "no access").
 */
export const gateSection = async (props: GateProps, key: AdminSectionKey): Promise<boolean> => {
  const { req } = props.initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(signinUrl(adminRoute, currentAdminPath(props)))
  if (!isStaffUser(req.user)) redirect(await dashboardUrlForRequest(req.user))
  return canOpenSection(key, req.user)
}
