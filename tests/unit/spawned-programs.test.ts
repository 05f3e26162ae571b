import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Issue #25 §3: `npm test` on a fresh machine. Every program the tests and scripts start by name
 * must come from somewhere a fresh machine has after `npm ci` and the pre-step
 * (scripts/test-prereqs.mjs): Node itself, an npm package's bin in node_modules/.bin, the
 * pre-step's NEEDED list (installed with apt-get), or the few base-system programs the pre-step
 * itself relies on. A static scan of tests/, scripts/ and server/ (plus the Playwright config)
 * finds each spawn/exec call from node:child_process, each `command: '…'` of a part, and each call
 * of a helper that passes a `command` parameter on to spawn. A new spawn of a program nothing
 * provides (as `pdftotext` was: poppler-utils installed by hand) fails here, by name and place.
 */
const root = path.resolve(import.meta.dirname, '../..')

/** Present on every machine `npm test` runs on before anything is installed (Debian base). */
const BASE_SYSTEM: Record<string, string> = {
  sh: 'POSIX shell (Debian base)',
  'apt-get': 'Debian base (the pre-step installs with it)',
}
const NODE = new Set(['node', 'process.execPath'])

const SPAWNERS = ['spawn', 'spawnSync', 'execFile', 'execFileSync', 'exec', 'execSync', 'fork']

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
    return /\.(ts|tsx|mts|cts|mjs|cjs|js)$/.test(entry.name) ? [relative] : []
  })

/** The source text of a call's arguments, split at top-level commas (strings and brackets respected). */
const callArguments = (source: string, openParen: number): string[] => {
  const args: string[] = []
  let depth = 0
  let quote: string | null = null
  let current = ''
  for (let i = openParen + 1; i < source.length; i++) {
    const ch = source[i]
    if (quote) {
      current += ch
      if (ch === '\\') current += source[++i]
      else if (ch === quote) quote = null
      continue
    }
    if (ch === "'" || ch === '"' || ch === '`') quote = ch
    else if ('([{'.includes(ch)) depth++
    else if (')]}'.includes(ch)) {
      if (depth === 0) {
        if (current.trim()) args.push(current.trim())
        return args
      }
      depth--
    } else if (ch === ',' && depth === 0) {
      args.push(current.trim())
      current = ''
      continue
    }
    current += ch
  }
  return args
}

/** The string literals in an argument (`findProgram('haproxy') ?? 'haproxy'` gives haproxy). */
const literals = (arg: string) => [...arg.matchAll(/'([^']*)'|"([^"]*)"|`([^`$]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3])
/** A shell command line's program (exec/execSync and `command: 'node scripts/x.mjs'`). */
const firstWord = (line: string) => line.trim().split(/\s+/)[0]

type Found = { program: string; where: string }

const scan = () => {
  // This file is left out: its comments quote the patterns it looks for.
  const self = path.relative(root, import.meta.filename)
  const files = [...['tests', 'scripts', 'server'].flatMap(sourceFiles), 'playwright.config.ts', 'vitest.config.ts'].filter((file) => file !== self)
  const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))
  const found: Found[] = []
  const unexplained: string[] = []
  const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length

  // Helpers that hand a `command` parameter to spawn: name -> position of that parameter.
  const passers = new Map<string, { index: number; file: string }>()
  for (const [file, source] of sources) {
    for (const m of source.matchAll(/(?:const|function)\s+(\w+)\s*=?\s*(?:async\s*)?\(([^)]*)\)/g)) {
      const params = m[2].split(',').map((p) => p.trim().split(/[\s:=?]/)[0])
      const index = params.indexOf('command')
      if (index >= 0) passers.set(m[1], { index, file })
    }
  }

  for (const [file, source] of sources) {
    const where = (index: number) => `${file}:${lineOf(source, index)}`
    // Direct calls of node:child_process.
    const imported = /from ['"](node:)?child_process['"]/.test(source) || /require\(['"](node:)?child_process['"]\)/.test(source)
    if (imported) {
      for (const m of source.matchAll(new RegExp(`(?<![.\\w])(${SPAWNERS.join('|')})\\s*\\(`, 'g'))) {
        const [first = ''] = callArguments(source, m.index + m[0].length - 1)
        const shell = m[1] === 'exec' || m[1] === 'execSync'
        if (NODE.has(first) || m[1] === 'fork') found.push({ program: 'node', where: where(m.index) })
        else if (literals(first).length > 0) for (const text of literals(first)) found.push({ program: shell ? firstWord(text) : text, where: where(m.index) })
        else if (!/\bcommand\b/.test(first)) unexplained.push(`${where(m.index)}: ${m[1]}(${first}, …)`)
        // else: a pass-through of a `command` parameter, resolved at its callers below.
      }
    }
    // `command: 'next'` of a part (scripts/start.ts, scripts/dev.ts) or the Playwright web server.
    for (const m of source.matchAll(/\bcommand:\s*(['"`])([^'"`]+)\1/g)) found.push({ program: firstWord(m[2]), where: where(m.index) })
    // Calls of a helper that passes its `command` on: run('tsx', …), launch('redis', 'redis-server', …).
    for (const [name, { index, file: definedIn }] of passers) {
      const visible = file === definedIn || new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from`).test(source)
      if (!visible) continue
      for (const m of source.matchAll(new RegExp(`(?<![.\\w])${name}\\s*\\(`, 'g'))) {
        const before = source.slice(Math.max(0, m.index - 20), m.index)
        if (/(const|function)\s+$/.test(before)) continue
        const arg = callArguments(source, m.index + m[0].length - 1)[index]
        if (arg === undefined) continue
        const names = literals(arg)
        if (NODE.has(arg)) found.push({ program: 'node', where: where(m.index) })
        else if (names.length > 0) for (const program of names) found.push({ program, where: where(m.index) })
        else if (!/\bcommand\b/.test(arg)) unexplained.push(`${where(m.index)}: ${name}(…${arg}…)`)
      }
    }
  }
  return { found, unexplained }
}

/** What the pre-step installs: the programs its NEEDED entries look for. */
const prestepPrograms = () => {
  const source = fs.readFileSync(path.join(root, 'scripts/test-prereqs.mjs'), 'utf8')
  const needed = /const NEEDED = \[([\s\S]*?)\n\]/.exec(source)?.[1] ?? ''
  return new Set([...needed.matchAll(/has\('([^']+)'\)|existsSync\('[^']*\/([^'/]+)'\)/g)].map((m) => m[1] ?? m[2]))
}

const providedBy = (program: string, prestep: Set<string>): string | null => {
  if (NODE.has(program)) return 'Node itself'
  if (fs.existsSync(path.join(root, 'node_modules', '.bin', program))) return 'node_modules/.bin (npm ci)'
  if (prestep.has(program)) return 'scripts/test-prereqs.mjs NEEDED (apt-get)'
  return BASE_SYSTEM[program] ?? null
}

describe('programs the tests and scripts spawn', () => {
  const { found, unexplained } = scan()
  const prestep = prestepPrograms()

  it('finds the spawns it knows of (the scan is not blind)', () => {
    const programs = new Set(found.map((f) => f.program))
    for (const known of ['tsx', 'node', 'next', 'astro', 'payload', 'redis-server', 'haproxy', 'sh']) expect(programs, known).toContain(known)
    expect([...prestep].sort()).toEqual(expect.arrayContaining(['chromium', 'haproxy', 'redis-server']))
  })

  it('every spawn names its program (a literal, or a `command` passed on by a helper)', () => {
    expect(unexplained).toEqual([])
  })

  it('every spawned program is provided by Node, node_modules/.bin or the pre-step', () => {
    const missing = found.filter((f) => providedBy(f.program, prestep) === null).map((f) => `${f.program} (${f.where})`)
    expect(missing, 'add it to scripts/test-prereqs.mjs NEEDED, or use an npm package instead').toEqual([])
  })
})
