import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs `npm run start:cluster`'s launcher and collects what it prints and how it exits. */
const runCluster = (args: string[]) =>
  new Promise<{ code: number | null; lines: string[] }>((resolve) => {
    const child = spawn('tsx', ['scripts/start-cluster.ts', ...args], { env: { ...process.env, SKIP_BUILD: 'true', DATA_DIR: '/tmp/mm-cluster-launcher-test' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, lines: output.split('\n').filter((line) => line.trim()) }))
  })

/** A wrong option gets one clear line and exit code 1 before anything starts. */
describe('npm run start:cluster on bad input', () => {
  it('refuses an instance count outside 1 to 16 with the usage', async () => {
    for (const args of [['--instances', '0'], ['--instances=17'], ['--instances', 'two']]) {
      const { code, lines } = await runCluster(args)
      expect(code).toBe(1)
      expect(lines).toEqual([expect.stringMatching(/--instances must be a whole number from 1 to 16, e\.g\. npm run start:cluster -- --instances 2/)])
    }
  })

  it('names an unknown option', async () => {
    const { code, lines } = await runCluster(['--replicas', '2'])
    expect(code).toBe(1)
    expect(lines).toEqual([expect.stringMatching(/Unknown option "--replicas"\. Usage: npm run start:cluster -- --instances <1-16>/)])
  })
})
