import { describe, expect, it } from 'vitest'

import { databaseKind } from '../../cms/db'

describe('database by DATABASE_URI', () => {
  it('uses the embedded SQLite file when unset or file:', () => {
    expect(databaseKind(undefined)).toBe('sqlite')
    expect(databaseKind('')).toBe('sqlite')
    expect(databaseKind('file:./data/x.db')).toBe('sqlite')
  })

  it('uses MongoDB for mongodb URIs', () => {
    expect(databaseKind('mongodb://mongo:27017/marketplace?replicaSet=rs0')).toBe('mongodb')
    expect(databaseKind('mongodb+srv://cluster.example.net/db')).toBe('mongodb')
  })

  it('refuses anything else with advice', () => {
    expect(() => databaseKind('postgres://localhost/db')).toThrow(/not supported.*mongodb:\/\//)
  })
})
