import type { Payload, PayloadRequest } from 'payload'

import { clock, timeZoneOr, type Clock } from '@core/time/format'
import { adminLanguage } from '../i18n/translate'

/**
 * The platform's time zone from the settings global (`time_zone`, default Europe/Berlin), read on
 * every render so a change shows on the next page load. Only the one field is selected.
 */
export const platformTimeZone = async (payload: Payload): Promise<string> => {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true, select: { time_zone: true } }).catch(() => null)
  return timeZoneOr(settings?.time_zone)
}

/** The one clock (core/time/format.ts) of an admin screen: the admin's language and the platform's zone. */
export const adminClock = async (req: PayloadRequest): Promise<Clock> => clock(adminLanguage(req.i18n?.language), await platformTimeZone(req.payload))
