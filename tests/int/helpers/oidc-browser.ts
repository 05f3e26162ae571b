/**
 * Just enough of a browser for OpenID Connect flows over real HTTP: a cookie jar per host and
 * manual redirects, so a test can stop at the callback and tamper with it.
 */
export type Jar = Map<string, Map<string, string>>

export const newJar = (): Jar => new Map()

export const cookieHeader = (jar: Jar, url: string) =>
  [...(jar.get(new URL(url).host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join('; ')

export const storeCookies = (jar: Jar, url: string, response: Response) => {
  const host = new URL(url).host
  const cookies = jar.get(host) ?? new Map<string, string>()
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';')
    const at = pair.indexOf('=')
    const name = pair.slice(0, at).trim()
    const value = pair.slice(at + 1).trim()
    const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()))
    if (expired || value === '') cookies.delete(name)
    else cookies.set(name, value)
  }
  jar.set(host, cookies)
}

export const request = async (jar: Jar, url: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  const cookie = cookieHeader(jar, url)
  if (cookie) headers.set('cookie', cookie)
  const response = await fetch(url, { ...init, headers, redirect: 'manual' })
  storeCookies(jar, url, response)
  return response
}

/**
 * From the product's start URL through the test provider's sign-in form (or its Cancel button)
 * up to the redirect to the product's callback, which is returned unvisited.
 */
export const signInAtProvider = async (
  jar: Jar,
  startUrl: string,
  callbackPrefix: string,
  login: { email: string; verified: boolean } | 'cancel',
): Promise<string> => {
  let url = startUrl
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    const response = await request(jar, url, init)
    init = {}
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url).href
      if (next.startsWith(callbackPrefix)) return next
      url = next
      continue
    }
    const html = await response.text()
    const action = /action="([^"]+\/(?:login|abort))"/g
    const forms = [...html.matchAll(action)].map((m) => new URL(m[1], url).href)
    if (!forms.length) throw new Error(`unexpected page at ${url} (${response.status}): ${html.slice(0, 200)}`)
    const form = new URLSearchParams(login === 'cancel' ? {} : { email: login.email, ...(login.verified ? { verified: 'true' } : {}) })
    url = forms.find((f) => f.endsWith(login === 'cancel' ? '/abort' : '/login')) as string
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }
  }
  throw new Error('too many redirects')
}
