import type { Payload } from 'payload'

import { numericRecordId } from '@core/validation/record-id'

/**
 * An id from a request as this database can hold it, or null when it cannot name any record (the
 * rule: core/validation/record-id.ts): SQL databases number their records (an id like "abc" or
 * "9999999999999999999999" would reach the query as NaN or a rounded number, and the driver
 * refuses NaN with an error); MongoDB's are strings. The contract's ZAuctionId accepts both
 * shapes, so every lookup by a caller's id goes through here, and null answers "not found"
 * without asking the database.
 */
export const recordId = (payload: Pick<Payload, 'db'>, id: string | number): number | string | null => {
  if (payload.db.defaultIDType !== 'number') return String(id)
  return numericRecordId(id)
}

/** The ids of a list that can name a record in this database (the others cannot match anything). */
export const recordIds = (payload: Pick<Payload, 'db'>, ids: readonly (string | number)[]): (number | string)[] =>
  ids.map((id) => recordId(payload, id)).filter((id): id is number | string => id !== null)
