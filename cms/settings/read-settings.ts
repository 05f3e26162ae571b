import type { Payload, PayloadRequest } from 'payload'

import { settingsFrom, type Settings } from '@core/settings'

/**
 * How long a read is kept at most. A saved change forgets it at once in this process (the
 * Settings global's afterChange hook) and, through the service, on every service instance; the
 * time only bounds a change the service could not be told about (it was down).
 */
const SETTINGS_TTL_MS = 60_000

type Entry = { value: Promise<Settings>; at: number }
// Kept on the global object, as Payload keeps its own instance: Next may load this module once per
// server bundle (the REST route that saves the settings, the admin pages that show them), and a
// copy per bundle would leave the admin's copy unforgotten when the settings change.
const CACHE = Symbol.for('machinery-marketplace.settings-cache')
const holder = globalThis as typeof globalThis & { [CACHE]?: WeakMap<Payload, Entry> }
const entries: WeakMap<Payload, Entry> = (holder[CACHE] ??= new WeakMap<Payload, Entry>())

/**
 * The CMS's one reader of the Settings global (Payload Local API, with the server's access): a
 * complete, valid `Settings` (core/settings.ts), read once and shared by every caller of this
 * Payload instance until the settings change. Pass `req` inside a transaction so a cold read runs
 * in it. Only server code reads it: what a page or API shows to a user goes through
 * `publicSettingsOf` (GET /svc/settings) or its own access check.
 */
export const readSettings = (payload: Payload, options: { req?: PayloadRequest } = {}): Promise<Settings> => {
  const entry = entries.get(payload)
  if (entry && Date.now() - entry.at < SETTINGS_TTL_MS) return entry.value
  const value = payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, ...(options.req ? { req: options.req } : {}) }).then(settingsFrom)
  const fresh: Entry = { value, at: Date.now() }
  entries.set(payload, fresh)
  // A failed read is not kept: the next caller asks again.
  value.catch(() => {
    if (entries.get(payload) === fresh) entries.delete(payload)
  })
  return value
}

/** Forgets this Payload instance's cached settings: the next read asks the database. */
export const forgetSettings = (payload: Payload): void => {
  entries.delete(payload)
}
