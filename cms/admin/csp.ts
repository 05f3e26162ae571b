/**
 * Monaco, the editor of Payload's code and JSON fields (email logs' HTML, audit logs' changes),
 * is loaded by @payloadcms/ui from this CDN folder; only that folder is allowed.
 */
export const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/**
 * The admin's Content-Security-Policy, with a fresh nonce per request (cms/proxy.ts): Next puts
 * the nonce on its own inline scripts. What had to be loosened, and why:
 * - style-src 'unsafe-inline': Payload's UI renders style attributes and <style> elements
 *   (modals, react-select's emotion styles) that take no nonce;
 * - object-src 'self': KYC PDFs are shown inline in an <object>;
 * - img-src data: blob: (upload previews) and the public origin (images of rendered emails);
 * - Monaco's CDN folder for scripts, styles and fonts, worker-src blob: for its workers;
 * - 'unsafe-eval' in development only (React's dev tooling needs it; never in production).
 */
export const adminCsp = ({ nonce, publicUrl, dev }: { nonce: string; publicUrl: string; dev: boolean }) => {
  const origin = new URL(publicUrl)
  const ws = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${MONACO_CDN}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline' ${MONACO_CDN}`,
    `img-src 'self' data: blob: ${origin.origin}`,
    `font-src 'self' data: ${MONACO_CDN}`,
    `connect-src 'self' ${ws}${dev ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "object-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
