import { APIError, type CollectionBeforeChangeHook } from 'payload'

export const CONSENT_MISSING_MESSAGE = 'Please accept the terms and confirm that you buy for a business before you verify your company.'

/**
 * A KYC application needs the applicant's terms acceptance and business-buyer confirmation.
 * Email sign-up records both (server/routes/sign-up.ts); an account created through Google or
 * Apple sign-in has neither until it confirms them (POST /svc/account/consent), so its first
 * application is refused until then. Staff and the system (no user) create records freely.
 */
export const requireBuyerConsent: CollectionBeforeChangeHook = async ({ operation, req, data }) => {
  if (operation !== 'create' || !req.user || (req.user.roles ?? []).length > 0) return data
  const applicant = await req.payload.findByID({ collection: 'users', id: req.user.id, depth: 0, overrideAccess: true, req })
  const viaProvider = (applicant.identities ?? []).length > 0
  if (viaProvider && !(applicant.terms_accepted_at && applicant.business_confirmed_at)) throw new APIError(CONSENT_MISSING_MESSAGE, 403, null, true)
  return data
}
