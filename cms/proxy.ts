import { type NextRequest, NextResponse } from 'next/server'

import { adminCsp } from './admin/csp'

const isDecodable = (pathname: string) => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Next's request proxy (formerly middleware). Upload file routes: an address that cannot be
 * decoded is a 400 (the gateway refuses it first; this covers a CMS reached directly). Admin
 * pages: a fresh nonce per request in the Content-Security-Policy; Next reads the nonce from the
 * request's policy header and puts it on its inline scripts, and the browser gets the same policy.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith('/api/')) {
    if (isDecodable(request.nextUrl.pathname)) return NextResponse.next()
    return NextResponse.json({ errors: [{ message: 'Invalid filename.' }] }, { status: 400 })
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = adminCsp({
    nonce,
    publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    dev: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

// Only bodiless file reads on /api (a proxy would buffer and cap request bodies, such as uploads).
export const config = { matcher: ['/admin', '/admin/:path*', '/api/:collection/file/:path*'] }
