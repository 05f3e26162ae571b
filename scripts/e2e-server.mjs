// Starts the product for the end-to-end tests on a fresh data folder (demo data seeded anew).
import { spawn } from 'node:child_process'
import fs from 'node:fs'

fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true })
const child = spawn('tsx', ['scripts/start.ts'], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
