import { describe, expect, it } from 'vitest'
import { isPageRequest } from './security-headers.ts'

const req = (method: string, path: string, accept?: string) => ({ method, path, headers: { accept } })
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

describe('isPageRequest', () => {
  it('is a browser asking for a page', () => {
    expect(isPageRequest(req('GET', '/members', HTML))).toBe(true)
    expect(isPageRequest(req('HEAD', '/pages/terms', 'text/html'))).toBe(true)
  })

  it('is not a form post, route data, a file or a client that does not ask for HTML', () => {
    expect(isPageRequest(req('POST', '/login', HTML))).toBe(false)
    expect(isPageRequest(req('GET', '/members.data', HTML))).toBe(false)
    expect(isPageRequest(req('GET', '/assets/app.css', HTML))).toBe(false)
    expect(isPageRequest(req('GET', '/uploads/seed/a.webp', HTML))).toBe(false)
    expect(isPageRequest(req('GET', '/manifest.webmanifest', '*/*'))).toBe(false)
    expect(isPageRequest(req('GET', '/members'))).toBe(false)
  })
})
