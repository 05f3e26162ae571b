import { createHash, randomBytes } from 'node:crypto'

/** Verification links are valid for a day and work once. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A single-use email verification token: the token goes only into the email, the user record
 * keeps its SHA-256 and the expiry (`email_verification_hash`, `email_verification_expires_at`).
 * Used by sign-up, "send a new link" and a change of address.
 */
export const newVerificationToken = () => {
  const token = randomBytes(32).toString('hex')
  return {
    token,
    data: {
      email_verification_hash: hashToken(token),
      email_verification_expires_at: new Date(Date.now() + VERIFICATION_TTL_MS).toISOString(),
    },
  }
}
