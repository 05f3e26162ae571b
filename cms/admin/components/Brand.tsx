import type { ServerProps } from 'payload'

import { adminT } from '../i18n/texts'

/*
 * The platform's graphics in the admin (admin.components.graphics and admin.avatar): the same
 * mark and name as the site's header (src/components/header/Logo.astro), and an initials avatar
 * instead of an image (no request to a third party, nothing broken offline).
 */
/** The mark alone; decorative unless it is given a name. */
export const BrandMark = ({ size = 32, title }: { size?: number; title?: string }) => (
  <svg
    aria-hidden={title ? undefined : true}
    aria-label={title}
    className="mm-brand__mark"
    focusable="false"
    height={size}
    role={title ? 'img' : undefined}
    viewBox="0 0 32 32"
    width={size}
  >
    <rect fill="#f5b301" height="32" rx="6" width="32" />
    <path d="M7 23V10l9 7 9-7v13" fill="none" stroke="#0f172a" strokeLinecap="round" strokeLinejoin="round" strokeWidth="3.2" />
  </svg>
)

/** The logo on the sign-in page: mark and name, as one image named "MachineryMarket". */
export const Logo = () => (
  <span aria-label="MachineryMarket" className="mm-brand mm-brand--logo" role="img">
    <BrandMark size={44} />
    <span aria-hidden="true" className="mm-brand__name">
      Machinery<span className="mm-brand__accent">Market</span>
    </span>
  </span>
)

/** The icon in the admin's header (its link to the overview). */
export const Icon = () => <BrandMark size={26} title="MachineryMarket" />

/** Up to two initials of the name, else of the email's local part (Anna Admin → AA, eva.maier@… → EM). */
export const initialsOf = (name: string | null | undefined, email: string | null | undefined): string => {
  const source = name?.trim() || (email ?? '').split('@')[0] || '?'
  const words = source.split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : source.slice(0, 2)
  return letters.toLocaleUpperCase()
}

/** The account avatar in the header: the user's initials. */
export const InitialsAvatar = ({ user, i18n }: ServerProps) => {
  const person = user as { name?: string | null; email?: string | null } | undefined
  const name = person?.name?.trim() || person?.email || ''
  return (
    <span aria-hidden="true" className="mm-avatar" title={adminT(i18n?.language)('avatarOf', { name })}>
      {initialsOf(person?.name, person?.email)}
    </span>
  )
}
