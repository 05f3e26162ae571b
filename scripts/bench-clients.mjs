// Bench load generator, run in worker threads so the service under test is not starved by its
// own clients. Modes:
// - `bid`: socket.io clients place bids and time the acknowledgement. With `intervalMs` each
//   socket bids on a fixed schedule (an open load of sockets/intervalMs bids per second) and the
//   round trip is counted from the scheduled moment, so a slow reply also delays the bids queued
//   behind it in the figures (no coordinated omission). Without it, each socket bids again as soon
//   as the previous reply arrives (the most the service can take).
// - `listen`: many plain WebSocket clients speaking the socket.io protocol join an auction's room
//   and record when each broadcast arrives. They skip socket.io-client's per-message work, so the
//   figure is the server's delivery rather than the test clients' parsing on the same two cores.
import { parentPort, workerData } from 'node:worker_threads'
import { io } from 'socket.io-client'
import WebSocket from 'ws'

const { mode, base, cookies = [], count, auctionIds, room, durationMs, random, intervalMs, warmupMs = 0 } = workerData
const now = () => performance.timeOrigin + performance.now()
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())))

const connect = (cookie) =>
  new Promise((resolve, reject) => {
    const socket = io(base, {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })

const emit = (socket, event, payload) => new Promise((resolve) => socket.emit(event, payload, resolve))

/**
 * One listener on the raw protocol (engine.io v4 over WebSocket, socket.io v5 packets): open,
 * connect to the main namespace, join the room with an acknowledged `auction:join`, answer pings,
 * and note `current_price` and arrival time of every `auction:updated`.
 */
const rawListener = (arrivals) =>
  new Promise((resolve, reject) => {
    // Signed in (live prices are only for those who may see them): the first bidder's session.
    const headers = cookies[0] ? { cookie: cookies[0], 'sec-fetch-site': 'same-origin' } : {}
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers })
    ws.on('error', reject)
    ws.on('message', (data) => {
      const text = data.toString()
      if (text === '2') return ws.send('3') // engine.io ping → pong
      if (text.startsWith('0')) return ws.send('40') // engine.io open → socket.io connect
      if (text.startsWith('40')) return ws.send(`420${JSON.stringify(['auction:join', { auctionId: room }])}`)
      if (text.startsWith('430')) return resolve(ws) // the join's acknowledgement
      if (text.startsWith('42["auction:updated"')) {
        const at = now()
        const match = /"current_price":(\d+(?:\.\d+)?)/.exec(text)
        if (match) arrivals.push([Number(match[1]), at])
      }
    })
  })

if (mode === 'listen') {
  const sockets = []
  const arrivals = []
  for (let i = 0; i < count; i++) sockets.push(await rawListener(arrivals))
  parentPort.postMessage({ ready: true })
  parentPort.on('message', (message) => {
    if (message !== 'stop') return
    for (const socket of sockets) socket.close()
    parentPort.postMessage({ arrivals })
  })
} else {
  const sockets = await Promise.all(cookies.map((cookie) => connect(cookie)))
  const next = new Map() // auctionId → min_next_bid as last seen
  for (const id of auctionIds) {
    const reply = await emit(sockets[0], 'auction:join', { auctionId: id })
    next.set(id, reply.data.min_next_bid)
  }
  for (const socket of sockets) {
    if (random) {
      await new Promise((resolve) => socket.emit('lists:join', resolve))
      socket.on('auction:updated', (s) => next.set(s.id, Math.max(next.get(s.id) ?? 0, s.min_next_bid)))
    }
  }
  parentPort.postMessage({ ready: true })
  await new Promise((resolve) => parentPort.once('message', resolve))
  // The warm-up runs on the same sockets at the same pace and is not counted.
  const started = performance.now() + warmupMs
  const deadline = started + durationMs
  const rtts = []
  const accepted = [] // [auctionId, amount]
  const refused = {}
  await Promise.all(
    sockets.map(async (socket, i) => {
      // Paced sockets start spread over one interval so the load is even, not in waves.
      let slot = started - warmupMs + (intervalMs ? (i * intervalMs) / sockets.length : 0)
      while ((intervalMs ? slot : performance.now()) < deadline) {
        if (intervalMs) await sleepUntil(slot)
        const auctionId = random ? auctionIds[Math.floor(Math.random() * auctionIds.length)] : auctionIds[i % auctionIds.length]
        const amount = next.get(auctionId)
        const t0 = intervalMs ? slot : performance.now()
        const reply = await emit(socket, 'bid:place', { auctionId, amount })
        const counted = t0 >= started
        if (counted) rtts.push(performance.now() - t0)
        if (intervalMs) slot += intervalMs
        if (reply.data) {
          if (counted) accepted.push([auctionId, amount])
          next.set(auctionId, Math.max(next.get(auctionId), reply.data.snapshot.min_next_bid))
        } else {
          if (counted) refused[reply.error.code] = (refused[reply.error.code] ?? 0) + 1
          if (reply.error.min_next_bid) next.set(auctionId, Math.max(next.get(auctionId), reply.error.min_next_bid))
          else if (reply.error.code === 'bid_too_low') next.set(auctionId, next.get(auctionId) + 1)
        }
      }
    }),
  )
  const elapsedMs = performance.now() - started
  for (const socket of sockets) socket.close()
  parentPort.postMessage({ rtts, accepted, refused, elapsedMs })
}
