import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const rootDir = path.resolve(import.meta.dirname, '..', '..')

/** Ports of the one origin and of the two parts behind it. */
export const ports = () => ({
  gateway: Number(process.env.PORT ?? 3000),
  cms: Number(process.env.CMS_PORT ?? 3001),
  site: Number(process.env.SITE_PORT ?? 3002),
})

/** One clear line and exit: for the mistakes a user can fix. */
export const fail = (message: string): never => {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

export const assertPortFree = (port: number, name: string, variable: string) =>
  new Promise<void>((resolve) => {
    const server = net.createServer()
    server.once('error', (err: NodeJS.ErrnoException) => {
      fail(
        err.code === 'EADDRINUSE'
          ? `Port ${port} (${name}) is already in use. Stop the program using it or set ${variable}=<another port>.`
          : `Cannot use port ${port} (${name}): ${err.message}. Set ${variable}=<another port>.`,
      )
    })
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })

/** The data folder must exist (we create it) and be writable, or we stop with advice. */
export const assertDataDirWritable = () => {
  const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? 'data')
  try {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.accessSync(dataDir, fs.constants.W_OK)
    const probe = path.join(dataDir, `.write-test-${process.pid}`)
    fs.writeFileSync(probe, 'ok')
    fs.rmSync(probe)
  } catch (err) {
    fail(
      `The data folder ${dataDir} is not writable (${(err as NodeJS.ErrnoException).code ?? err}). ` +
        'Fix its permissions or set DATA_DIR to a writable folder.',
    )
  }
  return dataDir
}

export const assertDatabaseUri = () => {
  const uri = process.env.DATABASE_URI
  if (!uri || uri.startsWith('file:') || uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) return
  fail(
    `DATABASE_URI "${uri}" is not supported. Leave it unset for the embedded SQLite database, or use mongodb://host:27017/marketplace.`,
  )
}

/**
 * The checks `npm start` and `npm run dev` make before starting anything: a supported
 * DATABASE_URI, a writable data folder and free ports. Each failure ends in one clear line.
 */
export const preflight = async () => {
  assertDatabaseUri()
  const dataDir = assertDataDirWritable()
  const portsInUse = ports()
  await assertPortFree(portsInUse.gateway, 'the website', 'PORT')
  await assertPortFree(portsInUse.cms, 'the CMS behind it', 'CMS_PORT')
  await assertPortFree(portsInUse.site, 'the site behind it', 'SITE_PORT')
  return { dataDir, ...portsInUse }
}
