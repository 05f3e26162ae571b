import { type ChildProcess, spawn } from 'node:child_process'

import { rootDir } from './env'
import { childEnv } from './run'

export type Part = { name: string; command: string; args: string[]; env?: Record<string, string> }

/**
 * Starts each part as its own process, prefixes its output with its name, and stops all of them
 * together: Ctrl-C (or one part dying) sends SIGTERM to every part and waits for them to close
 * their databases cleanly.
 */
export const superviseParts = (parts: Part[], { onExit }: { onExit: (code: number) => void }) => {
  const children = new Map<string, ChildProcess>()
  let stopping = false

  const stopAll = (code: number) => {
    if (stopping) return
    stopping = true
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM')
    const force = setTimeout(() => {
      for (const child of children.values()) if (child.exitCode === null) child.kill('SIGKILL')
    }, 10_000)
    force.unref()
    const waitAll = [...children.values()].map(
      (child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve()))),
    )
    void Promise.all(waitAll).then(() => onExit(code))
  }

  for (const part of parts) {
    const child = spawn(part.command, part.args, {
      cwd: rootDir,
      env: childEnv({ NODE_ENV: 'production', ...part.env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const prefix = `[${part.name}]`.padEnd(10)
    const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) =>
      stream?.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`)
      })
    pipe(child.stdout, process.stdout)
    pipe(child.stderr, process.stderr)
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${prefix}stopped unexpectedly (${code ?? signal}); stopping the other parts.`)
        stopAll(code || 1)
      }
    })
    children.set(part.name, child)
  }

  process.on('SIGINT', () => stopAll(0))
  process.on('SIGTERM', () => stopAll(0))
  // If the launcher itself exits for any reason, no part is left running on its own.
  process.on('exit', () => {
    for (const child of children.values()) if (child.exitCode === null) child.kill('SIGTERM')
  })
  return { stopAll }
}

/** Polls a URL until it answers 200 or the time is up. */
export const waitForHealthy = async (url: string, timeoutMs = 120_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return true
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return false
}
