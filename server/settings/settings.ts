import type { Payload } from 'payload'

import type { Settings } from '@core/settings'
import { forgetSettings, readSettings } from '../../cms/settings/read-settings'

export { forgetSettings, readSettings }

/**
 * The service's reader of the Settings global: the CMS's cached reader of this Payload instance
 * (cms/settings/read-settings.ts), so the service's routes, the bid path and the CMS code the
 * service runs (auction messages, reminders) share one copy. A change forgets it on every
 * instance (server/settings/invalidate.ts); the bid path never pays a database read for it.
 */
export const createSettingsSource = (payload: Payload): SettingsSource => () => readSettings(payload)
export type SettingsSource = () => Promise<Settings>
