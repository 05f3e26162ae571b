import { type AcceptBidInput, type AcceptBidResult, BidLimitExceeded } from './bid-store'

/** What the store sends its writer thread (server/storage/bid-writer.worker.ts). */
export type WriterRequest = { type: 'accept'; id: number; input: AcceptBidInput } | { type: 'close' }

/** An error as it crosses the thread boundary: the limit's refusal keeps its figures, others their message and SQLite code. */
export type WriterError = { kind: 'limit'; limit: number; others: number } | { kind: 'error'; message: string; code?: string }

export type WriterOutcome = { id: number; result: AcceptBidResult } | { id: number; error: WriterError }

/** What the writer thread answers: the outcomes of one committed group. */
export type WriterReply = { type: 'done'; outcomes: WriterOutcome[] }

export const errorToMessage = (error: unknown): WriterError => {
  if (error instanceof BidLimitExceeded) return { kind: 'limit', limit: error.limit, others: error.others }
  const { message, code } = error as { message?: unknown; code?: unknown }
  return { kind: 'error', message: String(message ?? error), ...(typeof code === 'string' ? { code } : {}) }
}

/** The error again on the store's side: a BidLimitExceeded (place-bid tells it apart), else an Error with the SQLite code. */
export const messageToError = (error: WriterError): Error =>
  error.kind === 'limit' ? new BidLimitExceeded(error.limit, error.others) : Object.assign(new Error(error.message), error.code ? { code: error.code } : {})
