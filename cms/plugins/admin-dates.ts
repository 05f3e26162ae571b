import type { CollectionConfig, Config, Field, Plugin } from 'payload'

const CELL = '/admin/fields/AdminDate#AdminDateCell'
const READ_ONLY_FIELD = '/admin/fields/AdminDate#AdminDateField'
const PICKER_FIELD = '/admin/fields/AdminDate#AdminDatePickerField'
const DOC_TIMESTAMPS = '/admin/fields/AdminDate#AdminDocTimestamps'

/**
 * Every date field (in groups, rows, tabs and collapsibles too): the admin's date cell; read-only
 * ones shown as text, editable ones with the picker in the platform's zone.
 */
const withAdminDates = (fields: Field[]): Field[] =>
  fields.map((field) => {
    if (field.type === 'date') {
      const components = field.admin?.components ?? {}
      return {
        ...field,
        admin: {
          ...field.admin,
          components: {
            ...components,
            Cell: components.Cell ?? CELL,
            ...(components.Field ? {} : { Field: field.admin?.readOnly ? READ_ONLY_FIELD : PICKER_FIELD }),
          },
        },
      } as Field
    }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withAdminDates(tab.fields) })) }
    if (field.type === 'group' || field.type === 'row' || field.type === 'collapsible') return { ...field, fields: withAdminDates(field.fields) } as Field
    return field
  })

/** The timestamps Payload would add itself (same name, type, index and label), here so they carry the admin's date cell. */
const timestamps = (collection: CollectionConfig): Field[] => {
  if (collection.timestamps === false) return []
  const has = (name: string) => collection.fields.some((field) => 'name' in field && field.name === name)
  const stamp = (name: 'createdAt' | 'updatedAt'): Field => ({
    name,
    type: 'date',
    index: true,
    admin: { disableBulkEdit: true, hidden: true, components: { Cell: CELL } },
    label: ({ t }) => t(name === 'createdAt' ? 'general:createdAt' : 'general:updatedAt'),
  })
  return [...(has('updatedAt') ? [] : [stamp('updatedAt')]), ...(has('createdAt') ? [] : [stamp('createdAt')])]
}

/**
 * One date format per language in the whole admin: Payload's own list cells and read-only date
 * fields render with the one clock (core/time/format.ts) in the platform's zone, like our screens
 * and charts, instead of date-fns in the browser's zone (cms/admin/fields/AdminDate.tsx); the
 * date pickers and the document header's timestamps show the platform's zone too. Runs
 * after the plugins that add collections.
 */
export const adminDatesPlugin: Plugin = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: [...withAdminDates(collection.fields), ...timestamps(collection)],
    // The document header's "Last modified / Created" in the platform's zone (admin.scss hides Payload's pair).
    ...(collection.timestamps === false
      ? {}
      : {
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              edit: { ...collection.admin?.components?.edit, beforeDocumentControls: [DOC_TIMESTAMPS, ...(collection.admin?.components?.edit?.beforeDocumentControls ?? [])] },
            },
          },
        }),
  })),
  globals: (config.globals ?? []).map((global) => ({ ...global, fields: withAdminDates(global.fields) })),
})
