import { describe, expect, it } from 'vitest'
import { toLocale } from './config.ts'

describe('toLocale', () => {
  it('maps Norwegian variants to nb and regional tags to their language', () => {
    expect(toLocale('no')).toBe('nb')
    expect(toLocale('nn-NO')).toBe('nb')
    expect(toLocale('nb_NO')).toBe('nb')
    expect(toLocale('de-AT')).toBe('de')
  })
  it('rejects languages the site does not offer', () => {
    expect(toLocale('pt-BR')).toBeNull()
    expect(toLocale('')).toBeNull()
    expect(toLocale(undefined)).toBeNull()
  })
})
