'use client'

import { useRouter } from 'next/navigation'
import React, { useEffect, useState } from 'react'
import { io, type Socket } from 'socket.io-client'

import type { ClientToServerEvents, ServerToClientEvents } from '@core/contract'

/**
 * Follows one auction over the service's socket.io (same origin) and re-renders the server view
 * on every update, so new bids, extensions and cancellations appear without a reload.
 */
export const LiveRefresh = ({ auctionId, live, offline }: { auctionId: number; live: string; offline: string }) => {
  const router = useRouter()
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: '/socket.io', transports: ['websocket', 'polling'] })
    const join = () => socket.emit('auction:join', { auctionId }, () => undefined)
    socket.on('connect', () => {
      setConnected(true)
      join()
    })
    socket.on('disconnect', () => setConnected(false))
    socket.on('auction:updated', (snapshot) => {
      if (String(snapshot.id) === String(auctionId)) router.refresh()
    })
    return () => {
      socket.close()
    }
  }, [auctionId, router])
  return (
    <p className="mm-muted" aria-live="polite" data-testid="live-state" data-connected={connected}>
      {connected ? live : offline}
    </p>
  )
}
