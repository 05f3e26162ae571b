/**
 * Runs tasks with the same key one after another (bids on one auction inside this instance),
 * tasks with different keys in parallel. The database's conditional write is the backstop
 * across instances; this keeps one instance from racing itself into needless conflicts.
 */
export const createKeyedSerializer = () => {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve()
    const run = previous.then(task, task)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key)
    })
    return run
  }
}
