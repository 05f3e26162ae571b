/** The spec's admin rule: a host name starting with "admin." gets the admin app. */
export const isAdminHost = (host: string | null | undefined): boolean => Boolean(host?.toLowerCase().startsWith('admin.'))

/**
 * Where the main site's /dashboard is for a request to the admin app: on the admin subdomain the
 * main site is the same host without the prefix (a full URL), elsewhere the same origin.
 */
export const mainSiteDashboardUrl = (host: string | null | undefined, proto: string | null | undefined): string => {
  if (!host || !isAdminHost(host)) return '/dashboard'
  const scheme = proto === 'https' ? 'https' : 'http'
  return `${scheme}://${host.slice('admin.'.length)}/dashboard`
}
