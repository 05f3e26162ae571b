import { spawn } from 'node:child_process'
import net from 'node:net'
import { describe, expect, it } from 'vitest'

/** Runs `npm start`'s launcher and collects what it prints and how it exits. */
const runStart = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('tsx', ['scripts/start.ts'], { env: { ...process.env, SKIP_BUILD: 'true', ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })

const meaningfulLines = (output: string) => output.split('\n').filter((line) => line.trim())

/** Mistakes a user can fix get one clear line and exit code 1, never a stack trace. */
describe('npm start on bad input', () => {
  it('names an unsupported DATABASE_URI and what to use instead', async () => {
    const { code, output } = await runStart({ DATABASE_URI: 'postgres://localhost/db' })
    expect(code).toBe(1)
    expect(meaningfulLines(output)).toEqual([expect.stringMatching(/DATABASE_URI "postgres:\/\/localhost\/db" is not supported.*mongodb:\/\//)])
  })

  it('says the data folder is not writable and how to fix it', async () => {
    const { code, output } = await runStart({ DATA_DIR: '/etc/hostname/data' })
    expect(code).toBe(1)
    expect(meaningfulLines(output)).toEqual([expect.stringMatching(/data folder \/etc\/hostname\/data is not writable.*DATA_DIR/)])
  })

  it('says which port is in use and which variable moves it', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as net.AddressInfo).port
    try {
      const { code, output } = await runStart({ PORT: String(port), DATA_DIR: '/tmp/mm-launcher-test' })
      expect(code).toBe(1)
      expect(meaningfulLines(output)).toEqual([expect.stringMatching(new RegExp(`Port ${port} .*already in use.*PORT=`))])
    } finally {
      blocker.close()
    }
  })
})
