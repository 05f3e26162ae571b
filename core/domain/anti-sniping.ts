/**
 * Anti-sniping (spec: a bid in the last 60 s extends the auction by 60 s). A bid with at most
 * `windowSecs` left moves the end to `now + extensionSecs` (never earlier than it was).
 */
export const applyAntiSniping = (
  endTime: Date,
  now: Date,
  windowSecs: number,
  extensionSecs: number,
): { endTime: Date; extended: boolean } => {
  const remainingMs = endTime.getTime() - now.getTime()
  if (windowSecs <= 0 || extensionSecs <= 0 || remainingMs <= 0 || remainingMs > windowSecs * 1000) {
    return { endTime, extended: false }
  }
  const extendedEnd = now.getTime() + extensionSecs * 1000
  if (extendedEnd <= endTime.getTime()) return { endTime, extended: false }
  return { endTime: new Date(extendedEnd), extended: true }
}
