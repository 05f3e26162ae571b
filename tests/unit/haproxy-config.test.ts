import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

import { COMPOSE_HAPROXY, COMPOSE_HEALTH_PORT, haproxyConfig } from '../../scripts/lib/haproxy'

// `npm run start:cluster` (tested by tests/int/cluster-*.test.ts) and `docker compose --profile
// scale` (not runnable here) use one HAProxy configuration: the committed file is its output.
describe('the HAProxy configuration of the scaled-out deployment', () => {
  it('is committed for docker compose exactly as scripts/lib/haproxy.ts generates it', () => {
    expect(fs.readFileSync('deploy/haproxy.cfg', 'utf8')).toBe(COMPOSE_HAPROXY)
    expect(fs.readFileSync('docker-compose.yml', 'utf8')).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
  })

  it('differs between the two only in where the instances are', () => {
    const local = haproxyConfig({ bind: '127.0.0.1:3000', servers: { kind: 'list', servers: [{ name: 'svc1', host: '127.0.0.1', port: 3010 }] } })
    const backend = (config: string) => config.slice(config.indexOf('backend service')).split('\n').filter((line) => !/^\s+server(-template)? /.test(line))
    expect(backend(local)).toEqual(backend(COMPOSE_HAPROXY))
    expect(local).toContain('  server svc1 127.0.0.1:3010\n')
    // The check goes to each replica's health port (HEALTH_PORT in the compose file), not behind a storm on 3000.
    expect(COMPOSE_HAPROXY).toContain(`server-template instances 16 instances:3000 port ${COMPOSE_HEALTH_PORT} resolvers docker init-addr none`)
    expect(fs.readFileSync('docker-compose.yml', 'utf8')).toContain(`HEALTH_PORT: "${COMPOSE_HEALTH_PORT}"`)
    expect(local).toContain('option httpchk GET /health/instance')
    expect(local).toContain('cookie mm_instance insert indirect nocache httponly dynamic')
    // Auction affinity: one auction's bids and sockets hash onto one instance (consistent hashing).
    expect(local).toContain('  use_backend by_auction if { var(txn.auction) -m found }\n')
    expect(local).toMatch(/^backend by_auction\n {2}balance hash var\(txn\.auction\)\n {2}hash-type consistent$/m)
    expect(local.match(/^ {2}server svc1 127\.0\.0\.1:3010$/gm)).toHaveLength(2)
    // 10,000 watchers on one compose balancer: more than the file-limit-derived default allows.
    expect(COMPOSE_HAPROXY).toMatch(/^global\n {2}maxconn 25000$/m)
    expect(haproxyConfig({ bind: '127.0.0.1:3000', servers: { kind: 'list', servers: [] }, maxconn: 12_000 })).toContain('\n  maxconn 12000\n')
  })

  it("checks a local instance on its own health port when it has one", () => {
    const local = haproxyConfig({ bind: '127.0.0.1:3000', servers: { kind: 'list', servers: [{ name: 'svc1', host: '127.0.0.1', port: 3010, checkPort: 3110 }] } })
    expect(local.match(/^ {2}server svc1 127\.0\.0\.1:3010 port 3110$/gm)).toHaveLength(2)
  })
})
