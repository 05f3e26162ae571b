// The bench's bare reference for the scaled-out fan-out (scripts/bench-cluster.ts): a plain
// socket.io server with the Redis adapter and nothing of the product (no session, no storage),
// started as its own process like a service instance. `auction:join` joins the room and answers;
// `bench:emit` broadcasts the given payload to a room, so a broadcast sent through one process
// reaches the listeners of every process through Redis, as a bid's broadcast does.
import { createServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { createClient } from 'redis'
import { Server } from 'socket.io'

const port = Number(process.env.PORT)
const server = createServer()
const io = new Server(server, { serveClient: false, cors: { origin: false } })
const pub = createClient({ url: process.env.REDIS_URL })
const sub = pub.duplicate()
await Promise.all([pub.connect(), sub.connect()])
io.adapter(createAdapter(pub, sub))
io.on('connection', (socket) => {
  socket.on('auction:join', (input, ack) => {
    void socket.join(`auction:${input.auctionId}`)
    ack?.({ data: { id: input.auctionId } })
  })
  socket.on('bench:emit', (input, ack) => {
    io.to(`auction:${input.room}`).emit('auction:updated', input.payload)
    ack?.({ data: true })
  })
})
server.listen(port, '127.0.0.1', () => process.stdout.write(`ready ${port}\n`))
process.on('SIGTERM', () => {
  void Promise.allSettled([pub.quit(), sub.quit()]).then(() => process.exit(0))
})
