/**
 * `npm run dev`: the same three parts in development mode with reload on change
 * (next dev, astro dev, the service under tsx watch), behind the same one origin.
 */
import { fail, preflight } from './lib/env'
import { superviseParts } from './lib/processes'
import { childEnv, run } from './lib/run'

const main = async () => {
  const { dataDir, gateway, cms, site } = await preflight()
  await run('tsx', ['scripts/prepare-db.ts'], { env: childEnv({ DATA_DIR: dataDir }) })

  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gateway}`
  const shared = { DATA_DIR: dataDir, PUBLIC_URL: publicUrl, NODE_ENV: 'development' }
  superviseParts(
    [
      { name: 'cms', command: 'next', args: ['dev', 'cms', '-p', String(cms), '-H', '127.0.0.1'], env: { ...shared, SERVICE_URL: `http://127.0.0.1:${gateway}` } },
      {
        name: 'site',
        command: 'astro',
        args: ['dev', '--host', '127.0.0.1', '--port', String(site)],
        env: { ...shared, CMS_URL: `http://127.0.0.1:${cms}`, SERVICE_URL: `http://127.0.0.1:${gateway}` },
      },
      {
        name: 'service',
        command: 'tsx',
        args: ['watch', '--clear-screen=false', 'server/index.ts'],
        env: { ...shared, PORT: String(gateway), CMS_URL: `http://127.0.0.1:${cms}`, SITE_URL: `http://127.0.0.1:${site}` },
      },
    ],
    { onExit: (code) => process.exit(code) },
  )
  console.log(`\n  Development servers starting at ${publicUrl} (admin: ${publicUrl}/admin)\n`)
}

main().catch((err: Error) => fail(err.message))
