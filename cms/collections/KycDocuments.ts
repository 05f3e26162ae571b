import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { KYC_MAX_FILE_BYTES } from '@core/domain/kyc'

import { authenticated, isAdmin, isAdminOrKycReviewerField, ownedBy } from '../access'
import { setOwner } from '../hooks/setOwner'
import { dataDir } from '../paths'

/**
 * Private KYC uploads (business registration, proof of address). Stored outside any public
 * folder and served only through Payload's access check: the owner and KYC staff.
 */
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
  ],
}
