import { type Request, Router } from 'express'

import { canSeePrices, type PriceViewer } from '@core/domain/price-visibility'
import { publicSettingsOf, type PublicSettings } from '@core/settings'
import type { SettingsSource } from '../settings/settings'

/**
 * GET /svc/settings: the settings any page may show (core/settings.ts `publicSettingsOf`): fees,
 * auction rules, time zone, support phone, sell site. No admin-only field; the auction length is
 * null for viewers without prices (the teaser rule). The site reads its figures here.
 */
export const settingsRouter = (deps: { settings: SettingsSource; userOf: (headers: Request['headers']) => Promise<PriceViewer> }) => {
  const router = Router()
  router.get('/settings', async (req, res) => {
    const [settings, user] = await Promise.all([deps.settings(), deps.userOf(req.headers)])
    const data: PublicSettings = publicSettingsOf(settings, canSeePrices(user))
    res.set('Cache-Control', 'private, no-store').json({ data })
  })
  return router
}
