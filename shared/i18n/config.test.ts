import { describe, expect, it } from 'vitest'
import { localeFromAcceptLanguage, toLocale } from './config.ts'

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

describe('localeFromAcceptLanguage', () => {
  it('picks the highest-ranked supported language', () => {
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr')
    expect(localeFromAcceptLanguage('en;q=0.5, sv;q=0.9')).toBe('sv')
  })
  it('keeps header order for equal quality and ignores q=0', () => {
    expect(localeFromAcceptLanguage('da, de')).toBe('da')
    expect(localeFromAcceptLanguage('da;q=0, de')).toBe('de')
  })
  it('returns null when nothing matches or the header is garbage', () => {
    expect(localeFromAcceptLanguage('zh-CN, ja;q=0.8')).toBeNull()
    expect(localeFromAcceptLanguage(';;;,q=abc')).toBeNull()
    expect(localeFromAcceptLanguage(null)).toBeNull()
  })
})
