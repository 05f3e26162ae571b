import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { KYC_MAX_FILE_BYTES } from '@core/domain/kyc'

import { authenticated, isAdmin, isAdminOrKycReviewerField, nobodyField, ownedBy } from '../access'
import { setOwner } from '../hooks/setOwner'
import { dataDir } from '../paths'

/**
 * Private KYC uploads (business registration, proof of address). Stored outside any public
 * folder and served only through Payload's access check: the owner and KYC staff.
 */
/** SHA-256 of an uploaded file's bytes (in memory, or in Payload's temp file), or null when there is no file. */
const fileSha256 = async (file: { data?: Buffer; tempFilePath?: string } | undefined): Promise<string | null> => {
  if (!file) return null
  const bytes = file.data && file.data.length > 0 ? file.data : file.tempFilePath ? await readFile(file.tempFilePath) : null
  return bytes ? createHash('sha256').update(bytes).digest('hex') : null
}

export const KycDocuments: CollectionConfig = {
  slug: 'kyc-documents',
  admin: { group: 'People', hidden: ({ user }) => !user },
  access: {
    read: ownedBy('owner', 'verification'),
    create: authenticated,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeValidate: [setOwner('owner')],
    // Max 10 MB per document (the type is checked by Payload from the file's content).
    beforeOperation: [
      ({ req, args }) => {
        const size = req.file?.size ?? 0
        if (size > KYC_MAX_FILE_BYTES) throw new APIError('File too large (max 10 MB)', 413, { maxBytes: KYC_MAX_FILE_BYTES }, true)
        return args
      },
    ],
    // The fingerprint of the file's bytes, for the KYC duplicate signals: computed
    // here from the upload itself, never taken from the request.
    beforeChange: [
      async ({ req, data }) => {
        const sha256 = await fileSha256(req.file as { data?: Buffer; tempFilePath?: string } | undefined)
        if (sha256) data.sha256 = sha256
        return data
      },
    ],
  },
  upload: {
    staticDir: path.join(dataDir(), 'kyc-documents'),
    mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
    disableLocalStorage: false,
  },
  fields: [
    {
      name: 'owner',
      label: { en: 'Owner', de: 'Eigentümer' },
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      access: { update: isAdminOrKycReviewerField },
    },
    {
      name: 'kind',
      label: { en: 'Document type', de: 'Dokumentart' },
      type: 'select',
      options: [{ value: 'business_registration', label: { en: 'Business registration', de: 'Handelsregisterauszug / Gewerbeanmeldung' } }, { value: 'proof_of_address', label: { en: 'Proof of address', de: 'Adressnachweis' } }],
    },
    {
      // SHA-256 of the file's bytes, set at upload (beforeChange above); KYC staff read it, nobody writes it.
      name: 'sha256',
      label: { en: 'File fingerprint (SHA-256)', de: 'Datei-Fingerabdruck (SHA-256)' },
      type: 'text',
      index: true,
      access: { read: isAdminOrKycReviewerField, create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
    },
  ],
}
