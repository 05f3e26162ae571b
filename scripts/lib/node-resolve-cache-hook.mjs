// Preloaded with `node --import` (vitest.config.ts, and NODE_OPTIONS in scripts/lib/run.ts for the
// product's processes): registers the in-thread resolve hook of node-resolve-cache.mjs, which
// answers relative imports inside node_modules without Node 24's per-file JSON parse of a whole
// "exports" map, and hands every other import to Node.
import { registerHooks } from 'node:module'

import { resolveInPackage } from './node-resolve-cache.mjs'

registerHooks({
  resolve: (specifier, context, nextResolve) => resolveInPackage(specifier, context) ?? nextResolve(specifier, context),
})
