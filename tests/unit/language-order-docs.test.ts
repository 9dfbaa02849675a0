// docs/shell.md says in which order a request's language is chosen; this keeps it saying what
// server/i18n/detect-locale.ts does (issue 35 item 12: the docs had Accept-Language first).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { detectLocale } from '../../server/i18n/detect-locale.ts'

const shell = readFileSync(path.resolve(import.meta.dirname, '../../docs/shell.md'), 'utf8')
const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('the language order', () => {
  it('is cookie, domain language, Accept-Language, English in the code', () => {
    expect(detectLocale(request({ cookie: 'lng=sv', 'accept-language': 'de' }), 'nl')).toBe('sv')
    expect(detectLocale(request({ 'accept-language': 'de' }), 'nl-NL')).toBe('nl')
    expect(detectLocale(request({ 'accept-language': 'de' }), 'international')).toBe('de')
    expect(detectLocale(request({}), 'xx')).toBe('en')
  })

  it('is written the same way in docs/shell.md', () => {
    const order = /Detection order[^:]*:([\s\S]*?)→ English/.exec(shell)?.[1] ?? ''
    const cookie = order.indexOf('`lng` cookie')
    const domain = order.indexOf('`domain_language`')
    const browser = order.indexOf('Accept-Language')
    expect(cookie).toBeGreaterThanOrEqual(0)
    expect(domain).toBeGreaterThan(cookie)
    expect(browser).toBeGreaterThan(domain)
  })
})
