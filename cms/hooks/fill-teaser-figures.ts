import type { CollectionAfterReadHook, PayloadRequest } from 'payload'

import { fillFigures, platformFigures } from '@core/content/figures'
import { figureSettingsOf } from '@core/settings'
import { canSeePrices, TEASER_HIDDEN_SETTINGS, type PriceViewer } from '@core/domain/price-visibility'
import { readSettings } from '../settings/read-settings'

const CONTEXT_KEY = 'teaserFigures'

/** The hidden settings' figures in a language, read once per request with the server's access. */
const hiddenFigures = async (req: PayloadRequest, locale: 'en' | 'de'): Promise<Record<string, string>> => {
  const cache = (req.context[CONTEXT_KEY] ??= {}) as Record<string, Promise<Record<string, string>>>
  cache[locale] ??= readSettings(req.payload, { req }).then((settings) => {
    const all = platformFigures(figureSettingsOf(settings), locale)
    return Object.fromEntries(TEASER_HIDDEN_SETTINGS.map((name) => [name, all[name]]))
  })
  return cache[locale]
}

/**
 * Pages and FAQ answers state the auction length (`{{auction_length_hours}}`), which the settings
 * global no longer shows to readers without prices (TEASER_HIDDEN_SETTINGS). For them the CMS fills
 * those placeholders itself, so the site's info pages and FAQ (read as a visitor) keep the real
 * figure; editors and other price viewers read the placeholders and the settings as before (and so
 * does server code: the support assistant's knowledge base reads the length with internal access). The
 * length is published policy; what stays hidden is each auction's start, which would make it an end.
 */
export const fillTeaserFigures =
  (fields: readonly string[]): CollectionAfterReadHook =>
  async ({ doc, req }) => {
    // Only at the API doors (REST, GraphQL): server code reads the settings itself, and a Local API
    // read inside an update must never hand filled text back to be saved.
    if (req.payloadAPI === 'local' || canSeePrices(req.user as PriceViewer)) return doc
    const fill = async (value: unknown, locale: 'en' | 'de'): Promise<unknown> =>
      typeof value === 'string' && value.includes('{{') ? fillFigures(value, await hiddenFigures(req, locale)) : value
    const locale = req.locale === 'de' ? 'de' : 'en'
    const filled = { ...doc }
    for (const field of fields) {
      const value = filled[field]
      if (value && typeof value === 'object') {
        // locale=all: one value per language.
        const perLocale = { ...(value as Record<string, unknown>) }
        for (const key of Object.keys(perLocale)) perLocale[key] = await fill(perLocale[key], key === 'de' ? 'de' : 'en')
        filled[field] = perLocale
      } else filled[field] = await fill(value, locale)
    }
    return filled
  }
