/** A refused staff action: HTTP status, a stable code and a message for the screen. */
export class OpsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

export const idOf = (value: unknown): number | string | null => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return (value as number | string | null | undefined) ?? null
}
