import { describe, expect, it } from 'vitest'
import { idField, optionalIdField, parseId } from './parse-id.ts'

describe('parseId', () => {
  it('takes positive 32-bit integers from text or numbers', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId(42)).toBe(42)
    expect(parseId('2147483647')).toBe(2147483647)
  })

  it('refuses what the database cannot hold or is not a plain id', () => {
    for (const bad of ['2147483648', '0', '-1', '1.5', '1e3', ' 1', '', '00000000001', null, undefined, 1.5, {}])
      expect(parseId(bad), String(bad)).toBeNull()
  })
})

describe('idField and optionalIdField', () => {
  it('read ids with parseId and give the field’s message for anything else', () => {
    const required = idField('errors.region')
    expect(required.parse('12')).toBe(12)
    expect(required.parse(12)).toBe(12)
    for (const bad of ['2147483648', '12.0', '0x0c', ' 12', '1e1', '', undefined, null]) {
      const result = required.safeParse(bad)
      expect(result.success, String(bad)).toBe(false)
      expect(result.error?.issues[0]?.message, String(bad)).toBe('errors.region')
    }
  })

  it('leave an empty optional field out, and refuse one that is no id', () => {
    const optional = optionalIdField('errors.region')
    expect(optional.parse('')).toBeUndefined()
    expect(optional.parse(undefined)).toBeUndefined()
    expect(optional.parse('7')).toBe(7)
    expect(optional.safeParse('2147483648').success).toBe(false)
    expect(optional.safeParse('7.0').success).toBe(false)
  })
})
