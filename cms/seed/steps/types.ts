/** What one seeding step did to one collection. */
export type StepCount = { created: number; updated: number }

export const emptyCount = (): StepCount => ({ created: 0, updated: 0 })

export type Log = (message: string) => void
