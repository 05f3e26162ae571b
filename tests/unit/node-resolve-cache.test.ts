import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

import { resolveInPackage } from '../../scripts/lib/node-resolve-cache.mjs'

const root = path.resolve(__dirname, '../..')
const ESM = ['node', 'import']

type Case = { specifier: string; parentURL: string; conditions?: string[] }
type Answer = { url?: string; format?: string | null; error?: string }

/**
 * What Node's own resolver answers for each case, asked in a child Node without our hook: a hook
 * of its own calls Node's default resolve with each case's parent, as an import from there would.
 */
const nodeAnswers = (cases: Case[]): Answer[] => {
  const probe = `
    import { registerHooks } from 'node:module'
    const cases = JSON.parse(process.env.CASES)
    const answers = []
    registerHooks({ resolve(specifier, context, nextResolve) {
      if (specifier !== 'mm-probe:run') return nextResolve(specifier, context)
      for (const c of cases) {
        try {
          const r = nextResolve(c.specifier, { ...context, parentURL: c.parentURL, conditions: c.conditions ?? context.conditions })
          answers.push({ url: r.url, format: r.format ?? null })
        } catch (error) { answers.push({ error: error.code ?? String(error) }) }
      }
      return { url: 'data:text/javascript,', format: 'module', shortCircuit: true }
    } })
    await import('mm-probe:run')
    process.stdout.write(JSON.stringify(answers))
  `
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, env: { ...process.env, NODE_OPTIONS: '', CASES: JSON.stringify(cases) }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  expect(child.status, child.stderr).toBe(0)
  return JSON.parse(child.stdout) as Answer[]
}

/** Relative imports between real files of an installed package: each of `count` files imported from the first one's folder's neighbour. */
const casesIn = (packageDir: string, count: number): Case[] => {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (files.length >= count) return
      const full = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full)
      else if (entry.isFile() && /\.m?js$/.test(entry.name)) files.push(full)
    }
  }
  walk(packageDir)
  const parent = files[0] as string
  return files.slice(1).map((file) => {
    const relative = path.relative(path.dirname(parent), file).split(path.sep).join('/')
    return { specifier: relative.startsWith('.') ? relative : `./${relative}`, parentURL: pathToFileURL(parent).href, conditions: ESM }
  })
}

const packageDir = (name: string) => path.join(root, 'node_modules', name)

describe('the resolve cache answers as Node does, or leaves the answer to Node', () => {
  it('gives the same URL and format as Node for relative imports inside installed packages', () => {
    const typed = ['date-fns', 'zod', 'payload', 'libphonenumber-js'].flatMap((name) => casesIn(packageDir(name), 60))
    const untyped = [...casesIn(packageDir('jose'), 20), ...casesIn(packageDir('commander'), 10)]
    const cases = [...typed, ...untyped]
    const node = nodeAnswers(cases)
    let typedAnswered = 0
    cases.forEach((c, index) => {
      const ours = resolveInPackage(c.specifier, { parentURL: c.parentURL, conditions: c.conditions })
      if (!ours) return
      if (index < typed.length) typedAnswered += 1
      expect({ url: ours.url, format: ours.format }, `${c.specifier} from ${c.parentURL}`).toEqual({ url: node[index]?.url, format: node[index]?.format })
    })
    // The shortcut does its job for packages that state "type": module (a hook that never answers would pass the check above).
    expect(typedAnswered).toBeGreaterThan(typed.length * 0.9)
  })

  it('leaves to Node what it does not decide: bare names, missing files, folders, queries, require, parents outside node_modules', () => {
    const parent = pathToFileURL(path.join(packageDir('date-fns'), 'index.js')).href
    const own = pathToFileURL(path.join(root, 'core', 'index.ts')).href
    const leftToNode: Array<[string, Case]> = [
      ['a bare package name', { specifier: 'zod', parentURL: parent, conditions: ESM }],
      ['a file that does not exist', { specifier: './no-such-file.js', parentURL: parent, conditions: ESM }],
      ['a folder', { specifier: './locale', parentURL: parent, conditions: ESM }],
      ['a query string', { specifier: './addDays.js?x=1', parentURL: parent, conditions: ESM }],
      ['an encoded character', { specifier: './add%44ays.js', parentURL: parent, conditions: ESM }],
      ['require()', { specifier: './addDays.js', parentURL: parent, conditions: ['node', 'require'] }],
      ['a parent outside node_modules', { specifier: './types.js', parentURL: own, conditions: ESM }],
      ['a .cjs file', { specifier: './addDays.cjs', parentURL: parent, conditions: ESM }],
    ]
    for (const [what, c] of leftToNode) expect(resolveInPackage(c.specifier, { parentURL: c.parentURL, conditions: c.conditions }), what).toBeNull()
    expect(resolveInPackage('./addDays.js', { parentURL: parent, conditions: ESM, importAttributes: { type: 'json' } }), 'import attributes').toBeNull()
    // The one it does decide, for contrast: the same import without the query.
    expect(resolveInPackage('./addDays.js', { parentURL: parent, conditions: ESM })?.format).toBe('module')
  })
})
