import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Request, Response } from 'express'
import { pageContentSecurityPolicy, pageSecurityHeaders } from './security-headers.ts'
import { resetEnv } from '../env.ts'

/** Runs the middleware on a bare response and returns the headers it set and the nonce it kept. */
function pageHeaders(production: boolean) {
  const headers = new Map<string, string>()
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader(name: string, value: string) {
      headers.set(name.toLowerCase(), value)
      return this
    },
  }
  let called = false
  pageSecurityHeaders({ production, dev: false })({} as Request, res as unknown as Response, () => {
    called = true
  })
  expect(called).toBe(true)
  return { headers, nonce: res.locals.cspNonce as string }
}

describe('page security headers', () => {
  const saved = { ...process.env }
  beforeEach(() => {
    process.env = { ...saved, DATABASE_URL: 'postgresql://amora@127.0.0.1:5432/amora' }
    delete process.env.STRIPE_SECRET_KEY
    delete process.env.MOLLIE_API_KEY
    resetEnv()
  })
  afterEach(() => {
    process.env = saved
    resetEnv()
  })

  it('sends the policy helmet 8 sent, with a fresh nonce per page', () => {
    const first = pageHeaders(false)
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first.headers.get('content-security-policy')).toBe(
      "default-src 'self';" +
        `script-src 'self' 'nonce-${first.nonce}';` +
        "style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
        "connect-src 'self';media-src 'self' https:;worker-src 'self';manifest-src 'self';" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    )
    expect(Object.fromEntries([...first.headers].filter(([name]) => name !== 'content-security-policy'))).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-site',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
    expect(pageHeaders(false).nonce).not.toBe(first.nonce)
  })

  it('adds HSTS in production', () => {
    expect(pageHeaders(true).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
    expect(pageHeaders(false).headers.has('strict-transport-security')).toBe(false)
  })

  it('lets forms post to the hosted payment pages that are configured', () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_x'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_x'
    process.env.MOLLIE_API_KEY = 'test_x'
    resetEnv()
    expect(pageHeaders(false).headers.get('content-security-policy')).toContain(
      "form-action 'self' https://checkout.stripe.com https://www.mollie.com;",
    )
  })

  it('allows inline scripts and the dev server’s socket only in development', () => {
    const dev = pageContentSecurityPolicy({ production: false, dev: true }, [])('abc')
    expect(dev).toContain("script-src 'self' 'nonce-abc' 'unsafe-inline';")
    expect(dev).toContain("connect-src 'self' ws:;")
    const production = pageContentSecurityPolicy({ production: true, dev: false }, [])('abc')
    expect(production).toContain("script-src 'self' 'nonce-abc';")
    expect(production).toContain("connect-src 'self';")
  })
})
