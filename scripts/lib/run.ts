import { spawn, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

import { rootDir } from './env'

/** Child processes find our Node 24 and the project's binaries first. */
export const childEnv = (extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.join(rootDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  ...extra,
})

/** Runs a command to completion; rejects with its exit code. */
export const run = (command: string, args: string[], options: SpawnOptions = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, stdio: 'inherit', env: childEnv(), ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
