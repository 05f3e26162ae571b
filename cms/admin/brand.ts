/**
 * The platform's mark (the same drawing as the site's header, src/components/header/Logo.astro)
 * for the admin: ./components/Brand.tsx draws it, ./meta.ts uses it as the favicon.
 */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#f5b301"/><path d="M7 23V10l9 7 9-7v13" fill="none" stroke="#0f172a" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round"/></svg>'

/** The mark as a data address (the admin's favicon; the admin's CSP allows data: images). */
export const BRAND_MARK_DATA_URL = `data:image/svg+xml,${encodeURIComponent(BRAND_MARK_SVG)}`
