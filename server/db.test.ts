import { describe, expect, it } from 'vitest'
import { MAX_PREPARED_STATEMENTS, preparedStatementName } from './db.ts'

describe('preparedStatementName', () => {
  it('names each statement text once, the same on every call, up to the cap', () => {
    const first = preparedStatementName({ sql: 'SELECT 1 /* db.test a */' })
    expect(first).toMatch(/^amora_\d+$/)
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test a */' })).toBe(first)
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test b */' })).not.toBe(first)

    const names = new Set<string | undefined>()
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 5; i++)
      names.add(preparedStatementName({ sql: `SELECT ${i} /* db.test cap */` }))
    // Past the cap a statement runs unprepared (no name); the named ones stay named.
    expect(names.has(undefined)).toBe(true)
    expect([...names].filter(Boolean).length).toBeLessThan(MAX_PREPARED_STATEMENTS)
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test a */' })).toBe(first)
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test never seen */' })).toBeUndefined()
  })
})
