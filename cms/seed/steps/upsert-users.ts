import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../data/users'
import type { StepCount } from './types'

export type UserIds = Record<DemoUser['key'], number>

const sameRoles = (a: readonly string[] | null | undefined, b: readonly string[]) =>
  (a ?? []).length === b.length && b.every((role) => a?.includes(role))

/** Fields of a demo user that differ from the fixture; empty when it is as seeded. */
const drift = (existing: User, fixture: DemoUser, now: string): Partial<User> => {
  const changes: Partial<User> = {}
  if (existing.name !== fixture.name) changes.name = fixture.name
  if (!sameRoles(existing.roles, fixture.roles)) changes.roles = fixture.roles
  if (existing.language !== fixture.language) changes.language = fixture.language
  if (Boolean(existing.is_seller) !== fixture.is_seller) changes.is_seller = fixture.is_seller
  if ((existing.bid_limit_eur ?? null) !== (fixture.bid_limit_eur ?? null)) changes.bid_limit_eur = fixture.bid_limit_eur ?? null
  if (Boolean(existing.email_confirmed_at) !== fixture.is_email_confirmed) {
    changes.email_confirmed_at = fixture.is_email_confirmed ? now : null
  }
  return changes
}

/** Creates the demo accounts (password demo1234) or brings drifted ones back to the fixture. */
export const upsertUsers = async (payload: Payload, now: Date): Promise<{ ids: UserIds; count: StepCount }> => {
  const count: StepCount = { created: 0, updated: 0 }
  const nowIso = now.toISOString()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_USERS.map((user) => user.email) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byEmail = new Map(docs.map((doc) => [doc.email, doc]))
  const ids = {} as UserIds

  for (const fixture of DEMO_USERS) {
    const existing = byEmail.get(fixture.email)
    if (existing) {
      const changes = drift(existing, fixture, nowIso)
      if (Object.keys(changes).length) {
        await payload.update({ collection: 'users', id: existing.id, data: changes, overrideAccess: true, depth: 0 })
        count.updated++
      }
      ids[fixture.key] = existing.id
      continue
    }
    const created = await payload.create({
      collection: 'users',
      data: {
        email: fixture.email,
        password: DEMO_PASSWORD,
        name: fixture.name,
        roles: fixture.roles,
        language: fixture.language,
        is_seller: fixture.is_seller,
        email_confirmed_at: fixture.is_email_confirmed ? nowIso : null,
        // The demo accounts stand for accounts that signed up: terms and business-buyer confirmation given.
        terms_accepted_at: nowIso,
        business_confirmed_at: nowIso,
        bid_limit_eur: fixture.bid_limit_eur ?? null,
      },
      overrideAccess: true,
      depth: 0,
    })
    ids[fixture.key] = created.id
    count.created++
  }
  return { ids, count }
}
