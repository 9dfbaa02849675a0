import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePage, pageEncoding } from './encode-page.ts'

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Amora</p>'.repeat(500)}</body></html>`)

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('answers Accept-Encoding %j with %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected)
  })

  it('sends a request without Accept-Encoding the page as it is', () => {
    expect(pageEncoding(null)).toBe('identity')
  })
})

describe('encodePage', () => {
  it('compresses with brotli and says so in the headers', async () => {
    const headers = new Headers()
    const body = await encodePage(page, 'gzip, br', headers)
    expect(headers.get('content-encoding')).toBe('br')
    expect(headers.get('content-length')).toBe(String(body.byteLength))
    expect(headers.get('vary')).toBe('Accept-Encoding')
    expect(body.byteLength).toBeLessThan(page.byteLength / 10)
    expect(brotliDecompressSync(body).equals(page)).toBe(true)
  })

  it('compresses with gzip for a client without brotli', async () => {
    const headers = new Headers({ Vary: 'Cookie' })
    const body = await encodePage(page, 'gzip', headers)
    expect(headers.get('content-encoding')).toBe('gzip')
    expect(headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(body).equals(page)).toBe(true)
  })

  it('leaves small pages and clients without compression alone', async () => {
    for (const [html, accept] of [
      [Buffer.from('<p>short</p>'), 'gzip, br'],
      [page, null],
    ] as const) {
      const headers = new Headers()
      const body = await encodePage(html, accept, headers)
      expect(headers.get('content-encoding')).toBeNull()
      expect(headers.get('content-length')).toBe(String(html.byteLength))
      expect(headers.get('vary')).toBe('Accept-Encoding')
      expect(Buffer.from(body).equals(html)).toBe(true)
    }
  })
})
