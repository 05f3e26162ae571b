// The resolver behind scripts/lib/node-resolve-cache-hook.mjs, which the test workers preload
// with `node --import` (see the README, "Start-up time"). Node 24's ESM resolver asks for the package
// scope of every file it loads, and each ask JSON-parses that package.json's whole "exports" map
// again (getPackageScopeConfig spreads the lazily parsed fields). date-fns (200 KB of exports, 300
// files) and drizzle-orm (177 KB, 250 files) cost about 4 s of CPU per process that way.
//
// This hook answers one case itself: a relative import of a .js/.mjs file from inside
// node_modules, when that file exists and its package scope says "module" or "commonjs". It
// resolves it the way Node does (URL join, real path, the nearest package.json's "type", read
// once per folder) and hands everything else to Node unchanged: bare specifiers, exports maps,
// missing files, folders, query strings, import attributes and require().
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** Folder → the "type" of its package scope ('module' | 'commonjs' | 'none'), or null to let Node decide. */
const scopeTypes = new Map()

/** The "type" of the nearest package.json above `dir`, as Node's getPackageScopeConfig finds it. */
export const packageScopeType = (dir) => {
  const walked = []
  let type
  for (let at = dir; ; at = path.dirname(at)) {
    if (scopeTypes.has(at)) {
      type = scopeTypes.get(at)
      break
    }
    walked.push(at)
    // Node stops at a node_modules folder without looking at a package.json in it.
    if (path.basename(at) === 'node_modules' || path.dirname(at) === at) {
      type = 'none'
      break
    }
    let text
    try {
      text = fs.readFileSync(path.join(at, 'package.json'), 'utf8')
    } catch {
      continue
    }
    try {
      const declared = JSON.parse(text).type
      type = declared === 'module' || declared === 'commonjs' ? declared : 'none'
    } catch {
      // An invalid package.json is Node's error to report.
      type = null
    }
    break
  }
  for (const folder of walked) scopeTypes.set(folder, type)
  return type
}

/** The answer for `specifier` imported from `parentURL`, or null when Node's own resolver must answer. */
export const resolveInPackage = (specifier, context) => {
  const { parentURL, conditions, importAttributes } = context
  if (!(specifier.startsWith('./') || specifier.startsWith('../'))) return null
  if (/[?#%\\]/.test(specifier)) return null
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return null
  if (!conditions?.includes('import') || conditions.includes('require')) return null
  if (importAttributes && Object.keys(importAttributes).length) return null
  const extension = path.extname(specifier)
  if (extension !== '.js' && extension !== '.mjs') return null
  let real
  try {
    real = fs.realpathSync(fileURLToPath(new URL(specifier, parentURL)))
    if (!fs.statSync(real).isFile()) return null
  } catch {
    return null
  }
  const format = extension === '.mjs' ? 'module' : packageScopeType(path.dirname(real))
  if (format !== 'module' && format !== 'commonjs') return null
  return { url: pathToFileURL(real).href, format, shortCircuit: true }
}
