import type { Field, Option, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import configPromise from '../../cms/payload.config'

/**
 * Issue #17: every field an editor or admin sees in the admin has a label in English and German
 * (and every select option too), so a new field cannot slip in unlabelled. The built config is
 * walked after Payload's sanitising and the plugins (so the audit plugin's collection counts too).
 * Fields Payload adds itself (id, timestamps, draft status, auth and upload fields) carry Payload's
 * own translations and are not ours to label.
 */
const PAYLOAD_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt', '_status']
const AUTH_FIELDS = ['email', 'password', 'sessions', 'resetPasswordToken', 'resetPasswordExpiration', 'salt', 'hash', 'loginAttempts', 'lockUntil']
const UPLOAD_FIELDS = ['url', 'thumbnailURL', 'filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes', 'prefix']

type Problem = string
const isBilingual = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && ['en', 'de'].every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string' && ((value as Record<string, string>)[lang] ?? '').trim() !== '')

const walk = (fields: Field[], where: string, problems: Problem[], payloadOwned: ReadonlySet<string>, nested = false) => {
  for (const field of fields) {
    const name = 'name' in field ? field.name : undefined
    const path = name ? `${where}.${name}` : where
    const ours = !(name && !nested && payloadOwned.has(name))
    const hidden = Boolean(('hidden' in field && field.hidden) || (field.admin && 'hidden' in field.admin && field.admin.hidden === true))
    if (ours && !hidden && name && field.type !== 'ui') {
      if (!isBilingual('label' in field ? field.label : undefined)) problems.push(`${path}: label is not { en, de }`)
      if ('options' in field && Array.isArray(field.options)) {
        for (const option of field.options as Option[]) {
          const label = typeof option === 'string' ? undefined : option.label
          if (!isBilingual(label)) problems.push(`${path}: option ${typeof option === 'string' ? option : option.value} has no { en, de } label`)
        }
      }
      const description = field.admin && 'description' in field.admin ? field.admin.description : undefined
      if (description !== undefined && typeof description !== 'function' && !isBilingual(description)) problems.push(`${path}: description is not { en, de }`)
      // "Increment Table 01" says nothing: every array names its rows by their content.
      if (field.type === 'array' && !field.admin?.components?.RowLabel) problems.push(`${path}: array rows have no RowLabel`)
      // …and its "Add …" button names a row too (Payload would say "Add Increment_table").
      if (field.type === 'array' && !(isBilingual(field.labels?.singular) && isBilingual(field.labels?.plural))) problems.push(`${path}: array has no { en, de } row labels (labels.singular/plural)`)
    }
    if (ours && 'fields' in field && Array.isArray(field.fields)) walk(field.fields, path, problems, payloadOwned, nested || Boolean(name))
    if (ours && 'tabs' in field) for (const tab of field.tabs) walk(tab.fields, path, problems, payloadOwned, nested)
    if (ours && 'blocks' in field) for (const block of field.blocks) if (typeof block !== 'string') walk(block.fields, `${path}.${block.slug}`, problems, payloadOwned, true)
  }
}

describe('field labels (issue #17)', () => {
  it('gives every field of every collection and global an English and German label', async () => {
    const config: SanitizedConfig = await configPromise
    const problems: Problem[] = []
    // Payload's own collections (preferences, locked documents, migrations) are not ours to label.
    for (const collection of config.collections.filter((c) => !c.slug.startsWith('payload-'))) {
      const payloadOwned = new Set([...PAYLOAD_FIELDS, ...(collection.auth ? AUTH_FIELDS : []), ...(collection.upload ? UPLOAD_FIELDS : [])])
      walk(collection.fields, collection.slug, problems, payloadOwned)
    }
    for (const global of config.globals) walk(global.fields, global.slug, problems, new Set(PAYLOAD_FIELDS))
    expect(config.collections.map((c) => c.slug)).toContain('audit-logs')
    expect(problems).toEqual([])
  })
})
