import type { Payload } from 'payload'

import type { StepCount } from './types'

/**
 * Saves the settings global once with its defaults, so admins and the rules module read a stored
 * document. A global that was saved before (it has createdAt) is left as the admins set it.
 * PUBLIC_SELL_URL, when set, is the first value of `sell_site_url`; from then on the site's "Sell"
 * link follows the settings only.
 */
export const ensureSettings = async (payload: Payload): Promise<StepCount> => {
  const current = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  if (current.createdAt) return { created: 0, updated: 0 }
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, increment_table, ...defaults } = current
  await payload.updateGlobal({
    slug: 'settings',
    data: {
      ...defaults,
      ...(process.env.PUBLIC_SELL_URL ? { sell_site_url: process.env.PUBLIC_SELL_URL } : {}),
      increment_table: (increment_table ?? []).map(({ from, increment }) => ({ from, increment })),
    },
    overrideAccess: true,
  })
  return { created: 1, updated: 0 }
}
