import { describe, expect, it } from 'vitest'

import { safeAdminNext, safeNext, safeReturnPath } from '@core/routing/safe-redirect'
import { BYPASSES, variants } from '../redirect-corpus'

/** Where Chromium's URL parser (WHATWG) would go with this answer as a Location or location.assign. */
const landsOnOurOrigin = (answer: string) => new URL(answer, 'https://our.site/signin').origin === 'https://our.site'

describe('the safe-redirect rule against known bypasses (issue #24 §2)', () => {
  it.each(BYPASSES.flatMap(variants))('%j is refused or stays on our origin', (value) => {
    const answer = safeReturnPath(value)
    if (answer === null) return
    expect(answer.startsWith('/'), answer).toBe(true)
    expect(answer.startsWith('//') || answer.startsWith('/\\'), answer).toBe(false)
    expect(landsOnOurOrigin(answer), answer).toBe(true)
    expect(safeReturnPath(answer), 'the answer passes the rule again unchanged').toBe(answer)
  })

  it('refuses the reported value and the classic ones outright (not "cleaned" into something else)', () => {
    for (const value of ['/.//evil.example/x', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%09/evil.example', '/%2e%2e//evil.example', '///evil.example', '/./\\evil.example', '/\uff0fevil.example', '/%252F%252Fevil.example', 'https:evil.example', 'javascript:alert(1)']) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull()
      expect(safeNext(value, '/de/dashboard')).toBe('/de/dashboard')
    }
  })

  it('gives back good paths unchanged', () => {
    for (const good of ['/de/auctions?q=bagger#x', '/dashboard', '/', '/de/', '/auctions?category=excavators&year_max=2015&sort=ending', '/de/kyc#documents', '/auctions/caterpillar-320-gc-2019', '/de/auctions?q=r%C3%BCttelplatte', '/auctions?q=a%2Fb', '/dashboard/my-bids?sort=ending', '/@user']) {
      expect(safeReturnPath(good), good).toBe(good)
    }
  })

  it('normalises dot segments and repeated slashes inside the path, and the result passes again', () => {
    expect(safeReturnPath('/de/./auctions')).toBe('/de/auctions')
    expect(safeReturnPath('/de/x/../auctions?q=1')).toBe('/de/auctions?q=1')
    expect(safeReturnPath('/de//auctions')).toBe('/de/auctions')
  })

  it('keeps the admin sign-in inside the admin, also through encoded dots', () => {
    expect(safeAdminNext('/admin', '/admin/users?q=a')).toBe('/admin/users?q=a')
    for (const outside of ['/admin/..//evil.example', '/admin/%2e%2e/dashboard', '/admin/%252e%252e/dashboard', '/admin/..%2Fdashboard', '/admin/..%252Fdashboard', '/admin%2F..%2Fdashboard', '/.//admin', '//admin']) {
      expect(safeAdminNext('/admin', outside), outside).toBeNull()
    }
  })

  it('refuses values that keep changing after the decoding bound and malformed encodings', () => {
    let deep = '/%2F%2Fx'
    for (let i = 0; i < 6; i += 1) deep = deep.replaceAll('%', '%25')
    expect(safeReturnPath(deep)).toBeNull()
    expect(safeReturnPath('/%E0%A4%A')).toBeNull()
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull()
  })
})
