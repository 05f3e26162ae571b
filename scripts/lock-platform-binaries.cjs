#!/usr/bin/env node
// Adds lock entries for platform-specific optional binaries this registry mirror lacks, so that
// `npm ci`'s sync check passes; npm skips them on this platform by os/cpu anyway.
const fs = require('fs')
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const pk = lock.packages
let added = 0
const platformOf = (name) => {
  const n = name.split('/').pop()
  const os = ['darwin', 'win32', 'android', 'linux', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd'].find((o) => n.includes(o))
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'].find((c) => n.includes(`-${c}`))
  const libc = n.includes('musl') ? 'musl' : n.includes('gnu') ? 'glibc' : undefined
  return { os, cpu, libc }
}
for (const [path, entry] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`
    if (pk[`node_modules/${dep}`] || pk[base]) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os && cpu !== 'wasm32') continue
    const e = { version, optional: true }
    if (os) e.os = [os]
    if (cpu) e.cpu = [cpu]
    if (libc) e.libc = [libc]
    if (cpu === 'wasm32') e.cpu = ['wasm32']
    pk[`node_modules/${dep}`] = e
    added++
  }
}
lock.packages = Object.fromEntries(Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))))
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
console.log('added', added)
