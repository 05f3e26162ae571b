// Preloaded with `node --import` by the test workers (vitest.config.ts): registers the in-thread
// resolve hook of node-resolve-cache.mjs, which answers relative imports inside node_modules
// without Node 24's per-file JSON parse of a whole "exports" map, and hands every other import to
// Node. Not in the product's own processes: there it saved about 5 s of a 79 s start, but a resolve
// hook runs on every require() and import() the running service makes, and a reconnect storm's
// 1,400 joins drained in 17.6–18.3 s with it against 13.9–14.6 s without
// (tests/int/cluster-busy-storm.test.ts, quiet machine). A Node without module.registerHooks
// (before 22.15) runs as it would without the hook.
import * as nodeModule from 'node:module'

import { resolveInPackage } from './node-resolve-cache.mjs'

if (typeof nodeModule.registerHooks === 'function') {
  nodeModule.registerHooks({
    resolve: (specifier, context, nextResolve) => resolveInPackage(specifier, context) ?? nextResolve(specifier, context),
  })
}
