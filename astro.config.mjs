// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';

import { siteCsp } from './src/security/site-csp';

// The site is one part behind the gateway on http://localhost:3000; canonical and hreflang URLs
// must point at that public origin, not at the port this process listens on.
const site = process.env.PUBLIC_URL ?? 'http://localhost:3000';

/**
 * `client:interaction` (src/islands/hydrate-on-interaction.ts): hydrate on the viewer's first move towards an island.
 * @type {import('astro').AstroIntegration}
 */
const islandDirectives = {
  name: 'island-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./src/islands/hydrate-on-interaction.ts', import.meta.url)) });
    },
  },
};

export default defineConfig({
  site,
  // Static by default; a route opts into on-demand rendering with `export const prerender = false`.
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  // React components (react-i18next, react-markdown, sonner, @nanostores/react) run on Preact's
  // compat layer in the browser: about 4 KB of runtime instead of react-dom's 60 KB. The CMS keeps React.
  integrations: [preact({ compat: true }), islandDirectives],
  // The server render must see the same alias: libraries that import 'react' are bundled into the
  // server build (not loaded from node_modules), so their hooks run on preact/compat there too.
  vite: { ssr: { noExternal: ['react-i18next', 'react-markdown', 'sonner', '@nanostores/react', 'focus-trap-react'] } },
  // Sessions live in Payload (HttpOnly cookie on the one origin), not in Astro.
  session: false,
  // Keep in sync with src/i18n/config.ts (LANGS, DEFAULT_LANG). Pages live once under
  // src/pages/[...locale]/ (see src/README.md); Astro's i18n middleware answers 404 for /en/….
  i18n: {
    locales: ['en', 'de'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  // Content-Security-Policy with hashes for every inline script and style (see src/security/site-csp.ts).
  security: { csp: siteCsp(site) },
  server: { port: 3002 },
  devToolbar: { enabled: false },
});
