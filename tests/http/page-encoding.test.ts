// Pages are rendered whole and compressed in one step (app/entry.server.tsx,
// server/http/encode-page.ts): one body with its length, in the best encoding the client takes.
// The build's assets go out as compressed once at build time (server/http/precompressed-assets.ts).
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { port } from './client.ts'

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('a page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['identity', undefined, (b: Buffer) => b],
  ] as const)('is sent whole to a client that accepts %j', async (accept, encoding, decode) => {
    const res = await get('/pages/terms', { 'accept-encoding': accept })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers['transfer-encoding']).toBeUndefined()
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength)
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/)
    const html = decode(res.body).toString('utf8')
    expect(html).toMatch(/^<!DOCTYPE html>/i)
    expect(html).toContain('</html>')
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await new Promise<{ status: number; length: number }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/pages/terms',
          method: 'HEAD',
          headers: { host: `localhost:${port}`, 'accept-encoding': 'gzip' },
        },
        (r) => {
          let length = 0
          r.on('data', (c: Buffer) => (length += c.byteLength))
          r.on('end', () => resolve({ status: r.statusCode!, length }))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(res.status).toBe(200)
    expect(res.length).toBe(0)
  })
})

describe('a built asset', () => {
  const assets = 'build/client/assets'
  const framework = readdirSync(assets).find((f) => /^framework-.*\.js$/.test(f))!
  const original = readFileSync(`${assets}/${framework}`)

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync, `${framework}.br`],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync, `${framework}.gz`],
    ['identity', undefined, (b: Buffer) => b, framework],
  ] as const)('is sent to a client that accepts %j as the build wrote it', async (accept, encoding, decode, file) => {
    const res = await get(`/assets/${framework}`, { 'accept-encoding': accept })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/)
    expect(res.headers['cache-control']).toContain('immutable')
    // The very bytes written at build time (not compressed again per request), and the script itself.
    expect(res.body.equals(readFileSync(`${assets}/${file}`))).toBe(true)
    expect(decode(res.body).equals(original)).toBe(true)
  })

  it('is found with a query string, and a missing one is still a 404', async () => {
    const res = await get(`/assets/${framework}?v=1`, { 'accept-encoding': 'br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const missing = await get('/assets/missing-file.js', { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
    expect(missing.body.toString()).not.toContain('<html')
  })

  it('imports no other chunk: the shell and every page depend on it, never the other way', () => {
    // A helper shared with our own chunks once made the framework import the shell back, and the
    // shell then ran before React existed (a TypeError on every page).
    expect(original.toString()).not.toMatch(/(?:\bfrom|\bimport)\s*\(?\s*["']\.\/[^"']+["']/)
  })

  it('is preloaded by a page only when it is the framework chunk', async () => {
    const page = await get('/pages/terms', { accept: 'text/html' })
    const preloads = [...page.body.toString().matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    expect(preloads).toEqual([`/assets/${framework}`])
    // The page's own modules are still imported by its inline script.
    expect(page.body.toString()).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/)
  })

  it('carries the headers that apply to a file, not those of a page', async () => {
    const res = await get(`/assets/${framework}`, { 'accept-encoding': 'br' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site')
    expect(res.headers['content-security-policy']).toBeUndefined()
    expect(res.headers['x-frame-options']).toBeUndefined()
    const page = await get('/pages/terms', { accept: 'text/html' })
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-")
    expect(page.headers['x-frame-options']).toBe('DENY')
  })
})
