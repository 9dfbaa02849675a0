import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { demoHostNames, siteAddresses } from './site-hosts.ts'
import { describeMode } from '../startup/describe-mode.ts'
import { parseEnv } from '../env.ts'

const production = { NODE_ENV: 'production' as const, embeddedDatabase: false, HOST: '0.0.0.0' }
const demo = { NODE_ENV: 'production' as const, embeddedDatabase: true, HOST: '0.0.0.0' }

describe('the host names a site answers to', () => {
  it('are only the Site rows in production', () => {
    expect(demoHostNames(production)).toEqual([])
    expect(siteAddresses({ domain: 'amora.example' }, { ...production, PORT: 3000, SITE_URL_TEMPLATE: undefined })).toEqual([
      'https://amora.example',
    ])
  })

  it('include the addresses the demo prints: loopback and, listening everywhere, the machine’s name', () => {
    expect(demoHostNames(demo)).toEqual(['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()])
    expect(demoHostNames({ ...demo, HOST: '127.0.0.1' })).toEqual(['localhost', '127.0.0.1', '[::1]'])
    expect(demoHostNames({ ...demo, HOST: '192.0.2.7' })).toContain('192.0.2.7')
    expect(demoHostNames({ ...production, NODE_ENV: 'development' })).toContain('127.0.0.1')
    expect(siteAddresses({ domain: 'localhost' }, { ...demo, PORT: 3000, SITE_URL_TEMPLATE: undefined })).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      `http://${os.hostname().toLowerCase()}:3000`,
    ])
  })

  it('are printed by the demo’s start banner', () => {
    const env = parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' })
    const banner = describeMode(
      env,
      { mode: 'embedded', label: 'embedded', seeded: false, demoStaff: false, stop: async () => {} },
      3000,
      false,
    )
    expect(banner).toContain('on http://localhost:3000')
    expect(banner).toContain(`also at:  http://127.0.0.1:3000, http://${os.hostname().toLowerCase()}:3000`)
    const external = parseEnv({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://x@h/db',
      SESSION_SECRET: 'x'.repeat(32),
    })
    expect(
      describeMode(
        external,
        { mode: 'external', label: 'pg', seeded: false, demoStaff: false, stop: async () => {} },
        3000,
        false,
      ),
    ).not.toContain('also at')
  })
})
