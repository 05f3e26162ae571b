import type { Server } from 'socket.io'

import type { Logger } from '../logger'
import { createFanOut } from '../realtime/fan-out'

/** The server-side event every other instance receives (socket.io's serverSideEmit over Redis). */
const EVENT = 'mm:settings-changed'

/**
 * The Settings global changed (the CMS's afterChange hook called POST /svc/internal/settings/changed):
 * every instance forgets its cached copy (cms/settings/read-settings.ts) before the call answers,
 * the same way an access change reaches every instance (server/realtime/fan-out.ts).
 */
export const createSettingsInvalidation = (io: Server, deps: { forget: () => void; logger: Logger; peerTimeoutMs?: number }) => {
  const everywhere = createFanOut(
    io,
    EVENT,
    () => {
      deps.forget()
      return 1
    },
    { logger: deps.logger, peerTimeoutMs: deps.peerTimeoutMs },
  )
  return async (): Promise<{ instances: number }> => {
    const { here, peers } = await everywhere()
    return { instances: here + peers }
  }
}

export type ForgetSettings = ReturnType<typeof createSettingsInvalidation>
