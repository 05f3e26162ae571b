import { canOpenSection, canSeeCollection, canSeeGlobal, isStaffUser, type AdminSectionKey, type RoleHolder } from '../access/roles'
import type { AdminKey } from './i18n/translate'
import { ADMIN_SECTIONS } from './screens'

/**
 * THE admin menu: one navigation grouped by task. It links the sections of the screen
 * registry (./screens.ts) and the few Payload views that have no screen of their own (content
 * collections, support messages, the audit log, the settings global, the account). Raw collections
 * that a screen replaces (users, KYC, listings, auctions, orders, email logs) are not in it; they
 * stay reachable by URL for the links the screens make (e.g. a listing's edit form). A link is
 * shown exactly when the role table (cms/access/staff-permissions.ts) lets the user open it.
 */
export type MenuLink =
  | { kind: 'section'; key: AdminSectionKey; label: AdminKey }
  | { kind: 'collection'; slug: string; label: AdminKey }
  | { kind: 'global'; slug: string; label: AdminKey }
  | { kind: 'account'; label: AdminKey }

export type MenuGroup = { key: string; label: AdminKey | null; links: readonly MenuLink[] }

const section = (key: AdminSectionKey): MenuLink => {
  const found = ADMIN_SECTIONS.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`No admin section ${key}`)
  return { kind: 'section', key, label: found.label }
}

export const ADMIN_MENU: readonly MenuGroup[] = [
  { key: 'start', label: null, links: [section('overview')] },
  {
    key: 'auctions',
    label: 'menuGroupAuctions',
    links: [section('auctions'), section('auctions-new'), section('listings'), section('listings-new'), section('commission')],
  },
  { key: 'kyc', label: 'menuGroupKyc', links: [section('kyc'), section('kyc-decisions'), section('users')] },
  { key: 'orders', label: 'menuGroupOrders', links: [section('orders')] },
  {
    key: 'content',
    label: 'menuGroupContent',
    links: [
      { kind: 'collection', slug: 'pages', label: 'menuPages' },
      { kind: 'collection', slug: 'faqs', label: 'menuFaqs' },
      { kind: 'collection', slug: 'media', label: 'menuMedia' },
    ],
  },
  {
    key: 'support',
    label: 'menuGroupSupport',
    links: [{ kind: 'collection', slug: 'support-messages', label: 'menuSupportMessages' }, section('emails'), section('emails-test')],
  },
  {
    key: 'settings',
    label: 'menuGroupSettings',
    links: [section('settings'), { kind: 'collection', slug: 'audit-logs', label: 'menuAuditLog' }, { kind: 'account', label: 'menuAccount' }],
  },
]

/** Every link of the menu, in menu order. */
export const ADMIN_MENU_LINKS: readonly MenuLink[] = ADMIN_MENU.flatMap((group) => group.links)

/** The link's path under the admin route. */
export const menuLinkPath = (link: MenuLink): string => {
  switch (link.kind) {
    case 'section':
      return ADMIN_SECTIONS.find((candidate) => candidate.key === link.key)?.path ?? ''
    case 'collection':
      return `/collections/${link.slug}`
    case 'global':
      return `/globals/${link.slug}`
    case 'account':
      return '/account'
  }
}

/** Paths that belong to a link besides its own (the settings screen opens Payload's settings form). */
const ALSO_CURRENT: Partial<Record<AdminSectionKey, readonly string[]>> = { settings: ['/globals/settings'] }

/** May the user open the link (the same role table the server gate reads)? */
export const mayOpen = (link: MenuLink, user: RoleHolder | null | undefined): boolean => {
  switch (link.kind) {
    case 'section':
      return canOpenSection(link.key, user)
    case 'collection':
      return canSeeCollection(link.slug, user)
    case 'global':
      return canSeeGlobal(link.slug, user)
    case 'account':
      return isStaffUser(user)
  }
}

export type ResolvedMenuLink = { link: MenuLink; path: string; current: boolean }
export type ResolvedMenuGroup = { key: string; label: AdminKey | null; links: ResolvedMenuLink[] }

const owns = (link: MenuLink, path: string, current: string): boolean => {
  if (current === path) return true
  const extra = link.kind === 'section' ? (ALSO_CURRENT[link.key] ?? []) : []
  return extra.some((prefix) => current === prefix || current.startsWith(`${prefix}/`))
}

/**
 * The menu for this user with the current page marked. `currentPath` is the path under the admin
 * route ('' for the overview); a deeper page (an auction's detail, a page's edit form) marks the
 * link whose path is its longest prefix.
 */
export const menuFor = (user: RoleHolder | null | undefined, currentPath: string): ResolvedMenuGroup[] => {
  const groups = ADMIN_MENU.map((group) => ({
    key: group.key,
    label: group.label,
    links: group.links.filter((link) => mayOpen(link, user)).map((link) => ({ link, path: menuLinkPath(link), current: false })),
  })).filter((group) => group.links.length > 0)
  const all = groups.flatMap((group) => group.links)
  const exact = all.find((item) => owns(item.link, item.path, currentPath))
  const byPrefix = all
    .filter((item) => item.path !== '' && currentPath.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]
  const current = exact ?? byPrefix
  if (current) current.current = true
  return groups
}
