/**
 * What every Redis client of the service is created with. node-redis (6.x) gives each command a
 * 5 s timeout made with AbortSignal.timeout(), a timer that cannot be cancelled: 5 s after every
 * command, answered or not, it fires and builds a DOMException. Each broadcast (the adapter's
 * PUBLISH) and each counted request (the limiter's script) is a command, so under a reconnect storm
 * that was thousands of exceptions a second on the event loop (about 2% of an instance's CPU in the
 * bench's profile). It is turned off here; the waits that matter are bounded by `within`, a timer
 * that is cleared when the answer comes.
 */
export const REDIS_CLIENT_OPTIONS = { commandOptions: { timeout: 0 } } as const

/** `promise`, or a rejection naming `what` when it has not settled within `ms`. */
export const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
    timer.unref?.()
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
