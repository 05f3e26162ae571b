import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, CollectionSlug, Config, Plugin, UploadConfig } from 'payload'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

const errorResponse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * Before Payload serves an upload's file (after its access check): a name with a NUL byte or a
 * path separator is a 400, and a file missing on the disk a 404, where Payload answers 500 (a
 * NUL makes Node's fs throw; a missing file is "Something went wrong"). Otherwise Payload serves it.
 */
export const checkFileRequest: FileHandler = (req, { params }) => {
  const { filename } = params
  if (!filename || filename.includes('\0') || /[/\\]/.test(filename) || filename === '.' || filename === '..') {
    return errorResponse(400, 'Invalid filename.')
  }
  const staticDir = req.payload.collections[params.collection as CollectionSlug]?.config.upload?.staticDir
  if (!staticDir) return
  // Resolving to undefined hands the request on to Payload (Payload's type has no Response | void).
  return fs.stat(path.resolve(staticDir, filename)).then(
    () => undefined,
    () => errorResponse(404, 'File not found.'),
  ) as Promise<Response>
}

const withFileCheck = (collection: CollectionConfig): CollectionConfig => {
  if (!collection.upload) return collection
  const upload = collection.upload === true ? {} : collection.upload
  return { ...collection, upload: { ...upload, handlers: [checkFileRequest, ...(upload.handlers ?? [])] } }
}

/** Adds `checkFileRequest` to every upload collection (media, KYC documents). */
export const safeFileRoutesPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map(withFileCheck),
})
