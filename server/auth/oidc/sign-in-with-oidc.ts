import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { OidcProviderName } from '@core/auth/oidc-providers'

/** What the provider's ID token tells us (checked by openid-client: signature, issuer, audience, nonce). */
export type OidcIdentity = {
  provider: OidcProviderName
  subject: string
  email?: string
  /** Google sends a boolean, Apple the string "true". */
  emailVerified?: boolean | string
}

export type OidcOutcome =
  | { ok: true; userId: number | string; created: boolean; linked: boolean }
  | { ok: false; code: 'unverified_email' | 'blocked' }

const isVerified = (value: OidcIdentity['emailVerified']) => value === true || value === 'true'

/**
 * Finds the account for a provider identity: one already linked to it; else the account with
 * the same email, linked now, but only when the provider has verified that email (otherwise
 * anyone could register that address at a provider and take the account over); else a new
 * account with the email confirmed by the provider (KYC is still needed to bid). A new account
 * gets a random password nobody knows; "forgot password" sets a real one.
 */
export const signInWithOidc = async (payload: Payload, identity: OidcIdentity, language: 'en' | 'de'): Promise<OidcOutcome> => {
  const linked = await payload.find({
    collection: 'users',
    where: { and: [{ 'identities.provider': { equals: identity.provider } }, { 'identities.subject': { equals: identity.subject } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const existing = linked.docs.at(0)
  if (existing) {
    if (existing.blocked) return { ok: false, code: 'blocked' }
    return { ok: true, userId: existing.id, created: false, linked: false }
  }

  const email = identity.email?.trim().toLowerCase()
  if (!email || !isVerified(identity.emailVerified)) return { ok: false, code: 'unverified_email' }

  const byEmail = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const account = byEmail.docs.at(0)
  if (account) {
    if (account.blocked) return { ok: false, code: 'blocked' }
    await payload.update({
      collection: 'users',
      id: account.id,
      data: {
        identities: [...(account.identities ?? []).map(({ provider, subject }) => ({ provider, subject })), { provider: identity.provider, subject: identity.subject }],
        // The provider has just proved control of this address.
        email_confirmed_at: account.email_confirmed_at ?? new Date().toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    })
    return { ok: true, userId: account.id, created: false, linked: true }
  }

  const created = await payload.create({
    collection: 'users',
    data: {
      email,
      password: randomBytes(32).toString('base64url'),
      language,
      email_confirmed_at: new Date().toISOString(),
      identities: [{ provider: identity.provider, subject: identity.subject }],
    },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, userId: created.id, created: true, linked: false }
}
