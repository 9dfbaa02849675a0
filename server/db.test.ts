import { describe, expect, it } from 'vitest'
import {
  CUSTOM_PLAN,
  MAX_PREPARED_ARRAY,
  MAX_PREPARED_STATEMENTS,
  preparedStatementName,
  preparedStatementsWanted,
} from './db.ts'
import { resetEnv } from './env.ts'

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

describe('prepared statements', () => {
  it('leave statements with a large array parameter (bulk writes) unprepared', () => {
    // A text that has a name (the first test's), so only the array can keep it unprepared.
    const sql = 'SELECT 1 /* db.test a */'
    expect(preparedStatementName({ sql, args: [Array.from({ length: MAX_PREPARED_ARRAY + 1 }, (_, i) => i)] })).toBeUndefined()
    // (named by the first test, before the cap was reached)
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test a */', args: [[1, 2, 3], 'x'] })).toMatch(/^amora_/)
  })

  it('leave statements marked for a plan of their own values unprepared', () => {
    expect(preparedStatementName({ sql: `SELECT 1 /* db.test a */ WHERE ${CUSTOM_PLAN} true` })).toBeUndefined()
    expect(preparedStatementName({ sql: 'SELECT 1 /* db.test a */' })).toMatch(/^amora_/)
  })

  it('are on for the app unless switched off or on the embedded database', () => {
    const saved = { ...process.env }
    const wanted = (env: Record<string, string | undefined>) => {
      process.env = { ...saved, DATABASE_URL: 'postgresql://amora@127.0.0.1:5432/amora', ...env }
      resetEnv()
      return preparedStatementsWanted()
    }
    try {
      expect(wanted({ DATABASE_PREPARED_STATEMENTS: undefined, AMORA_EMBEDDED_DATABASE: undefined })).toBe(true)
      for (const off of ['0', 'false', 'no']) expect(wanted({ DATABASE_PREPARED_STATEMENTS: off })).toBe(false)
      expect(wanted({ DATABASE_PREPARED_STATEMENTS: '1', AMORA_EMBEDDED_DATABASE: '1' })).toBe(false)
      expect(wanted({ DATABASE_URL: undefined })).toBe(false)
    } finally {
      process.env = saved
      resetEnv()
    }
  })
})
