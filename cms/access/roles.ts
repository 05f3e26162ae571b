import {
  DEFAULT_COLLECTION_GROUP,
  ROLE_GROUPS,
  ROLE_LABELS,
  STAFF_PERMISSIONS,
  type AdminSectionKey,
  type OpsArea,
  type Role,
  type RoleGroup,
} from './staff-permissions'

export { ROLES, ROLE_GROUPS, ROLE_LABELS, STAFF_PERMISSIONS, type AdminSectionKey, type OpsArea, type Role, type RoleGroup } from './staff-permissions'

/**
 * What a role check reads of a user. Access rules get Payload's request user (the generated User
 * with its collection), `admin.hidden` gets a ClientUser; both have this shape, so no cast is needed.
 */
/** A role's name in the admin's language ("KYC-Prüfer", never the slug "kyc-reviewer"); an unknown value as it is. */
export const roleName = (role: string, language: string | undefined): string =>
  (ROLE_LABELS as Record<string, { en: string; de: string } | undefined>)[role]?.[language === 'de' ? 'de' : 'en'] ?? role

export type RoleHolder = { collection: string; roles?: readonly string[] | null }
type MaybeUser = RoleHolder | null | undefined

/** True when the signed-in user holds any of the given roles. */
export const checkRole = (allowed: readonly Role[], user: MaybeUser): boolean => {
  if (!user || user.collection !== 'users') return false
  const held = user.roles ?? []
  return allowed.some((role) => held.includes(role))
}

/** True when the user holds a role of the group (see the role table in ./staff-permissions.ts). */
export const inGroup = (group: RoleGroup, user: MaybeUser): boolean => checkRole(ROLE_GROUPS[group], user)

export const isStaffUser = (user: MaybeUser): boolean => inGroup('staff', user)

/** May the user open this admin section (its link in the navigation, its screen on the server)? */
export const canOpenSection = (section: AdminSectionKey, user: MaybeUser): boolean =>
  inGroup(STAFF_PERMISSIONS.sections[section], user)

/** May the user run this staff operation (and see its screen)? */
export const canRunOps = (area: OpsArea, user: MaybeUser): boolean => inGroup(STAFF_PERMISSIONS.ops[area], user)

const collectionGroups: Readonly<Record<string, RoleGroup>> = STAFF_PERMISSIONS.collections
const globalGroups: Readonly<Record<string, RoleGroup>> = STAFF_PERMISSIONS.globals

/** Does the admin show this collection to the user (navigation and URL)? */
export const canSeeCollection = (slug: string, user: MaybeUser): boolean =>
  inGroup(collectionGroups[slug] ?? DEFAULT_COLLECTION_GROUP, user)

/** Does the admin show this global to the user? */
export const canSeeGlobal = (slug: string, user: MaybeUser): boolean =>
  inGroup(globalGroups[slug] ?? DEFAULT_COLLECTION_GROUP, user)
