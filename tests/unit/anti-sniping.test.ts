import { describe, expect, it } from 'vitest'

import { applyAntiSniping } from '@core/domain/anti-sniping'

const end = new Date('2026-11-22T12:00:00.000Z')
const at = (secsBeforeEnd: number) => new Date(end.getTime() - secsBeforeEnd * 1000)

describe('anti-sniping', () => {
  it('extends a bid with exactly 60 s left to now + 60 s', () => {
    const result = applyAntiSniping(end, at(60), 60, 60)
    expect(result.extended).toBe(false) // now + 60 s is the current end: nothing moves
    expect(result.endTime).toEqual(end)
  })

  it('extends a bid with 59.999 s, 30 s and 1 s left to now + extension', () => {
    for (const left of [59.999, 30, 1]) {
      const now = at(left)
      const result = applyAntiSniping(end, now, 60, 60)
      expect(result.extended).toBe(true)
      expect(result.endTime.getTime()).toBe(now.getTime() + 60_000)
    }
  })

  it('does not extend a bid with 61 s left', () => {
    expect(applyAntiSniping(end, at(61), 60, 60)).toEqual({ endTime: end, extended: false })
  })

  it('does not extend at or after the end (such a bid is refused anyway)', () => {
    expect(applyAntiSniping(end, at(0), 60, 60).extended).toBe(false)
  })

  it('uses the window and extension from settings', () => {
    const now = at(100)
    const result = applyAntiSniping(end, now, 120, 300)
    expect(result).toEqual({ endTime: new Date(now.getTime() + 300_000), extended: true })
    expect(applyAntiSniping(end, at(10), 0, 60).extended).toBe(false)
  })
})
