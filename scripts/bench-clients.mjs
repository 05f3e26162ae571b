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
//   With `bases` the listeners are spread over several addresses (socket i on bases[i % n]). The
//   message `storm` drops every listener's transport at once (as a network blip or a dead instance
//   would); each then reconnects after socket.io-client's default delay (1 s ± 50%, doubling per
//   failed attempt up to 5 s), joins again and takes the price from the join's answer. The result
//   then carries when each listener was back and every price it showed afterwards.
// - `bid` with `follow`: every socket (re)joins all its auctions on each (re)connect and keeps the
//   latest snapshot it saw of each; acknowledgements time out after `timeoutMs` (a bid sent to an
//   instance that dies gets none). The result carries each socket's reconnects and shown prices.
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
import { io } from 'socket.io-client'
import WebSocket from 'ws'

const { mode, base, bases = [base], cookies = [], count, auctionIds, room, durationMs, random, intervalMs, warmupMs = 0, follow, timeoutMs, reconnectDelayMs = 1000, addressOffset = 0 } = workerData

// The clients yield to what they measure: on Linux the nice value is per thread, so this lowers
// this worker thread only (to 10, or stays at the bench's own if that is lower still).
try {
  os.setPriority(Math.max(10, os.getPriority()))
} catch {
  // not allowed here: the clients run at the bench's priority
}

// Each client connects from its own loopback address (127.0.0.2 … 127.0.0.251), as browsers do
// from their own: the service's per-address connection limit then sees many addresses, not one.
const addressOf = (i) => `127.0.0.${2 + ((addressOffset + i) % 250)}`
const now = () => performance.timeOrigin + performance.now()
const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())))

const connectOnce = (cookie, i) =>
  new Promise((resolve, reject) => {
    const socket = io(base, {
      transports: ['websocket'],
      forceNew: true,
      timeout: 60_000,
      localAddress: addressOf(i),
      // A bidder on a fixed auction opens its socket for it, as the detail page does: the
      // balancer's auction affinity sends it to that auction's instance.
      query: !random && auctionIds?.length ? { auction: String(auctionIds[i % auctionIds.length]) } : {},
      extraHeaders: cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {},
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (err) => {
      socket.close()
      reject(err)
    })
  })

// A bench never dies on one client's error: a socket that cannot connect is tried again (5 times,
// a second apart), then left out of the run and counted (`connectFailures`).
const connectFailures = {}
const connect = async (cookie, i) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connectOnce(cookie, i)
    } catch (err) {
      const reason = String(err?.message ?? err).slice(0, 60)
      connectFailures[reason] = (connectFailures[reason] ?? 0) + 1
      if (attempt === 5) return null
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
}

const emit = (socket, event, payload) =>
  new Promise((resolve) => (timeoutMs ? socket.timeout(timeoutMs).emit(event, payload, (err, reply) => resolve(err ? null : reply)) : socket.emit(event, payload, resolve)))
const PRICE = /"current_price":(\d+(?:\.\d+)?)/

/**
 * One listener on the raw protocol (engine.io v4 over WebSocket, socket.io v5 packets): open,
 * connect to the main namespace, join the room with an acknowledged `auction:join`, answer pings,
 * and hand `current_price` and arrival time of the join's answer and of every `auction:updated`
 * to `onPrice` (with `true` for an update).
 */
const rawListener = (url, onPrice, i) =>
  new Promise((resolve, reject) => {
    // Signed in (live prices are only for those who may see them): the first bidder's session.
    const headers = cookies[0] ? { cookie: cookies[0], 'sec-fetch-site': 'same-origin' } : {}
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, { headers, localAddress: addressOf(i) })
    // Not joined within 20 s (socket.io-client's own connect timeout): dropped and tried again.
    const timer = setTimeout(() => {
      ws.terminate()
      reject(new Error('no answer within 20 s'))
    }, 20_000)
    // An error after the join (the transport dropped later) is the storm's business, not this promise's.
    ws.on('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    ws.on('close', () => {
      clearTimeout(timer)
      reject(new Error('closed before joining'))
    })
    ws.on('message', (data) => {
      const text = data.toString()
      if (text === '2') return ws.send('3') // engine.io ping → pong
      if (text.startsWith('0')) return ws.send('40') // engine.io open → socket.io connect
      if (text.startsWith('44')) {
        // socket.io's connect_error (a middleware refused the handshake, e.g. the connection limit)
        clearTimeout(timer)
        ws.removeAllListeners('close')
        ws.terminate()
        return reject(new Error(`connect_error ${/"code":"([^"]+)"/.exec(text)?.[1] ?? /"message":"([^"]+)"/.exec(text)?.[1] ?? ''}`.trim()))
      }
      if (text.startsWith('40')) return ws.send(`420${JSON.stringify(['auction:join', { auctionId: room }])}`)
      if (text.startsWith('430')) {
        // the join's acknowledgement (with the auction's snapshot)
        const match = PRICE.exec(text)
        if (match) onPrice(Number(match[1]), now(), false)
        clearTimeout(timer)
        return resolve(ws)
      }
      if (text.startsWith('42["auction:updated"')) {
        const at = now()
        const match = PRICE.exec(text)
        if (match) onPrice(Number(match[1]), at, true)
      }
    })
  })

if (mode === 'listen') {
  const sockets = []
  const arrivals = [] // [price, at] of every update (before a storm)
  let stormAt = 0
  const reconnectedAt = [] // per listener: when its join was answered after the storm
  const shown = [] // per listener: [price, at] of every price it showed after the storm
  const onPriceOf = (i) => (price, at, update) => {
    if (stormAt) shown[i].push([price, at])
    else if (update) arrivals.push([price, at])
  }
  // The setup connects one listener after another; one that fails is tried again (a bench never
  // dies on one client's error), and after 5 failures the run goes on without it (counted).
  let setupFailures = 0
  for (let i = 0; i < count; i++) {
    for (let attempt = 1; ; attempt++) {
      try {
        sockets.push(await rawListener(bases[i % bases.length], onPriceOf(i), i))
        break
      } catch (err) {
        setupFailures++
        if (attempt === 5) throw new Error(`listener ${i} could not join after 5 attempts: ${err?.message ?? err}`, { cause: err })
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
      }
    }
  }
  // Why reconnect attempts failed, counted by reason (the first words of the error): what the
  // storm's clients that stay away ran into (a 503 from the balancer, a refused handshake, a
  // timeout, a reset), so the bench can name the cause instead of a count.
  const failures = {}
  let attempts = 0
  const reasonOf = (err) => {
    const text = String(err?.code ?? err?.message ?? err)
    return text.replace(/\d{4,}/g, 'N').slice(0, 60)
  }
  let stopped = false
  const reconnect = async (i) => {
    let delay = reconnectDelayMs
    for (let attempt = 0; !stopped; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, delay * (0.5 + Math.random())))
      if (stopped) return
      attempts++
      try {
        sockets[i] = await rawListener(bases[i % bases.length], onPriceOf(i), i)
        reconnectedAt[i] = now()
        return
      } catch (err) {
        const reason = reasonOf(err)
        failures[reason] = (failures[reason] ?? 0) + 1
        delay = Math.min(delay * 2, 5000)
      }
    }
  }
  parentPort.postMessage({ ready: true })
  parentPort.on('message', (message) => {
    if (message === 'storm') {
      stormAt = now()
      for (let i = 0; i < sockets.length; i++) {
        shown[i] = []
        sockets[i].removeAllListeners('close')
        sockets[i].terminate()
        void reconnect(i)
      }
      return
    }
    if (message !== 'stop') return
    stopped = true
    for (const socket of sockets) {
      socket.removeAllListeners('close')
      socket.on('error', () => undefined)
      socket.terminate()
    }
    parentPort.postMessage({ arrivals, setupFailures, storm: stormAt ? { at: stormAt, reconnectedAt, shown, attempts, failures } : undefined })
  })
} else {
  const opened = await Promise.all(cookies.map((cookie, i) => connect(cookie, i)))
  // Sockets that never connected are left out (null, counted in connectFailures); each keeps its
  // index, so its auction (and the balancer's affinity for it) stays the same.
  const sockets = opened
  const first = sockets.find(Boolean)
  const next = new Map() // auctionId → min_next_bid as last seen
  for (const id of auctionIds) {
    // No answer (a dying instance, a timeout): start from 0, and the first refusal names the minimum.
    const reply = first ? await emit(first, 'auction:join', { auctionId: id }) : null
    next.set(id, reply?.data?.min_next_bid ?? 0)
  }
  const reconnects = sockets.map(() => 0)
  const latest = sockets.map(() => new Map()) // per socket: auctionId → the newest snapshot it saw
  if (follow) {
    sockets.forEach((socket, i) => {
      if (!socket) return
      const remember = (snapshot) => {
        const known = latest[i].get(Number(snapshot.id))
        if (!known || snapshot.bid_count >= known.bid_count) latest[i].set(Number(snapshot.id), snapshot)
      }
      const join = () => {
        for (const auctionId of auctionIds) void emit(socket, 'auction:join', { auctionId }).then((reply) => reply?.data && remember(reply.data))
      }
      join()
      socket.on('connect', join)
      socket.io.on('reconnect', () => void reconnects[i]++)
      // Why a reconnect failed (a refused handshake is not retried by socket.io-client on its own).
      socket.on('connect_error', (err) => {
        const reason = `reconnect: ${String(err?.message ?? err).slice(0, 50)}`
        connectFailures[reason] = (connectFailures[reason] ?? 0) + 1
      })
      socket.on('auction:updated', remember)
    })
  }
  for (const socket of sockets) {
    if (socket && random) {
      await new Promise((resolve) => socket.emit('lists:join', resolve))
      socket.on('auction:updated', (s) => next.set(s.id, Math.max(next.get(s.id) ?? 0, s.min_next_bid)))
    }
  }
  parentPort.postMessage({ ready: true })
  await new Promise((resolve) => parentPort.once('message', resolve))
  // How late this worker's own event loop ran while it measured: a starved client would count
  // its own delay as the service's round trip.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  loopDelay.enable()
  // The warm-up runs on the same sockets at the same pace and is not counted.
  const started = performance.now() + warmupMs
  const deadline = started + durationMs
  const rtts = []
  const accepted = [] // [auctionId, amount, bidId]
  const refused = {}
  let notSent = 0 // follow: slots that passed while the socket was disconnected
  await Promise.all(
    sockets.map(async (socket, i) => {
      if (!socket) return
      // Paced sockets start spread over one interval so the load is even, not in waves.
      let slot = started - warmupMs + (intervalMs ? (i * intervalMs) / sockets.length : 0)
      while ((intervalMs ? slot : performance.now()) < deadline) {
        if (intervalMs) await sleepUntil(slot)
        if (follow && !socket.connected) {
          // Disconnected (its instance died): this slot's bid is not sent (counted), and the loop
          // still ends at the deadline if the socket never comes back.
          await new Promise((resolve) => setTimeout(resolve, 50))
          if (intervalMs) {
            if (slot >= started) notSent++
            slot += intervalMs
          } else if (performance.now() >= deadline) break
          continue
        }
        const auctionId = random ? auctionIds[Math.floor(Math.random() * auctionIds.length)] : auctionIds[i % auctionIds.length]
        const amount = next.get(auctionId)
        const t0 = intervalMs ? slot : performance.now()
        const reply = await emit(socket, 'bid:place', { auctionId, amount })
        const counted = t0 >= started
        if (counted) rtts.push(performance.now() - t0)
        if (intervalMs) slot += intervalMs
        if (!reply) {
          if (counted) refused.no_answer = (refused.no_answer ?? 0) + 1
        } else if (reply.data) {
          if (counted) accepted.push([auctionId, amount, reply.data.bid.id])
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
  loopDelay.disable()
  const clientLoopDelayP99 = loopDelay.percentile(99) / 1e6
  // Followers keep listening a moment, so the last bids' broadcasts reach them before they report.
  if (follow) await new Promise((resolve) => setTimeout(resolve, 1500))
  const disconnectedAtEnd = sockets.filter((socket) => socket && !socket.connected).length
  for (const socket of sockets) socket?.close()
  const shown = follow ? latest.map((seen) => [...seen].map(([id, snapshot]) => [id, snapshot.current_price])) : undefined
  parentPort.postMessage({ rtts, accepted, refused, elapsedMs, reconnects, shown, connectFailures, clientLoopDelayP99, notSent, disconnectedAtEnd })
}
