import { runBackOfficeJobs } from '../backoffice/back-office-jobs'
import type { Logger } from '../logger'
import { settleSale } from '../invoicing/settle-sale'
import type { SavedSearchAlerts } from '../notifications/saved-search-alerts'
import { sendDueReminders } from '../notifications/send-reminders'
import { closeAuction, type CloseDeps } from './close-auction'
import { startAuction } from './start-auction'

/**
 * The auction clock: every `intervalMs` it starts auctions whose start time has come and closes
 * those whose end has passed. The first tick runs at once, so closings missed while the service
 * was down are processed on start; winners whose settlement was cut short are settled too, at
 * start and then every `settleEveryMs` (another instance may have died between closing an
 * auction and creating its order). Every instance behind the balancer runs this clock: the
 * closing write is conditional (close-auction.ts) and the order is unique per auction, so each
 * auction is closed and settled once whichever instance gets there first. Due reminders are sent
 * after the closings of each tick (send-reminders.ts: each claimed once across instances).
 */
export const runAuctionClock = (
  deps: CloseDeps & {
    logger: Logger
    intervalMs?: number
    settleEveryMs?: number
    /** The site's address, for the links in reminder emails. */
    siteUrl?: string
    /** Saved-search alerts: matching when an auction goes live, the daily digest from the tick; both queued, never awaited here. */
    savedSearches?: Pick<SavedSearchAlerts, 'afterLive' | 'onTick'>
    /** How often the back office jobs (dunning, the admins' daily summary) run; default once a minute. */
    backOfficeEveryMs?: number
  },
) => {
  let running = false
  let stopped = false
  const settleUnsettled = async () => {
    for (const id of await deps.store.unsettledWins()) {
      // One failure never stops the others. The usual one is another instance creating the order
      // in between (the order is unique per auction): nothing is wrong then.
      await settleSale(deps, id).catch(async (err: unknown) => {
        const settled = await deps.store.unsettledWins().then((ids) => !ids.some((other) => String(other) === String(id)), () => false)
        if (settled) deps.logger.debug({ auctionId: id }, 'sale settled by another instance')
        else deps.logger.warn({ err, auctionId: id }, 'settling a closed auction failed')
      })
    }
  }
  const settleEveryMs = deps.settleEveryMs ?? 30_000
  let lastSettled = Date.now()
  const backOfficeEveryMs = deps.backOfficeEveryMs ?? 60_000
  let lastBackOffice = 0
  const tick = async () => {
    if (running || stopped) return
    running = true
    try {
      const nowIso = (deps.now?.() ?? new Date()).toISOString()
      const due = await deps.store.dueAuctions(nowIso)
      for (const id of due.toStart) await startAuction({ ...deps, afterLive: deps.savedSearches?.afterLive }, id)
      for (const id of due.toClose) await closeAuction(deps, id)
      deps.savedSearches?.onTick(new Date(nowIso))
      // Reminders have their own failure path: one failing send must not hold up closing and settling.
      await sendDueReminders(deps).catch((err: unknown) => deps.logger.error({ err }, 'sending due reminders failed'))
      // Payment reminders and the daily summary: each claimed once across instances (back-office-jobs.ts).
      if (Date.now() - lastBackOffice >= backOfficeEveryMs) {
        lastBackOffice = Date.now()
        await runBackOfficeJobs({ ...deps, now: () => new Date(nowIso) })
      }
      if (Date.now() - lastSettled >= settleEveryMs) {
        lastSettled = Date.now()
        await settleUnsettled()
      }
    } catch (err) {
      deps.logger.error({ err }, 'auction clock tick failed')
    } finally {
      running = false
    }
  }
  const ready = (async () => {
    try {
      await settleUnsettled()
    } catch (err) {
      deps.logger.error({ err }, 'settling closed auctions failed')
    }
    await tick()
  })()
  // Ticks fall on whole multiples of the interval of the wall clock, so every instance looks at
  // the same moment (an auction closes within one interval of its end on each of them).
  const intervalMs = deps.intervalMs ?? 1_000
  let timer: NodeJS.Timeout | undefined
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      void tick()
      schedule()
    }, intervalMs - (Date.now() % intervalMs))
    timer.unref()
  }
  schedule()
  return {
    ready,
    tick,
    /** No further tick; resolves when the tick under way (a close, a settlement) has finished. */
    stop: () => {
      stopped = true
      clearTimeout(timer)
      return new Promise<void>((resolve) => {
        const check = () => (running ? setTimeout(check, 20) : resolve())
        check()
      })
    },
  }
}
