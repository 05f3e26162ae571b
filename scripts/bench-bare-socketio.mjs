// The bench's bare reference for the scaled-out fan-out (scripts/bench-cluster.ts): a plain
// socket.io server with the Redis adapter and nothing of the product (no session, no storage),
// started as its own process like a service instance. `auction:join` joins the room and answers;
// `bench:emit` broadcasts the given payload to a room, so a broadcast sent through one process
// reaches the listeners of every process through Redis, as a bid's broadcast does. Each process
// remembers the last payload broadcast to a room (from any process) and answers a join with it,
// as the product answers a join with the auction's snapshot, so a reconnect storm against these
// servers shows the latest price the same way. `/health/instance` answers 200 for HAProxy's checks.
import { createServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'

const port = Number(process.env.PORT)
const server = createServer((req, res) => {
  res.writeHead(req.url === '/health/instance' ? 200 : 404, { 'content-type': 'text/plain' })
  res.end(req.url === '/health/instance' ? 'ok' : 'not found')
})
const io = new Server(server, { serveClient: false, cors: { origin: false } })
const pub = createClient({ url: process.env.REDIS_URL })
const sub = pub.duplicate()
await Promise.all([pub.connect(), sub.connect()])
io.adapter(createAdapter(pub, sub))
const latest = new Map() // room → the last payload broadcast there
io.on('connection', (socket) => {
  socket.on('auction:join', (input, ack) => {
    void socket.join(`auction:${input.auctionId}`)
    ack?.({ data: latest.get(String(input.auctionId)) ?? { id: input.auctionId } })
  })
  // Every process hears every broadcast (through Redis), so each knows the latest payload.
  socket.on('bench:emit', (input, ack) => {
    io.to(`auction:${input.room}`).emit('auction:updated', input.payload)
    io.serverSideEmit('bench:latest', { room: String(input.room), payload: input.payload })
    latest.set(String(input.room), input.payload)
    ack?.({ data: true })
  })
})
io.on('bench:latest', ({ room, payload }) => void latest.set(room, payload))
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`))
process.on('SIGTERM', () => {
  void Promise.allSettled([pub.quit(), sub.quit()]).then(() => process.exit(0))
})
