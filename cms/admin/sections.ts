import type { Role } from '../access/roles'

/**
 * Every section of the admin application (spec section 2) with the staff roles that may open it.
 * The navigation, the gate of each custom view and the role tests read this one table, so a
 * section shown in the menu is exactly a section the server lets the user open.
 */
export type AdminSection = {
  key: string
  /** Path under the admin route ('' is the overview). */
  path: string
  roles: readonly Role[]
  /** Key in the `mmAdmin` translations. */
  label: string
}

export const ADMIN_SECTIONS = [
  { key: 'overview', path: '', roles: ['admin', 'editor', 'kyc-reviewer'], label: 'navOverview' },
  { key: 'commission', path: '/commission', roles: ['admin'], label: 'navCommission' },
  { key: 'users', path: '/users', roles: ['admin', 'kyc-reviewer'], label: 'navUsers' },
  { key: 'kyc', path: '/kyc', roles: ['admin', 'kyc-reviewer'], label: 'navKyc' },
  { key: 'listings', path: '/listings', roles: ['admin', 'editor'], label: 'navListings' },
  { key: 'listings-new', path: '/listings/new', roles: ['admin', 'editor'], label: 'navListingsNew' },
  { key: 'auctions', path: '/auctions', roles: ['admin'], label: 'navAuctions' },
  { key: 'auctions-new', path: '/auctions/new', roles: ['admin'], label: 'navAuctionsNew' },
  { key: 'orders', path: '/orders', roles: ['admin'], label: 'navOrders' },
  { key: 'emails', path: '/emails', roles: ['admin'], label: 'navEmails' },
  { key: 'emails-test', path: '/emails/test', roles: ['admin'], label: 'navEmailsTest' },
  { key: 'settings', path: '/settings', roles: ['admin'], label: 'navSettings' },
] as const satisfies readonly AdminSection[]

export type AdminSectionKey = (typeof ADMIN_SECTIONS)[number]['key']

export const sectionByKey = (key: AdminSectionKey): AdminSection =>
  ADMIN_SECTIONS.find((section) => section.key === key) as AdminSection

/** Roles a user holds, whatever shape the user object has. */
export const rolesOf = (user: unknown): Role[] =>
  ((user as { roles?: Role[] | null } | null | undefined)?.roles ?? []) as Role[]

export const canOpenSection = (user: unknown, section: AdminSection): boolean =>
  rolesOf(user).some((role) => section.roles.includes(role))

export const sectionsFor = (user: unknown): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => canOpenSection(user, section))
