import type { AdminViewConfig } from 'payload'

/**
 * The core admin screens (issue #8), spread into `admin.components.views`. The operations
 * screens (kyc, listings, listings/new, auctions, auctions/new, auctions/:id, orders) register
 * their own views at those paths; the navigation (cms/admin/sections.ts) links all of them.
 */
export const coreAdminViews: Record<string, AdminViewConfig> = {
  // Built-in view keys replaced by ours: the index is the overview, the sign-in lives at /signin
  // (admin.routes.login), and a signed-in user without a staff role goes to the main site.
  dashboard: { Component: '/admin/views/Overview#OverviewView' },
  login: { Component: '/admin/views/Signin#SigninView' },
  unauthorized: { Component: '/admin/views/Unauthorized#UnauthorizedView' },
  commission: { Component: '/admin/views/Commission#CommissionView', path: '/commission', exact: true },
  users: { Component: '/admin/views/Users#UsersView', path: '/users', exact: true },
  emailsTest: { Component: '/admin/views/EmailTest#EmailTestView', path: '/emails/test', exact: true },
  emails: { Component: '/admin/views/Emails#EmailsView', path: '/emails', exact: true },
  settings: { Component: '/admin/views/Settings#SettingsView', path: '/settings', exact: true },
}

/** Admin routes of the spec that differ from Payload's defaults. */
export const coreAdminRoutes = { login: '/signin', unauthorized: '/unauthorized' } as const
