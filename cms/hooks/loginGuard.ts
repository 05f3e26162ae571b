import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

/**
 * Payload 3.90 checks a password with pbkdf2-sha256, 600,000 rounds, 32 bytes
 * (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). Kept in step with it: the
 * integration test compares the time of an unknown address with that of a wrong password.
 */
const PBKDF2_ROUNDS = 600_000
const PBKDF2_KEY_LENGTH = 32

/** The same work Payload does to check a password, on a throwaway salt. */
export const spendPasswordCheck = async (password: string) => {
  await promisify(pbkdf2)(password, randomBytes(32).toString('hex'), PBKDF2_ROUNDS, PBKDF2_KEY_LENGTH, 'sha256')
}

/** Auth operations that must go through their REST endpoint, where the gateway's limits apply. */
const REST_ONLY = new Set(['login', 'forgotPassword', 'resetPassword'])

/**
 * Sign-in must not tell which addresses have an account.
 * - Payload's login operation looks the address up and, when nothing matches, throws at once
 *   (checkLoginPermission in payload/dist/auth/operations/login.js) without checking a password,
 *   so an unknown address answered in a few milliseconds and a known one after the hash. Here an
 *   unknown address (or one without a password) spends the same hashing work first; the answer
 *   itself is Payload's one AuthenticationError for both.
 * - Sign-in, forgot and reset password over GraphQL are refused: they would bypass the per-IP and
 *   per-address limits the gateway applies to the REST endpoints (server/routes/auth-limits.ts).
 *   The site and the admin use REST; server code uses the Local API, which is not affected.
 */
export const loginGuard: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (!REST_ONLY.has(operation)) return args
  if (req.payloadAPI === 'GraphQL') {
    throw new APIError('Please sign in on the website or in the admin.', 403, null, true)
  }
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = data?.password
  // Without an address or a password Payload refuses before any lookup, for every address alike.
  if (!email || typeof password !== 'string' || password.trim() === '') return args
  const user = await req.payload.db.findOne<{ id: number | string; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  })
  if (!user || typeof user.hash !== 'string' || typeof user.salt !== 'string') await spendPasswordCheck(password)
  return args
}
