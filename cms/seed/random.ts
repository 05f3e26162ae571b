/**
 * A small seeded PRNG (mulberry32) so every seed run produces the same demo data.
 * Each fixture derives its own stream from a label, so adding listings does not reshuffle users.
 */
export type Random = {
  /** Float in [0, 1). */
  next: () => number
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number
  float: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
  /** A shuffled copy. */
  shuffle: <T>(items: readonly T[]) => T[]
}

const mulberry32 = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a, to turn a label such as "listing:caterpillar-320-gc" into a seed. */
const hashLabel = (label: string): number => {
  let hash = 0x811c9dc5
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export const createRandom = (seed: number | string): Random => {
  const next = mulberry32(typeof seed === 'string' ? hashLabel(seed) : seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability,
    shuffle: (items) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy
    },
  }
}
