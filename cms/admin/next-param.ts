/** The admin sign-in with the return path in `next`. */
export const signinUrl = (adminRoute: string, next?: string | null): string =>
  `${adminRoute}/signin${next ? `?next=${encodeURIComponent(next)}` : ''}`
