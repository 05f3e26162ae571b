import { LoginView } from '@payloadcms/next/views'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isStaffUser } from '../../access/roles'
import { dashboardUrlForRequest, safeAdminNext, signinUrl } from '../gate'

/**
 * The admin sign-in at /signin (admin.routes.login), Payload's own login form and cookie. The
 * return path travels in `next` (Payload's own redirects say `redirect`; they are renamed here).
 * A signed-in staff member goes on to `next` or the overview, anyone else to the main site.
 */
export async function SigninView(props: AdminViewServerProps) {
  const { initPageResult, searchParams = {} } = props
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const { redirect: payloadRedirect, next: rawNext, ...rest } = searchParams
  if (payloadRedirect !== undefined && rawNext === undefined) {
    redirect(signinUrl(adminRoute, safeAdminNext(adminRoute, Array.isArray(payloadRedirect) ? payloadRedirect[0] : payloadRedirect)))
  }
  const next = safeAdminNext(adminRoute, Array.isArray(rawNext) ? rawNext[0] : rawNext)
  if (req.user) {
    if (isStaffUser(req.user)) redirect(next ?? adminRoute)
    redirect(await dashboardUrlForRequest(req.user))
  }
  return LoginView({ ...props, searchParams: { ...rest, redirect: next ?? adminRoute } })
}
