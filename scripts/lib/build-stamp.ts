import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { rootDir } from './env'

const SKIP = new Set(['node_modules', '.next', 'dist', '.astro', '.git', 'migrations'])
/** The default DATA_DIR (database, uploads) at the top; a source folder named `data` (e.g. cms/admin/data) counts. */
const DATA_DIR = path.join(rootDir, 'data')

const walk = (dir: string, out: string[]) => {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (full === DATA_DIR) continue
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
}

/** A fingerprint of the sources a build depends on (paths, sizes, modification times). */
export const fingerprint = (inputs: string[]): string => {
  const files: string[] = []
  for (const input of inputs) {
    const full = path.join(rootDir, input)
    if (fs.existsSync(full) && fs.statSync(full).isDirectory()) walk(full, files)
    else if (fs.existsSync(full)) files.push(full)
  }
  const hash = crypto.createHash('sha1')
  for (const file of files.sort()) {
    const stat = fs.statSync(file)
    hash.update(`${path.relative(rootDir, file)}:${stat.size}:${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

const stampFile = (name: string) => path.join(rootDir, `.build-stamp-${name}`)

export const isBuildFresh = (name: string, inputs: string[], output: string): boolean =>
  fs.existsSync(path.join(rootDir, output)) &&
  fs.existsSync(stampFile(name)) &&
  fs.readFileSync(stampFile(name), 'utf8') === fingerprint(inputs)

export const writeStamp = (name: string, inputs: string[]) => fs.writeFileSync(stampFile(name), fingerprint(inputs))
