/**
 * Remembers the promise of a load per key for `ttlMs`: callers within that time (also concurrent
 * ones, while the load is still running) share it. A failed load is forgotten, so the next caller
 * loads again. At most `max` keys are kept, the oldest dropped first.
 */
export const createTtlMemo = <V>(options: { ttlMs: number; max?: number; now?: () => number }) => {
  const { ttlMs, max = 10_000, now = Date.now } = options
  const entries = new Map<string, { at: number; value: Promise<V> }>()
  const remember = (key: string, load: () => Promise<V>): Promise<V> => {
    const hit = entries.get(key)
    if (hit && now() - hit.at < ttlMs) return hit.value
    const entry = { at: now(), value: load() }
    // Re-inserted so the Map's order stays oldest first.
    entries.delete(key)
    entries.set(key, entry)
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key)
    })
    while (entries.size > max) entries.delete(entries.keys().next().value as string)
    return entry.value
  }
  /** Drops what is remembered for `key`: the next caller loads again. */
  const forget = (key: string) => void entries.delete(key)
  return Object.assign(remember, { forget })
}
