/* Payload generates this file as a not-found page; the spec instead sends any unknown admin path
 * to the overview, so it redirects to the admin route (kept small for the next regeneration). */
import config from '@payload-config'
import { redirect } from 'next/navigation'

const NotFound = async (): Promise<never> => {
  const { routes } = await config
  redirect(routes.admin)
}

export default NotFound
