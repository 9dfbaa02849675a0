import { describe, expect, it } from 'vitest'
import { siteOrigin } from './site-url.ts'

const site = { domain: 'amora.example' }
const base = { SITE_URL_TEMPLATE: undefined, PORT: 3000 } as const

describe('siteOrigin', () => {
  it('is HTTPS on the bare domain in production', () => {
    expect(siteOrigin(site, { ...base, NODE_ENV: 'production', embeddedDatabase: false })).toBe('https://amora.example')
  })

  it('is plain HTTP on the port for the demo on its embedded database and in development', () => {
    expect(siteOrigin({ domain: 'localhost' }, { ...base, NODE_ENV: 'production', embeddedDatabase: true })).toBe(
      'http://localhost:3000',
    )
    expect(siteOrigin(site, { ...base, NODE_ENV: 'development', embeddedDatabase: false })).toBe('http://amora.example:3000')
  })

  it('follows SITE_URL_TEMPLATE when it is set', () => {
    const env = { ...base, SITE_URL_TEMPLATE: 'http://{domain}:8080', NODE_ENV: 'production', embeddedDatabase: false } as const
    expect(siteOrigin(site, env)).toBe('http://amora.example:8080')
  })
})
