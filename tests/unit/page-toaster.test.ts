import { afterEach, describe, expect, it } from 'vitest'

import { $toasterClaims, claimToaster, holdsToaster, releaseToaster } from '../../src/stores/toaster'

const holders = (claims: ReturnType<typeof claimToaster>[]) => claims.filter((claim) => holdsToaster($toasterClaims.get(), claim))

describe('the page toaster', () => {
  afterEach(() => $toasterClaims.set([]))

  it('is held by the first island that mounts, and by no other', () => {
    const list = claimToaster()
    const support = claimToaster()
    expect(holders([list, support])).toEqual([list])
  })

  it('passes to the next island when the holder goes away, and back to none when all have', () => {
    const support = claimToaster()
    const closingSoon = claimToaster()
    const bidBox = claimToaster()
    releaseToaster(support)
    expect(holders([support, closingSoon, bidBox])).toEqual([closingSoon])
    releaseToaster(closingSoon)
    releaseToaster(bidBox)
    expect($toasterClaims.get()).toEqual([])
  })

  it('stays with its holder when a later island goes away', () => {
    const support = claimToaster()
    const closingSoon = claimToaster()
    releaseToaster(closingSoon)
    expect(holders([support, closingSoon])).toEqual([support])
  })

  it('is not held before the island has claimed it (server render, hydration)', () => {
    claimToaster()
    expect(holdsToaster($toasterClaims.get(), null)).toBe(false)
  })
})
