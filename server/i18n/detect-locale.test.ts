import { describe, expect, it } from 'vitest'
import { readPlainCookie } from '../http/cookies.ts'
import { detectLocale, localeFromAcceptLanguage } from './detect-locale.ts'

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('detectLocale (SPEC §7)', () => {
  it('follows the language cookie first', () => {
    expect(detectLocale(request({ cookie: 'a=1; lng=fi', 'accept-language': 'de' }), 'nl')).toBe('fi')
  })

  it('uses the site’s domain language before the browser’s languages', () => {
    expect(detectLocale(request({ 'accept-language': 'de-DE,de;q=0.9' }), 'nl')).toBe('nl')
    expect(detectLocale(request({ 'accept-language': 'de-DE' }), 'nb-NO')).toBe('nb')
  })

  it('goes by the browser only when the domain language is not one of ours', () => {
    expect(detectLocale(request({ 'accept-language': 'pt-BR,sv;q=0.5' }), '')).toBe('sv')
    expect(detectLocale(request({ 'accept-language': 'de' }), 'pt')).toBe('de')
    expect(detectLocale(request({ cookie: 'lng=xx' }), 'ja')).toBe('en')
  })
})

describe('readPlainCookie', () => {
  it('reads one cookie and survives bad encoding', () => {
    expect(readPlainCookie('x=1; lng=de ; y=2', 'lng')).toBe('de')
    expect(readPlainCookie('lng=%E0%A4%A', 'lng')).toBe('%E0%A4%A')
    expect(readPlainCookie(null, 'lng')).toBeNull()
  })

  it('ignores a badly encoded language cookie', () => {
    expect(detectLocale(request({ cookie: 'lng=%E0%A4%A' }), 'de')).toBe('de')
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
  it('matches regional and Norwegian tags to our locales', () => {
    expect(localeFromAcceptLanguage('de-CH')).toBe('de')
    expect(localeFromAcceptLanguage('nn-NO,en;q=0.5')).toBe('nb')
    expect(localeFromAcceptLanguage('*')).toBeNull()
  })
  it('returns null when nothing matches or the header is garbage', () => {
    expect(localeFromAcceptLanguage('zh-CN, ja;q=0.8')).toBeNull()
    expect(localeFromAcceptLanguage(';;;,q=abc')).toBeNull()
    expect(localeFromAcceptLanguage(null)).toBeNull()
  })
})
