import { handleEndpoints, type Payload } from 'payload'

/**
 * Signs in the way a browser does, through Payload's REST login (POST /api/users/login, its own
 * request handler, no HTTP server needed), and returns the session cookie (`payload-token=…`), or
 * '' when the sign-in is refused. The JWT is only in the cookie: sign-in answers carry no token.
 */
export const sessionCookie = async (payload: Payload, email: string, password: string): Promise<string> => {
  const origin = (process.env.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/$/, '')
  const request = new Request(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  if (response.status !== 200) return ''
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  return cookie?.split(';')[0] ?? ''
}
