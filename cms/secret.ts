import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './paths'

/**
 * PAYLOAD_SECRET signs sessions. When unset (the embedded default), one is generated once and
 * kept in data/.payload-secret so every part and every restart agree on it.
 */
export const payloadSecret = (): string => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.join(dataDir(), '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = crypto.randomBytes(32).toString('hex')
    fs.mkdirSync(dataDir(), { recursive: true })
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another part created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
