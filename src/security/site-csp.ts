import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AstroUserConfig } from 'astro';

import { LANGUAGE_REDIRECT_SCRIPT } from '../layouts/language-redirect';

type SiteCsp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export const cspHash = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * sonner (pinned in package.json) adds its stylesheet as a <style> element when it loads. Its
 * text is read from the installed package so the allowed hash follows it; a sonner that no
 * longer carries it fails the build here rather than silently losing the toasts' styles.
 */
export const sonnerStylesheet = (): string => {
  const entry = createRequire(import.meta.url).resolve('sonner');
  const source = readFileSync(path.join(path.dirname(entry), 'index.mjs'), 'utf8');
  const css = /`([^`]*\[data-sonner-toaster\][^`]*)`/.exec(source)?.[1];
  if (!css) throw new Error('sonner no longer inlines its stylesheet: update the site CSP (src/security/site-csp.ts).');
  return css;
};

/**
 * The site's Content-Security-Policy (Astro's `security.csp`). Astro adds the hashes of every
 * script and style it bundles or inlines (islands, component scripts); it goes in a <meta> tag
 * on static pages and in the header of on-demand ones, and the gateway adds what only a header
 * can say (frame-ancestors). No 'unsafe-inline' for scripts or styles: the one hand-written
 * inline script and sonner's injected stylesheet are allowed by hash.
 */
export const siteCsp = (publicUrl: string): SiteCsp => {
  const url = new URL(publicUrl);
  const https = url.protocol === 'https:';
  return {
    algorithm: 'SHA-256',
    directives: [
      "default-src 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
      // Photos come from /api/media on this origin.
      "img-src 'self'",
      // socket.io on the same origin; the explicit ws(s) origin is for browsers whose 'self' does not cover WebSockets.
      `connect-src 'self' ${https ? 'wss' : 'ws'}://${url.host}`,
      ...(https ? (['upgrade-insecure-requests'] as const) : []),
    ],
    scriptDirective: { hashes: [cspHash(LANGUAGE_REDIRECT_SCRIPT)] },
    styleDirective: { hashes: [cspHash(sonnerStylesheet())] },
  };
};
