#!/usr/bin/env node
// The programs `npm test` needs besides Node: Debian's Chromium (end-to-end tests), redis-server
// and HAProxy (the multi-instance tests: tests/int/cluster-*.test.ts and npm run start:cluster). Each is found on the PATH (Chromium also at
// CHROMIUM_PATH); a missing one is installed with apt-get when we run as root on a Debian-like
// machine (as CI does), otherwise the run stops with one line naming the exact command.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const NEEDED = [
  { what: 'Chromium (end-to-end tests)', package: 'chromium', found: () => has('chromium') || (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) },
  { what: 'redis-server (multi-instance tests)', package: 'redis-server', found: () => has('redis-server') },
  // Debian installs it in /usr/sbin, which is not on every user's PATH.
  { what: 'HAProxy (multi-instance tests)', package: 'haproxy', found: () => has('haproxy') || existsSync('/usr/sbin/haproxy') },
]

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

const missing = NEEDED.filter((need) => !need.found())
if (missing.length === 0) process.exit(0)

const packages = missing.map((need) => need.package)
const command = `apt-get update && apt-get install -y ${packages.join(' ')}`
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot || !has('apt-get')) {
  console.error(`npm test needs ${missing.map((need) => need.what).join(' and ')}: run \`${isRoot ? '' : 'sudo '}${command}\` (or set CHROMIUM_PATH), then npm test again.`)
  process.exit(1)
}

console.log(`▸ Installing ${packages.join(', ')} with apt-get (needed by npm test)`)
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env })
} catch {
  console.error(`Installing ${packages.join(', ')} failed: run \`${command}\` yourself, then npm test again.`)
  process.exit(1)
}
const still = NEEDED.filter((need) => !need.found())
if (still.length > 0) {
  console.error(`${still.map((need) => need.what).join(' and ')} still not found after apt-get: run \`${command}\` and check the output.`)
  process.exit(1)
}
