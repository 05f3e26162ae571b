import { getPayload, type Payload } from 'payload'

/** The service talks to the data only through Payload's Local API (one schema, one set of rules). */
export const connectPayload = async (): Promise<Payload> => {
  const { default: config } = await import('../cms/payload.config')
  return getPayload({ config })
}
