/**
 * `npm run start:cluster -- --instances 2`: the scaled-out deployment on this machine, from
 * Debian's packages. Like `npm start` (build if needed, migrate, demo data on first start), then:
 * redis-server (unless REDIS_URL is given), the CMS and the site once each, N bidding-service
 * instances (each the front door) on their own loopback ports, and HAProxy in front of them on
 * PORT (default 3000). An instance, the CMS or the site that dies is started again with backoff
 * (scripts/lib/processes.ts); Ctrl-C or SIGTERM stops every child.
 */
import path from 'node:path'
import { z } from 'zod'

import { build } from './build'
import { type Cluster, startCluster, waitFor200 } from './lib/cluster'
import { assertPortFree, fail, preflight } from './lib/env'
import { superviseParts } from './lib/processes'
import { childEnv, run } from './lib/run'

const ZArgs = z.object({ instances: z.coerce.number().int().min(1).max(16).default(2) })

const readArgs = (argv: string[]) => {
  const values: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const match = /^--instances(?:=(.*))?$/.exec(arg)
    if (!match) return fail(`Unknown option "${arg}". Usage: npm run start:cluster -- --instances <1-16>`)
    values.instances = match[1] ?? argv[++i] ?? ''
  }
  const parsed = ZArgs.safeParse(values)
  if (!parsed.success) return fail('--instances must be a whole number from 1 to 16, e.g. npm run start:cluster -- --instances 2')
  return parsed.data
}

const main = async () => {
  const { instances } = readArgs(process.argv.slice(2))
  const { dataDir, gateway, cms, site } = await preflight()
  const instancePorts = Array.from({ length: instances }, (_, index) => gateway + 10 + index)
  for (const [index, port] of instancePorts.entries()) await assertPortFree(port, `service instance ${index + 1}`, 'PORT (instances use PORT+10 and up)')

  if (process.env.SKIP_BUILD !== 'true') await build()
  await run('tsx', ['scripts/prepare-db.ts'], { env: childEnv({ DATA_DIR: dataDir }) }).catch(() =>
    fail('The database could not be prepared (see the message above).'),
  )

  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gateway}`
  const balancerUrl = `http://127.0.0.1:${gateway}`
  const shared = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl }

  let cluster: Cluster | null = null
  let parts: ReturnType<typeof superviseParts> | null = null
  let stopping = false
  const stopAll = async (code: number) => {
    if (stopping) return
    stopping = true
    await cluster?.stop()
    await parts?.stopAll(code)
    process.exit(code)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))

  try {
    cluster = await startCluster({
      instances,
      port: gateway,
      instancePorts,
      redisUrl: process.env.REDIS_URL,
      env: { ...shared, CMS_URL: `http://127.0.0.1:${cms}`, SITE_URL: `http://127.0.0.1:${site}` },
      onGiveUp: (message) => {
        console.error(`\n✖ ${message} Stopping everything.\n`)
        void stopAll(1)
      },
    })
  } catch (err) {
    // startCluster has already stopped what it started.
    return fail(err instanceof Error ? err.message : String(err))
  }
  const redisEnv = { REDIS_URL: cluster.redisUrl }
  // The CMS and the site run once, shared by every instance (the instances proxy to them, and
  // answer the 503 page while one of them restarts).
  parts = superviseParts(
    [
      { name: 'cms', command: 'next', args: ['start', 'cms', '-p', String(cms), '-H', '127.0.0.1'], env: { ...shared, ...redisEnv, SERVICE_URL: balancerUrl } },
      { name: 'site', command: 'node', args: [path.join('dist', 'server', 'entry.mjs')], env: { ...shared, HOST: '127.0.0.1', PORT: String(site), CMS_URL: `http://127.0.0.1:${cms}`, SERVICE_URL: balancerUrl } },
    ],
    { onExit: (code) => void stopAll(code), handleSignals: false },
  )

  if (!(await waitFor200(`${balancerUrl}/health`, 120_000))) {
    console.error(`Not every part came up within 2 minutes; see the messages above and ${publicUrl}/health.`)
    return
  }
  const { DEMO_ACCOUNTS } = await import('../cms/seed/accounts')
  console.log(`
  ✓ MachineryMarket is running at ${publicUrl} (HAProxy in front of ${instances} service instance${instances === 1 ? '' : 's'})
      Instances: ${cluster.instances.map((instance) => `${instance.id} 127.0.0.1:${instance.port} (pid ${instance.pid})`).join(', ')}
      Redis:     ${cluster.redisUrl}
      Health:    ${publicUrl}/health (Redis and every instance)

  Demo accounts (password for all: ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((a) => `      ${a.email.padEnd(26)} ${a.description}`).join('\n')}

  Stop with Ctrl-C.
`)
}

main().catch((err: Error) => fail(err.message))
