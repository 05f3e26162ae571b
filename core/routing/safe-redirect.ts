/**
 * The one rule for a return path we are willing to redirect to (`next` after sign-in and sign-up on
 * the site, after Google or Apple sign-in, after the admin sign-in, the language switch): a path on
 * this origin, never a URL that could leave it.
 *
 * Normalise first, then decide: the path part is percent-decoded again and again (up to
 * MAX_DECODE_ROUNDS; a value still changing after that is refused) and every layer is checked, with
 * its dot segments resolved, the way a browser or a proxy further down might read it: no control
 * characters (a browser drops tab and newline, so `/\t/x` is `//x`), no backslash, no slash or
 * backslash lookalike (full-width `／`, `＼`, …, found by NFKC), no `//` at the start after `.` and
 * `..` are resolved (`/.//x` and `/%2e%2e//x` become `//x`), no `/javascript:` or `/http…`
 * lookalikes. The answer is the normalised path (dots resolved, repeated slashes collapsed) with the
 * query and hash as given, and it passes this rule itself.
 */
const BASE = 'http://same.origin'
const MAX_DECODE_ROUNDS = 4
const MAX_LENGTH = 2048

/** C0 controls, DEL, C1 controls, and the invisible format characters a browser may drop. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/
const SLASH_LOOKALIKE = /[\\\u2044\u2215\u29f8\uff0f\uff3c\ufe68\u2216\u29f5\u29f9]/

const resolveDots = (path: string): string | null => {
  try {
    return new URL(path.replace(/[?#].*$/s, ''), BASE).pathname
  } catch {
    return null
  }
}

/** One layer of the path (raw or decoded): may a browser or proxy read it as leaving the origin? */
const layerIsSafe = (layer: string, within: string | undefined): boolean => {
  if (!layer.startsWith('/') || layer.startsWith('//')) return false
  if (CONTROL.test(layer) || SLASH_LOOKALIKE.test(layer) || SLASH_LOOKALIKE.test(layer.normalize('NFKC'))) return false
  const lower = layer.toLowerCase()
  if (lower.startsWith('/javascript:') || lower.startsWith('/http')) return false
  const resolved = resolveDots(layer)
  if (resolved === null || resolved.startsWith('//')) return false
  if (within && resolved !== within && !resolved.startsWith(`${within}/`)) return false
  return true
}

const decodeOnce = (value: string): string | null => {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

const checkPath = (next: unknown, within: string | undefined): string | null => {
  if (typeof next !== 'string' || next.length > MAX_LENGTH) return null
  const raw = next.trim()
  if (CONTROL.test(raw) || raw.includes('\\')) return null
  // Only the path part decides where the browser goes; the query and hash must still be clean text.
  const cut = raw.search(/[?#]/)
  const pathPart = cut === -1 ? raw : raw.slice(0, cut)
  let layer = pathPart
  for (let round = 0; ; round += 1) {
    if (!layerIsSafe(layer, within)) return null
    const decoded = decodeOnce(layer)
    if (decoded === null) return null
    if (decoded === layer) break
    if (round === MAX_DECODE_ROUNDS) return null
    layer = decoded
  }
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const pathname = url.pathname.replace(/\/{2,}/g, '/')
  return `${pathname}${url.search}${url.hash}`
}

/**
 * The safe same-origin path for `next`, or null. With `within` (e.g. '/admin'), only that path or
 * paths below it (after resolving `..`, also encoded) are accepted. The answer passes the rule again
 * unchanged (checked here, so no normalisation can turn an accepted value into a bad one).
 */
export const safeReturnPath = (next: unknown, options: { within?: string } = {}): string | null => {
  const path = checkPath(next, options.within)
  if (path === null) return null
  return checkPath(path, options.within) === path ? path : null
}

/** The site's return path (sign-in pages, OIDC callback): the safe path, else `fallback`. */
export const safeNext = (next: string | null | undefined, fallback = '/dashboard'): string => safeReturnPath(next) ?? fallback

/** The admin sign-in's return path: only paths inside the admin app, else null. */
export const safeAdminNext = (adminRoute: string, next: unknown): string | null =>
  typeof next === 'string' && next ? safeReturnPath(next, { within: adminRoute }) : null
