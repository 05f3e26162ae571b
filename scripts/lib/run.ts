import { spawn, type SpawnOptions } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { rootDir } from './env'

/**
 * Every Node process we start preloads the resolve hook (scripts/lib/node-resolve-cache.mjs): Node 24
 * re-parses a package's whole "exports" map for each file it imports from it, seconds per start.
 */
export const RESOLVE_HOOK_OPTION = `--import=${pathToFileURL(path.join(rootDir, 'scripts', 'lib', 'node-resolve-cache-hook.mjs')).href}`

/** NODE_OPTIONS for a child: the inherited ones, the resolve hook once, then `more`. */
export const nodeOptions = (more?: string) => {
  const inherited = process.env.NODE_OPTIONS ?? ''
  return [inherited, inherited.includes(RESOLVE_HOOK_OPTION) ? '' : RESOLVE_HOOK_OPTION, more && !inherited.includes(more) ? more : '']
    .filter(Boolean)
    .join(' ')
}

/** Child processes find our Node 24 and the project's binaries first, with the resolve hook preloaded. */
export const childEnv = (extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => {
  const { NODE_OPTIONS: more, ...rest } = extra
  return {
    ...process.env,
    PATH: `${path.join(rootDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ASTRO_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: nodeOptions(more),
    ...rest,
  }
}

/** Runs a command to completion; rejects with its exit code. */
export const run = (command: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', env: childEnv(), ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
