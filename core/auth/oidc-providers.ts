import { z } from 'zod'

/**
 * Google and Apple sign-in through OpenID Connect, configured by environment. A provider is on
 * when its client id and a way to authenticate the client are set; otherwise its button is not
 * shown and its start URL answers "not available". One rule for both doors: the site's sign-in
 * pages (buttons) and the service's start URL read the same environment through it.
 */
export const OIDC_PROVIDERS = ['google', 'apple'] as const
export type OidcProviderName = (typeof OIDC_PROVIDERS)[number]

export type OidcProviderConfig = {
  name: OidcProviderName
  issuer: string
  clientId: string
  /** Google: the client secret. Apple: a ready client-secret JWT, if given instead of a key. */
  clientSecret?: string
  /** Apple: the key to sign a fresh client-secret JWT with (ES256, from the developer account). */
  apple?: { teamId: string; keyId: string; privateKey: string }
  /** Apple returns the code by POST to the callback (needed when asking for the email scope). */
  responseMode?: 'form_post'
  scope: string
}

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const ZOidcEnv = z.object({
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: optional,
  OIDC_GOOGLE_CLIENT_SECRET: optional,
  OIDC_APPLE_ISSUER: z.string().url().default('https://appleid.apple.com'),
  OIDC_APPLE_CLIENT_ID: optional,
  OIDC_APPLE_CLIENT_SECRET: optional,
  OIDC_APPLE_TEAM_ID: optional,
  OIDC_APPLE_KEY_ID: optional,
  OIDC_APPLE_PRIVATE_KEY: optional,
})

/** The configured providers, by name. Invalid issuer URLs count as "not configured". */
export const oidcProvidersFromEnv = (env: Record<string, string | undefined> = process.env): Map<OidcProviderName, OidcProviderConfig> => {
  const providers = new Map<OidcProviderName, OidcProviderConfig>()
  const parsed = ZOidcEnv.safeParse(env)
  if (!parsed.success) return providers
  const e = parsed.data
  if (e.OIDC_GOOGLE_CLIENT_ID && e.OIDC_GOOGLE_CLIENT_SECRET) {
    providers.set('google', {
      name: 'google',
      issuer: e.OIDC_GOOGLE_ISSUER,
      clientId: e.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: e.OIDC_GOOGLE_CLIENT_SECRET,
      scope: 'openid email profile',
    })
  }
  const appleKey =
    e.OIDC_APPLE_TEAM_ID && e.OIDC_APPLE_KEY_ID && e.OIDC_APPLE_PRIVATE_KEY
      ? { teamId: e.OIDC_APPLE_TEAM_ID, keyId: e.OIDC_APPLE_KEY_ID, privateKey: e.OIDC_APPLE_PRIVATE_KEY.replace(/\\n/g, '\n') }
      : undefined
  if (e.OIDC_APPLE_CLIENT_ID && (appleKey || e.OIDC_APPLE_CLIENT_SECRET)) {
    providers.set('apple', {
      name: 'apple',
      issuer: e.OIDC_APPLE_ISSUER,
      clientId: e.OIDC_APPLE_CLIENT_ID,
      clientSecret: e.OIDC_APPLE_CLIENT_SECRET,
      apple: appleKey,
      responseMode: 'form_post',
      scope: 'openid email name',
    })
  }
  return providers
}

/** Names of the providers whose buttons the sign-in and sign-up pages show. */
export const enabledOidcProviders = (env: Record<string, string | undefined> = process.env): OidcProviderName[] => [
  ...oidcProvidersFromEnv(env).keys(),
]
