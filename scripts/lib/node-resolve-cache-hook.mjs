// Preloaded with `node --import` (vitest.config.ts, and NODE_OPTIONS in scripts/lib/run.ts for the
// product's processes): registers the in-thread resolve hook of node-resolve-cache.mjs, which
// answers relative imports inside node_modules without Node 24's per-file JSON parse of a whole
// "exports" map, and hands every other import to Node. A Node without module.registerHooks (before
// 22.15) runs as it would without the hook.
import * as nodeModule from 'node:module'

import { resolveInPackage } from './node-resolve-cache.mjs'

if (typeof nodeModule.registerHooks === 'function') {
  nodeModule.registerHooks({
    resolve: (specifier, context, nextResolve) => resolveInPackage(specifier, context) ?? nextResolve(specifier, context),
  })
}
