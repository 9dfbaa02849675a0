import { describe, expect, it } from 'vitest'
import { parseId } from './parse-id.ts'

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
