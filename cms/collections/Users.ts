import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import {
  adminOrSelf,
  adminOrSelfUpdate,
  isAdmin,
  isAdminField,
  nobodyField,
  ownOrVerificationField,
  ROLE_LABELS,
  ROLES,
} from '../access'
import { KYC_STATUSES } from '@core/domain/statuses'
import { LOCALES } from '@core/i18n/locales'
import { KYC_STATUS_LABELS, LOCALE_LABELS, toOptions } from '../fields/options'
import { resetEmail } from '@core/email/account-emails'
import { recordActivity } from './Activity/record-activity'
import { mailOnEmailChange, resetConfirmationOnEmailChange } from '../hooks/emailChange'
import { endLiveAccessOnChange, endLiveAccessOnSignOut } from '../hooks/live-access'
import { refuseStaffGrant } from '../hooks/duties'
import { loginGuard } from '../hooks/loginGuard'
import { passwordPolicy, resetPasswordPolicy } from '../hooks/passwordPolicy'
import { requireCurrentPassword } from '../hooks/requireCurrentPassword'
import { syncWatchReminders } from '../reminders/watchlist-reminders'

/** Blocking a user also ends their open sessions, so a signed-in browser is signed out at once. */
const endSessionsOnBlock: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.blocked === true && !originalDoc?.blocked) return { ...data, sessions: [] }
  return data
}

/**
 * An account is erased, never deleted: bids, orders and invoices must keep pointing at it (the
 * erasure rule, cms/ops/erase-account.ts). A plain DELETE (REST, GraphQL, the admin's delete button) is a 409 that names the way.
 */
const eraseInsteadOfDelete: CollectionBeforeDeleteHook = () => {
  throw new APIError(
    'Accounts are not deleted: use "Erase account" on the user\'s screen (POST /api/ops/users/:id/erase), which removes the personal data and keeps bids and invoices as the law requires.',
    409,
    null,
    true,
  )
}

/** Server-only fields: never readable or writable through any API, only by our own code. */
const hidden = { read: () => false, create: () => false, update: () => false }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'roles', 'kyc_status', 'email_confirmed_at', 'blocked'],
    group: 'People',
  },
  auth: {
    // Our own confirmation (email_confirmed_at) because the spec lets a user with an
    // unconfirmed email sign in; bidding is what needs a confirmed email.
    verify: false,
    // No per-account lock: it let anyone lock a known buyer out for 15 minutes with five wrong
    // passwords, and its message confirmed a right password. Failed sign-ins are slowed down per
    // address and IP at the gateway instead (server/routes/auth-limits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 2,
    // The JWT lives only in the HttpOnly cookie: sign-in, me, refresh and reset answer without it
    // (over REST and GraphQL, and in the Local API, where server code uses issuePayloadSession).
    removeTokenFromResponses: true,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === 'true' },
    forgotPassword: {
      // One hour, single use (Payload clears the token when the password is reset).
      expiration: 60 * 60 * 1000,
      // Payload sends only the HTML; the adapter adds the plain-text part (cms/email/adapter.ts).
      generateEmailSubject: async (args) => (await resetEmail(args?.user as { language?: string } | undefined)).subject,
      generateEmailHTML: async (args) => (await resetEmail(args?.user as { language?: string } | undefined, String(args?.token ?? ''))).html,
    },
  },
  access: {
    read: adminOrSelf,
    // Only admins create users here (the admin's "create user"). Visitors sign up through the
    // service (/svc/auth/signup: validation, rate limit, no account enumeration); Google/Apple
    // sign-in creates accounts on the server. Both use overrideAccess with fields they choose.
    create: isAdmin,
    update: adminOrSelfUpdate,
    delete: isAdmin,
    admin: ({ req: { user } }) =>
      Boolean(user && (user as { roles?: string[] }).roles?.length),
  },
  hooks: {
    beforeOperation: [loginGuard, resetPasswordPolicy, requireCurrentPassword],
    beforeValidate: [passwordPolicy],
    beforeChange: [refuseStaffGrant, endSessionsOnBlock, resetConfirmationOnEmailChange],
    beforeDelete: [eraseInsteadOfDelete],
    afterChange: [mailOnEmailChange, syncWatchReminders, endLiveAccessOnChange],
    afterLogout: [endLiveAccessOnSignOut],
    beforeLogin: [
      ({ user }) => {
        if ((user as { blocked?: boolean }).blocked) {
          throw new APIError('This account is blocked. Please contact support.', 403, null, true)
        }
        return user
      },
    ],
    afterLogin: [
      // Every password sign-in appears on the user's activity page (not the password check of
      // "change password", which signs in only to verify the current password).
      async ({ req, user }) => {
        if (req.context?.passwordCheck) return user
        await recordActivity(req.payload, { user: user.id, type: 'sign_in', method: 'password', headers: req.headers }, req)
        return user
      },
    ],
  },
  fields: [
    { name: 'name', label: { en: 'Name', de: 'Name' }, type: 'text' },
    {
      name: 'roles',
      label: { en: 'Staff roles', de: 'Mitarbeiterrollen' },
      type: 'select',
      hasMany: true,
      options: toOptions(ROLES, ROLE_LABELS),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      admin: { description: { en: 'Staff roles. Buyers and sellers hold none.', de: 'Rollen der Mitarbeiter. Käufer und Verkäufer haben keine.' } },
    },
    {
      name: 'email_confirmed_at',
      label: { en: 'Email confirmed at', de: 'E-Mail bestätigt am' },
      type: 'date',
      access: { create: isAdminField, update: isAdminField },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // When the account accepted the terms and confirmed it buys for a business (sign-up, or the
      // OIDC account's confirmation before KYC); set by the service, never by the account itself.
      name: 'terms_accepted_at',
      label: { en: 'Terms accepted at', de: 'AGB akzeptiert am' },
      type: 'date',
      access: { create: isAdminField, update: isAdminField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'business_confirmed_at',
      label: { en: 'Business buyer confirmed at', de: 'Gewerblicher Käufer bestätigt am' },
      type: 'date',
      access: { create: isAdminField, update: isAdminField },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // SHA-256 of the single-use email verification token (the token itself is only in the email).
      name: 'email_verification_hash',
      label: { en: 'Email verification hash', de: 'Hash der E-Mail-Bestätigung' },
      type: 'text',
      index: true,
      access: hidden,
      admin: { hidden: true },
    },
    {
      name: 'email_verification_expires_at',
      label: { en: 'Email verification expires at', de: 'E-Mail-Bestätigung gültig bis' },
      type: 'date',
      access: hidden,
      admin: { hidden: true },
    },
    {
      // What bid eligibility reads. Never written through the API, not even by an admin: only the
      // KYC record's hook (syncUserKycStatus, server code) copies the record's decided status here,
      // so a status always stands for a record that someone other than its owner decided.
      name: 'kyc_status',
      label: { en: 'KYC status', de: 'KYC-Status' },
      type: 'select',
      options: toOptions(KYC_STATUSES, KYC_STATUS_LABELS),
      access: { create: nobodyField, update: nobodyField },
      admin: { description: { en: 'Kept in step with the KYC record; changes only through its review decision.', de: 'Folgt dem KYC-Antrag; ändert sich nur durch dessen Prüfentscheidung.' }, readOnly: true, components: { Cell: '/admin/components/StatusCell#UserKycStatusCell' } },
    },
    {
      name: 'language',
      label: { en: 'Language', de: 'Sprache' },
      type: 'select',
      options: toOptions(LOCALES, LOCALE_LABELS),
      defaultValue: 'en',
    },
    {
      // Reminders: watched auctions get a reminder before their end (cms/reminders).
      name: 'remind_watched',
      label: { en: 'Remind me of watched auctions', de: 'An beobachtete Auktionen erinnern' },
      type: 'checkbox',
      defaultValue: false,
    },
    {
      // Google / Apple accounts linked to this user (OpenID Connect issuer's `sub`), linked only by
      // the sign-in callback on the server; an admin can see and remove a link (support case).
      name: 'identities',
      label: { en: 'Linked sign-in accounts', de: 'Verknüpfte Anmeldekonten' },
      type: 'array',
      labels: { singular: { en: 'Linked account', de: 'Verknüpftes Konto' }, plural: { en: 'Linked accounts', de: 'Verknüpfte Konten' } },
      access: { read: isAdminField, create: () => false, update: isAdminField },
      admin: {
        description: { en: 'Google / Apple sign-in linked to this account. Remove a row to unlink.', de: 'Mit diesem Konto verknüpfte Anmeldung über Google / Apple. Eine Zeile entfernen, um sie zu trennen.' },
        components: { RowLabel: '/admin/fields/IdentityRowLabel#IdentityRowLabel' },
      },
      fields: [
        {
          name: 'provider',
          label: { en: 'Provider', de: 'Anbieter' },
          type: 'select',
          options: [{ value: 'google', label: { en: 'Google', de: 'Google' } }, { value: 'apple', label: { en: 'Apple', de: 'Apple' } }],
          required: true,
        },
        { name: 'subject', label: { en: 'Account ID at the provider', de: 'Konto-ID beim Anbieter' }, type: 'text', required: true, index: true },
      ],
    },
    {
      // Bidding limit: one buyer account is one buyer company here. Set by
      // admins only; read by staff who read users and by the buyer for their own account.
      name: 'bid_limit_eur',
      label: { en: 'Bidding limit (€)', de: 'Gebotslimit (€)' },
      type: 'number',
      min: 0,
      max: 100_000_000,
      access: { read: ownOrVerificationField, create: isAdminField, update: isAdminField },
      admin: {
        description: {
          en: 'The most this buyer may have in leading bids on live auctions at once (with proxy bidding, their maximums). Empty: the default from the settings (none if that is empty too).',
          de: 'Höchstbetrag, den dieser Käufer gleichzeitig in führenden Geboten auf laufenden Auktionen halten darf (beim Bietagenten zählt sein Maximum). Leer: der Standard aus den Einstellungen (keiner, wenn auch dieser leer ist).',
        },
      },
    },
    {
      name: 'is_seller',
      label: { en: 'Seller', de: 'Verkäufer' },
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'blocked',
      label: { en: 'Blocked', de: 'Gesperrt' },
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
