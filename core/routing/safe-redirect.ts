/**
 * The one rule for a return path we are willing to redirect to (`next` after sign-in on the site,
 * after Google or Apple sign-in, after the admin sign-in): a path on this origin, never a URL that
 * could leave it. It is the union of the two earlier rules (the site's and Payload's
 * `getSafeRedirect`): no scheme, no protocol-relative `//host`, no backslash tricks, no control
 * characters, no encoded slash, backslash or whitespace right after the first slash, no
 * `/javascript:` or `/http…` lookalikes. The answer is the normalised path with its query and hash.
 */
const BASE = 'http://same.origin'
const AMBIGUOUS_PREFIX = /^\/%(?:25)*(?:09|0a|0d|2f|5c)/i

const hasControlCharacters = (value: string) => [...value].some((c) => c.charCodeAt(0) <= 31 || c.charCodeAt(0) === 127)

/**
 * The safe same-origin path for `next`, or null. With `within` (e.g. '/admin'), only that path or
 * paths below it (after resolving `..`) are accepted.
 */
export const safeReturnPath = (next: unknown, options: { within?: string } = {}): string | null => {
  if (typeof next !== 'string') return null
  const path = next.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  if (hasControlCharacters(path) || AMBIGUOUS_PREFIX.test(path)) return null
  const lower = path.toLowerCase()
  if (lower.startsWith('/javascript:') || lower.startsWith('/http')) return null
  let url: URL
  try {
    url = new URL(path, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const { within } = options
  if (within && url.pathname !== within && !url.pathname.startsWith(`${within}/`)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The site's return path (sign-in pages, OIDC callback): the safe path, else `fallback`. */
export const safeNext = (next: string | null | undefined, fallback = '/dashboard'): string => safeReturnPath(next) ?? fallback

/** The admin sign-in's return path: only paths inside the admin app, else null. */
export const safeAdminNext = (adminRoute: string, next: unknown): string | null =>
  typeof next === 'string' && next ? safeReturnPath(next, { within: adminRoute }) : null
