/**
 * Runs `task` over `items` with at most `concurrency` in flight, in order of start.
 * Image work is CPU-bound in sharp's thread pool, so two at a time keeps both cores busy.
 */
export const runPool = async <T>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> => {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
}
