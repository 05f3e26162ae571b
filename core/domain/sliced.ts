/**
 * Long pure computations written as generators that yield after each slice of work (building the
 * support assistant's readings): run at once in scripts and tests, or a slice at a time in a
 * server, so that bids and other requests run between slices.
 */
export const runAtOnce = <T>(steps: Generator<unknown, T>): T => {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

export const runInSlices = async <T>(steps: Generator<unknown, T>, pause: () => Promise<void>): Promise<T> => {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await pause()
  }
}
