// Bench load generator, run in worker threads so the service under test is not starved by its
// own clients. Modes: `bid` (sockets place bids and time the acknowledgement) and `listen`
// (sockets join a room and record when each broadcast arrives).
import { parentPort, workerData } from 'node:worker_threads'
import { io } from 'socket.io-client'

const { mode, base, cookies = [], count, auctionIds, room, durationMs, random } = workerData
const now = () => performance.timeOrigin + performance.now()

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

if (mode === 'listen') {
  const sockets = []
  const arrivals = []
  for (let i = 0; i < count; i++) {
    const socket = await connect()
    await emit(socket, 'auction:join', { auctionId: room })
    socket.on('auction:updated', (snapshot) => arrivals.push([snapshot.current_price, now()]))
    sockets.push(socket)
  }
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
      await emit(socket, 'lists:join')
      socket.on('auction:updated', (s) => next.set(s.id, Math.max(next.get(s.id) ?? 0, s.min_next_bid)))
    }
  }
  parentPort.postMessage({ ready: true })
  await new Promise((resolve) => parentPort.once('message', resolve))
  const deadline = Date.now() + durationMs
  const rtts = []
  const accepted = [] // [auctionId, amount]
  const refused = {}
  await Promise.all(
    sockets.map(async (socket, i) => {
      while (Date.now() < deadline) {
        const auctionId = random ? auctionIds[Math.floor(Math.random() * auctionIds.length)] : auctionIds[i % auctionIds.length]
        const amount = next.get(auctionId)
        const t0 = performance.now()
        const reply = await emit(socket, 'bid:place', { auctionId, amount })
        rtts.push(performance.now() - t0)
        if (reply.data) {
          accepted.push([auctionId, amount])
          next.set(auctionId, Math.max(next.get(auctionId), reply.data.snapshot.min_next_bid))
        } else {
          refused[reply.error.code] = (refused[reply.error.code] ?? 0) + 1
          if (reply.error.min_next_bid) next.set(auctionId, Math.max(next.get(auctionId), reply.error.min_next_bid))
          else if (reply.error.code === 'bid_too_low') next.set(auctionId, next.get(auctionId) + 1)
        }
      }
    }),
  )
  for (const socket of sockets) socket.close()
  parentPort.postMessage({ rtts, accepted, refused })
}
