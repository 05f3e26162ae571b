import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { isObjectIdText, isRecordId, isRecordIdText, numericRecordId, ZRecordIdText } from '@core/validation/record-id'
import { ZUserParams } from '../../server/routes/internal'
import { recordId } from '../../server/storage/record-id'

describe('numericRecordId: a positive safe integer, as a number or its plain decimal text', () => {
  it('takes ids Payload writes, as numbers or text', () => {
    expect(numericRecordId(1)).toBe(1)
    expect(numericRecordId('1')).toBe(1)
    expect(numericRecordId('123456789012345')).toBe(123_456_789_012_345) // 15 digits
    expect(numericRecordId('1000000000000000')).toBe(1_000_000_000_000_000) // 16 digits, still safe
    expect(numericRecordId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
    expect(numericRecordId(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER)
  })
  it('refuses zero, negatives and fractions', () => {
    for (const id of [0, -1, 1.5, '0', '-1', '1.5', Number.NaN, Number.POSITIVE_INFINITY]) expect(numericRecordId(id), String(id)).toBeNull()
  })
  it('refuses leading zeros, signs, spaces, exponents and other digits', () => {
    for (const id of ['007', '01', '00', '+1', ' 1', '1 ', '1e3', '0x10', '١٢٣', '', 'abc', '1a']) expect(numericRecordId(id), id).toBeNull()
  })
  it('refuses anything past Number.MAX_SAFE_INTEGER (the database would see it rounded)', () => {
    expect(numericRecordId(String(Number.MAX_SAFE_INTEGER + 1))).toBeNull() // 9007199254740992, 16 digits
    expect(numericRecordId('9999999999999999')).toBeNull() // 16 digits
    expect(numericRecordId('12345678901234567')).toBeNull() // 17 digits
    expect(numericRecordId(Number.MAX_SAFE_INTEGER + 1)).toBeNull()
    expect(numericRecordId('99999999999999999999999')).toBeNull()
  })
  it('refuses what is neither a number nor text', () => {
    for (const id of [null, undefined, {}, [], true, 1n]) expect(numericRecordId(id)).toBeNull()
  })
})

describe('isObjectIdText: a MongoDB ObjectId as the driver writes it', () => {
  it('takes 24 lower-case hex digits only', () => {
    expect(isObjectIdText('65f0c0ffee0123456789abcd')).toBe(true)
    expect(isObjectIdText('000000000000000000000000')).toBe(true)
    expect(isObjectIdText('65F0C0FFEE0123456789ABCD')).toBe(false)
    expect(isObjectIdText('65f0c0ffee0123456789abc')).toBe(false) // 23
    expect(isObjectIdText('65f0c0ffee0123456789abcde')).toBe(false) // 25
    expect(isObjectIdText('65f0c0ffee0123456789abcg')).toBe(false)
  })
})

describe('isRecordId: by the database kind', () => {
  it('numbered databases: the numeric rule, for text and numbers', () => {
    expect(isRecordId('42', 'number')).toBe(true)
    expect(isRecordId(42, 'number')).toBe(true)
    expect(isRecordId('042', 'number')).toBe(false)
    expect(isRecordId('9999999999999999', 'number')).toBe(false)
    expect(isRecordId('65f0c0ffee0123456789abcd', 'number')).toBe(false)
    expect(isRecordId(null, 'number')).toBe(false)
  })
  it('text databases (MongoDB): an ObjectId, or any 1 to 256 characters without control characters; a number only if it is a positive safe integer', () => {
    expect(isRecordId('65f0c0ffee0123456789abcd', 'text')).toBe(true)
    expect(isRecordId('some-slug', 'text')).toBe(true)
    expect(isRecordId('x'.repeat(256), 'text')).toBe(true)
    expect(isRecordId('x'.repeat(257), 'text')).toBe(false)
    expect(isRecordId('', 'text')).toBe(false)
    expect(isRecordId('a\u0000b', 'text')).toBe(false)
    expect(isRecordId(7, 'text')).toBe(true)
    expect(isRecordId(0, 'text')).toBe(false)
    expect(isRecordId({}, 'text')).toBe(false)
  })
})

describe('isRecordIdText and ZRecordIdText: a path id of either database', () => {
  it('takes a numbered id or an ObjectId, nothing else', () => {
    for (const id of ['1', '123456789012345', '65f0c0ffee0123456789abcd']) expect(isRecordIdText(id), id).toBe(true)
    for (const id of ['0', '007', '9999999999999999', 'abc', '65F0C0FFEE0123456789ABCD', '']) expect(isRecordIdText(id), id).toBe(false)
  })
  it('the schema refuses with its message', () => {
    expect(ZRecordIdText('Not a user id.').safeParse('12').success).toBe(true)
    const refused = ZRecordIdText('Not a user id.').safeParse('x1')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Not a user id.')
    expect(ZRecordIdText().safeParse(12).success).toBe(false)
  })
})

describe('the doors that take an id from a caller follow the one rule', () => {
  // Before the rule had one home, the service's lookups took "007" and refused 16-digit ids while
  // the internal user route refused "007" and took 16-digit ids past Number.MAX_SAFE_INTEGER.
  const corpus = ['1', '42', '007', '0', '123456789012345', '1000000000000000', '9007199254740991', '9007199254740992', '9999999999999999', '1e3', ' 1', 'abc', '65f0c0ffee0123456789abcd']
  const numbered = { db: { defaultIDType: 'number' } } as Pick<Payload, 'db'>
  const mongo = { db: { defaultIDType: 'text' } } as Pick<Payload, 'db'>

  it('the service’s lookups (server/storage/record-id.ts) on a numbered database', () => {
    for (const id of corpus) expect({ id, found: recordId(numbered, id) }).toEqual({ id, found: numericRecordId(id) })
    // MongoDB's ids are text: passed on as they are.
    expect(recordId(mongo, '65f0c0ffee0123456789abcd')).toBe('65f0c0ffee0123456789abcd')
  })
  it('the internal user route (ZUserParams)', () => {
    for (const id of corpus) expect({ id, ok: ZUserParams.safeParse({ id }).success }).toEqual({ id, ok: isRecordIdText(id) })
  })
  it('the numbered lookups and the user route agree on numbered ids', () => {
    for (const id of corpus.filter((each) => !isObjectIdText(each))) expect({ id, lookup: recordId(numbered, id) !== null }).toEqual({ id, lookup: ZUserParams.safeParse({ id }).success })
  })
})
