import type { Logger } from '../logger'
import { closeAuction, type CloseDeps, settleSale } from './close-auction'
import { startAuction } from './start-auction'

/**
 * The auction clock: every `intervalMs` it starts auctions whose start time has come and closes
 * those whose end has passed. The first tick runs at once, so closings missed while the service
 * was down are processed on start; winners whose settlement was cut short are settled too.
 */
export const runAuctionClock = (deps: CloseDeps & { logger: Logger; intervalMs?: number }) => {
  let running = false
  let stopped = false
  const tick = async () => {
    if (running || stopped) return
    running = true
    try {
      const nowIso = (deps.now?.() ?? new Date()).toISOString()
      const due = await deps.store.dueAuctions(nowIso)
      for (const id of due.toStart) await startAuction(deps, id)
      for (const id of due.toClose) await closeAuction(deps, id)
    } catch (err) {
      deps.logger.error({ err }, 'auction clock tick failed')
    } finally {
      running = false
    }
  }
  const ready = (async () => {
    try {
      for (const id of await deps.store.unsettledWins()) await settleSale(deps, id)
    } catch (err) {
      deps.logger.error({ err }, 'settling closed auctions failed')
    }
    await tick()
  })()
  const timer = setInterval(() => void tick(), deps.intervalMs ?? 1_000)
  timer.unref()
  return {
    ready,
    tick,
    stop: () => {
      stopped = true
      clearInterval(timer)
    },
  }
}
