import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** Debian's redis-server on a random port, without persistence; `stop` ends it, `pause` and `resume` freeze and thaw it. */
export const startRedis = async (): Promise<{ url: string; stop: () => void; pause: () => void; resume: () => void }> => {
  const port = await freePort()
  const redis: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' })
  await new Promise<void>((resolve, reject) => {
    redis.once('error', reject)
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => void redis.kill('SIGTERM'),
    // A Redis that stops answering but keeps its connections open (SIGSTOP), and comes back.
    pause: () => void redis.kill('SIGSTOP'),
    resume: () => void redis.kill('SIGCONT'),
  }
}
