import { validations, type UploadFieldSingleValidation } from 'payload'

import { FOREIGN_DOCUMENT_MESSAGE, isOwnDocument, refId } from '@core/domain/kyc-review'

/**
 * A KYC record's documents must be uploads of the record's own user: nobody, staff
 * included, attaches someone else's private document by its id. A missing document gets the same
 * answer, so the message tells nothing about which ids exist. Payload's own upload checks run first.
 */
export const ownDocument: UploadFieldSingleValidation = async (value, options) => {
  const base = await validations.upload(value, options)
  if (base !== true) return base
  const documentId = refId(value)
  if (documentId === null || options.event === 'onChange') return true
  const recordUser = (options.data as { user?: unknown } | undefined)?.user
  const document = await options.req.payload
    .findByID({ collection: 'kyc-documents', id: documentId, depth: 0, overrideAccess: true, disableErrors: true, req: options.req })
    .catch(() => null)
  return document && isOwnDocument(document.owner, recordUser) ? true : FOREIGN_DOCUMENT_MESSAGE
}
