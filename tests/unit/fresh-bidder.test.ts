import { describe, expect, it } from 'vitest'

import { sessionClaims } from '../../server/auth/fresh-bidder'

const token = (claims: object) => `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`

describe('session claims of a Payload token', () => {
  it('reads the session id and expiry from the cookie or the Authorization header', () => {
    expect(sessionClaims({ cookie: `lng=de; payload-token=${token({ sid: 'abc', exp: 1_900_000_000 })}` })).toEqual({ sid: 'abc', exp: 1_900_000_000 })
    expect(sessionClaims({ authorization: `JWT ${token({ sid: 'xyz', exp: 5 })}` })).toEqual({ sid: 'xyz', exp: 5 })
  })

  it('gives nulls for a missing, malformed or session-less token', () => {
    expect(sessionClaims({})).toEqual({ sid: null, exp: null })
    expect(sessionClaims({ cookie: 'payload-token=not-a-jwt' })).toEqual({ sid: null, exp: null })
    expect(sessionClaims({ cookie: `payload-token=${token({ id: 1 })}` })).toEqual({ sid: null, exp: null })
  })
})
