// Start-up refuses bad configuration with one clear line and a non-zero exit.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, stderr: result.stderr.trim() }
}

describe('server start-up', () => {
  it('stops with one line when DATABASE_URL is not a PostgreSQL URL', () => {
    const { status, stderr } = start({ DATABASE_URL: 'mysql://localhost/amora' })
    expect(status).toBe(1)
    expect(stderr).toBe('Configuration error: DATABASE_URL: DATABASE_URL must start with postgresql://')
  })
  it('stops with one line when the database cannot be reached', () => {
    const { status, stderr } = start({ DATABASE_URL: 'postgresql://amora@127.0.0.1:1/amora', SESSION_SECRET: 'x'.repeat(32) })
    expect(status).toBe(1)
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toMatch(/^Database error: cannot connect to 127\.0\.0\.1:1\/amora \(.+\)\. Check DATABASE_URL\.$/)
  })
  it('refuses production with a database but without a session secret', () => {
    const { status, stderr } = start({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://amora@127.0.0.1:5432/amora' })
    expect(status).toBe(1)
    expect(stderr).toMatch(/SESSION_SECRET is required in production/)
  })
})
