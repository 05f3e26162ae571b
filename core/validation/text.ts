/**
 * The one rule for odd bytes in text: which characters a text value may never hold, at any door
 * (the service's zod schemas, Payload's collections, GraphQL). Tab, line feed and carriage return
 * are allowed only where the field takes several lines (descriptions, messages); every other C0
 * control (NUL included), DEL and the C1 controls are refused, and so is a string that is not
 * well-formed UTF-16 (a lone surrogate cannot be stored or sent as UTF-8).
 */
/* eslint-disable no-control-regex -- matching control characters is the point of this file */
const SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/
const MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const SINGLE_LINE_ALL = /[\u0000-\u001f\u007f-\u009f]/g
const MULTI_LINE_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g')

export type TextKind = { multiline?: boolean }

/** True when the value holds a character no text field of ours may hold. */
export const hasForbiddenCharacters = (value: string, { multiline = false }: TextKind = {}): boolean =>
  (multiline ? MULTI_LINE : SINGLE_LINE).test(value) || LONE_SURROGATE.test(value)

/** The value with every forbidden character removed (for repairing stored data, never for input). */
export const withoutForbiddenCharacters = (value: string, { multiline = false }: TextKind = {}): string =>
  value.replace(LONE_SURROGATE_ALL, '').replace(multiline ? MULTI_LINE_ALL : SINGLE_LINE_ALL, '')

/** The refusal's text, in the product's two languages. */
export const FORBIDDEN_CHARACTERS_MESSAGE = {
  en: 'Text must not contain control characters.',
  de: 'Der Text darf keine Steuerzeichen enthalten.',
} as const
