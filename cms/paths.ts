import path from 'node:path'

/**
 * The repository root. Every part is started from it (npm scripts, the launcher, Docker's
 * WORKDIR); bundlers rewrite import.meta.url, so the working directory is the stable anchor.
 */
export const rootDir = path.resolve(process.env.APP_ROOT ?? process.cwd())

/**
 * Where the embedded database, uploads and the mail outbox live (DATA_DIR, default ./data).
 * A function, read when used, so a process (or a test) can set DATA_DIR before it boots Payload.
 */
export const dataDir = (): string => path.resolve(rootDir, process.env.DATA_DIR ?? 'data')
