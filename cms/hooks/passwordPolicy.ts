import type { CollectionBeforeOperationHook, CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'

export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 256

const check = (slug: string, password: unknown) => {
  if (password === undefined || password === null || password === '') return
  if (typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH) return
  const message =
    typeof password === 'string' && password.length > PASSWORD_MAX_LENGTH
      ? `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`
      : `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`
  throw new ValidationError({ collection: slug, errors: [{ message, path: 'password' }] })
}

/**
 * The password rule of the sign-up (server/routes/sign-up.ts: 6 to 256 characters) wherever else
 * a password is set: an admin creating or editing a user, server code (after the access check),
 * and reset by email. Payload's own rule only asks for 3 characters.
 */
export const passwordPolicy: CollectionBeforeValidateHook = ({ collection, data }) => {
  check(collection.slug, (data as { password?: unknown } | undefined)?.password)
  return data
}

export const resetPasswordPolicy: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (operation === 'resetPassword') check(collection.slug, (args as { data?: { password?: unknown } }).data?.password)
  return args
}
