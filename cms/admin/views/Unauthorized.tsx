import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isStaffUser } from '../../access/roles'
import { dashboardUrlForRequest, signinUrl } from '../gate'

/**
 * Where Payload sends a signed-in user who may not use the admin (admin.routes.unauthorized):
 * the spec sends them to the main site's /dashboard instead of an error page.
 */
export async function UnauthorizedView({ initPageResult }: AdminViewServerProps): Promise<never> {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(signinUrl(adminRoute))
  if (isStaffUser(req.user)) redirect(adminRoute)
  redirect(await dashboardUrlForRequest(req.user))
}
