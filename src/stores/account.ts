import type { Reply } from '@core/contract';
import type { Locale } from '../i18n/config';
import { type HttpReply, requestJson } from './http';

/**
 * The signed-in user's own account actions (dashboard and the account forms). Each answers with
 * the typed reply of stores/http.ts; the forms pick their texts from the status or the code.
 * Sign-in, forgot and reset password are Payload's endpoints; the rest are the service's.
 */
type Done = Record<string, unknown>;

export const signIn = (email: string, password: string): Promise<HttpReply<Done>> =>
  requestJson<Done>('/api/users/login', { method: 'POST', body: { email, password }, envelope: false });

export const signUp = (email: string, password: string, language: Locale, consent: { acceptTerms: boolean; businessBuyer: boolean }): Promise<HttpReply<Done>> =>
  requestJson<Done>('/svc/auth/signup', { method: 'POST', body: { email, password, language, accept_terms: consent.acceptTerms, business_buyer: consent.businessBuyer } });

export const verifyEmail = (token: string): Promise<HttpReply<Done>> => requestJson<Done>('/svc/auth/verify-email', { method: 'POST', body: { token } });

export const resendVerification = (email: string): Promise<HttpReply<Done>> =>
  requestJson<Done>('/svc/auth/resend-verification', { method: 'POST', body: { email } });

export const forgotPassword = (email: string): Promise<HttpReply<Done>> =>
  requestJson<Done>('/api/users/forgot-password', { method: 'POST', body: { email }, envelope: false });

/** Payload signs the user in on reset; the session is ended so the new password is used to sign in. */
export async function resetPassword(token: string | undefined, password: string): Promise<HttpReply<Done>> {
  const reply = await requestJson<Done>('/api/users/reset-password', { method: 'POST', body: { token, password }, envelope: false });
  if ('data' in reply) await requestJson('/api/users/logout', { method: 'POST', envelope: false });
  return reply;
}

export const markNotificationsRead = (ids: number[] | 'all'): Promise<Reply<Done>> =>
  requestJson<Done>('/svc/notifications/read', { method: 'POST', body: ids === 'all' ? { all: true } : { ids } });

export const saveLanguage = (language: Locale): Promise<Reply<Done>> => requestJson<Done>('/svc/account/profile', { method: 'PATCH', body: { language } });

/** "Remind me of watched auctions" (PATCH /svc/account/profile), saved as soon as it is switched. */
export const saveRemindWatched = (on: boolean): Promise<Reply<Done>> => requestJson<Done>('/svc/account/profile', { method: 'PATCH', body: { remind_watched: on } });

export const changePassword = (current: string, next: string): Promise<HttpReply<Done>> =>
  requestJson<Done>('/svc/account/password', { method: 'POST', body: { current_password: current, new_password: next } });

export const signOutEverywhere = (): Promise<Reply<Done>> => requestJson<Done>('/svc/account/sign-out-everywhere', { method: 'POST', body: {} });
