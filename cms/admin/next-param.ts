/** The admin sign-in with the return path in `next` (one builder, in core: the front door sends people there too). */
export { signinUrl } from '@core/routing/admin-signed-out'
