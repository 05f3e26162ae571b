import { AppError } from '../http/errors'
import { RETRY_AFTER_SECS } from '../http/unavailable-page'

/** The refusal of a bid that arrives while the service stops (HTTP 503 with Retry-After, or the socket's error reply). */
export const restartingError = () =>
  new AppError(503, 'service_restarting', 'The bidding service is restarting. Your bid was not placed; please try again in a few seconds.', {
    retry_after: RETRY_AFTER_SECS,
  })

/**
 * The graceful stop's view of bidding: `guard` wraps bid placement so that, once `start()` was
 * called, new bids are refused at once (nothing is written) while the bids already in flight run
 * to their end; `idle()` resolves when none is left, after their answers were handed to the
 * network (the next turn of the event loop).
 */
export const createDrain = () => {
  let draining = false
  let inFlight = 0
  const waiters: (() => void)[] = []
  const settle = () =>
    setImmediate(() => {
      if (inFlight > 0) return
      for (const waiter of waiters.splice(0)) waiter()
    })
  return {
    get draining() {
      return draining
    },
    guard<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
      return async (...args: A): Promise<R> => {
        if (draining) throw restartingError()
        inFlight++
        try {
          return await fn(...args)
        } finally {
          inFlight--
          if (inFlight === 0) settle()
        }
      }
    },
    start() {
      draining = true
    },
    get inFlight() {
      return inFlight
    },
    /** True when every bid in flight finished within `timeoutMs`. */
    idle(timeoutMs: number) {
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        waiters.push(() => {
          clearTimeout(timer)
          resolve(true)
        })
        settle()
      })
    },
  }
}
export type Drain = ReturnType<typeof createDrain>
