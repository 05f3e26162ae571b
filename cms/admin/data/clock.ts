import type { Payload, PayloadRequest } from 'payload'

import { clock, DEFAULT_TIME_ZONE, type Clock } from '@core/time/format'
import { adminLanguage } from '../i18n/translate'
import { readSettings } from '../../settings/read-settings'

/**
 * The platform's time zone from the settings global (`time_zone`, default Europe/Berlin), from the
 * settings' one cached reader (cms/settings/read-settings.ts): a saved change shows on the next page load.
 */
export const platformTimeZone = async (payload: Payload): Promise<string> => {
  const settings = await readSettings(payload).catch(() => null)
  return settings?.timeZone ?? DEFAULT_TIME_ZONE
}

/** The one clock (core/time/format.ts) of an admin screen: the admin's language and the platform's zone. */
export const adminClock = async (req: PayloadRequest): Promise<Clock> => clock(adminLanguage(req.i18n?.language), await platformTimeZone(req.payload))
