/**
 * `npm start`: builds what is out of date, prepares the database (migrations, demo data on first
 * start), then runs the three parts behind one origin and prints where to go. A part that dies is
 * started again with backoff while the others keep serving (scripts/lib/processes.ts).
 */
import path from 'node:path'

import { build } from './build'
import { fail, preflight } from './lib/env'
import { superviseParts, waitForHealthy } from './lib/processes'
import { childEnv, run } from './lib/run'
import { buildService, SERVICE_ENTRY } from './lib/service-build'

const main = async () => {
  const { dataDir, gateway, cms, site } = await preflight()

  if (process.env.SKIP_BUILD !== 'true') await build()
  // The service runs as built JavaScript: never start without it (about a second when out of date).
  else await buildService()
  await run('tsx', ['scripts/prepare-db.ts'], { env: childEnv({ DATA_DIR: dataDir }) }).catch(() =>
    fail('The database could not be prepared (see the message above).'),
  )

  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gateway}`
  const shared = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl }
  superviseParts(
    [
      { name: 'cms', command: 'next', args: ['start', 'cms', '-p', String(cms), '-H', '127.0.0.1'], env: { ...shared, SERVICE_URL: `http://127.0.0.1:${gateway}` } },
      { name: 'site', command: 'node', args: [path.join('dist', 'server', 'entry.mjs')], env: { ...shared, HOST: '127.0.0.1', PORT: String(site), CMS_URL: `http://127.0.0.1:${cms}`, SERVICE_URL: `http://127.0.0.1:${gateway}` } },
      {
        name: 'service',
        command: 'node',
        args: ['--enable-source-maps', SERVICE_ENTRY],
        // The front door: while it starts or restarts, the launcher answers the 503 page on its port.
        standInPort: gateway,
        readyUrl: `http://127.0.0.1:${gateway}/health/instance`,
        env: {
          ...shared,
          PORT: String(gateway),
          CMS_URL: `http://127.0.0.1:${cms}`,
          SITE_URL: `http://127.0.0.1:${site}`,
          // http-proxy (inside http-proxy-middleware) still calls util._extend; the warning is noise.
          NODE_OPTIONS: '--disable-warning=DEP0060',
        },
      },
    ],
    { onExit: (code) => process.exit(code) },
  )

  if (!(await waitForHealthy(`http://127.0.0.1:${gateway}/health`))) {
    console.error(`Not every part came up within 2 minutes; see the messages above and ${publicUrl}/health.`)
    return
  }
  // The admin's first page loads Payload's admin route and its import map (seconds on a small
  // machine): load them now with the sign-in screen, not when the first staff member arrives.
  await fetch(`http://127.0.0.1:${gateway}/admin/signin`)
    .then((reply) => reply.arrayBuffer())
    .catch(() => undefined)
  const { DEMO_ACCOUNTS } = await import('../cms/seed/accounts')
  console.log(`
  ✓ MachineryMarket is running at ${publicUrl}
      Admin:   ${publicUrl}/admin
      Health:  ${publicUrl}/health

  Demo accounts (password for all: ${DEMO_ACCOUNTS[0]?.password}):
${DEMO_ACCOUNTS.map((a) => `      ${a.email.padEnd(26)} ${a.description}`).join('\n')}

  Stop with Ctrl-C.
`)
}

main().catch((err: Error) => fail(err.message))
