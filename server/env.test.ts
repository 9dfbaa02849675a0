import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('runs embedded with no configuration at all', () => {
    const env = parseEnv({})
    expect(env.embeddedDatabase).toBe(true)
    expect(env.mailToFiles).toBe(true)
    expect(env.PORT).toBe(3000)
    expect(env.uploadDir).toBe('.data/uploads')
  })
  it('refuses production with a database but no session secret', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/amora' })).toThrow(
      /SESSION_SECRET is required/,
    )
  })
  it('accepts production with a long session secret', () => {
    const env = parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/amora', SESSION_SECRET: 'x'.repeat(32) })
    expect(env.embeddedDatabase).toBe(false)
  })
  it('stays the embedded demo after the server pointed DATABASE_URL at its embedded database', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://127.0.0.1:5499/amora',
      AMORA_EMBEDDED_DATABASE: '1',
    })
    expect(env.embeddedDatabase).toBe(true)
  })
  it('says in one line what is wrong with a broken DATABASE_URL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(ConfigError)
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/^Configuration error: DATABASE_URL: /)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/amora' })).toThrow(/must start with postgresql/)
  })
  it('treats empty values as unset and rejects a bad port', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '' }).embeddedDatabase).toBe(true)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
  })
  it('takes extra push origins only outside production, and only as https origins', () => {
    expect(parseEnv({}).PUSH_EXTRA_ORIGINS).toEqual([])
    expect(parseEnv({ PUSH_EXTRA_ORIGINS: 'https://localhost:8443, https://push.test/' }).PUSH_EXTRA_ORIGINS).toEqual([
      'https://localhost:8443',
      'https://push.test',
    ])
    for (const bad of ['http://localhost:8443', 'https://localhost:8443/path', 'localhost', 'https://user@localhost']) {
      expect(() => parseEnv({ PUSH_EXTRA_ORIGINS: bad }), bad).toThrow(/PUSH_EXTRA_ORIGINS/)
    }
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUSH_EXTRA_ORIGINS: 'https://localhost:8443' }),
    ).toThrow(/PUSH_EXTRA_ORIGINS is for tests and development only/)
  })
})
