import type { GlobalAfterChangeHook } from 'payload'

import { notifySettingsChange } from '../ops/notify-service'
import { forgetSettings } from '../settings/read-settings'
import { transactionSettled } from './live-access'

/**
 * Saved settings reach every reader at once: this process forgets its cached copy
 * (cms/settings/read-settings.ts) and the service is told, which forgets its copy on every
 * instance (POST /svc/internal/settings/changed, the path access changes take). Both again once
 * the transaction is over, as a read in between may have cached the values before the commit.
 */
export const forgetSettingsOnChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  forgetSettings(req.payload)
  await notifySettingsChange(req.payload)
  if (req.transactionID) {
    void transactionSettled(req).then(async () => {
      forgetSettings(req.payload)
      await notifySettingsChange(req.payload)
    })
  }
  return doc
}
