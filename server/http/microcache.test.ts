import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiMicrocache, MICROCACHE_HEADER } from './microcache.ts'

let server: Server
let base = ''
const calls: Record<string, number> = {}
const body = JSON.stringify({ big: 'x'.repeat(3000) })

beforeAll(async () => {
  const app = express()
  app.use('/api', apiMicrocache())
  app.all('/api/{*path}', (req, res) => {
    const path = req.path.replace(/^\/api/, '')
    calls[path] = (calls[path] ?? 0) + 1
    const kind = path.split('/')[1]
    if (kind === 'cached' || kind === 'short') res.setHeader(MICROCACHE_HEADER, kind === 'short' ? '0.2' : '60')
    res.setHeader('ETag', '"v1"')
    res.setHeader('Content-Type', 'application/json')
    res.status(kind === 'broken' ? 500 : 200)
    // Stream in two chunks, like React Router's adapter does.
    res.write(`{"n":${calls[path]},"country":"${req.headers['cf-ipcountry'] ?? ''}",`)
    res.end(body.slice(1))
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('apiMicrocache', () => {
  it('answers an opted-in GET from memory and never leaks the marker header', async () => {
    const first = await fetch(`${base}/api/cached/a`)
    const second = await fetch(`${base}/api/cached/a`)
    expect((await first.json()).n).toBe(1)
    expect((await second.json()).n).toBe(1)
    expect(calls['/cached/a']).toBe(1)
    expect(first.headers.has(MICROCACHE_HEADER)).toBe(false)
    expect(second.headers.has(MICROCACHE_HEADER)).toBe(false)
    expect(second.headers.get('etag')).toBe('"v1"')
  })

  it('revalidates with the stored ETag and serves gzip to clients that accept it', async () => {
    await fetch(`${base}/api/cached/b`)
    const notModified = await fetch(`${base}/api/cached/b`, { headers: { 'If-None-Match': '"v1"' } })
    expect(notModified.status).toBe(304)
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve) => {
      void import('node:http').then(({ get }) =>
        get(`${base}/api/cached/b`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        }),
      )
    })
    expect(raw.encoding).toBe('gzip')
    expect(JSON.parse(gunzipSync(raw.body).toString()).n).toBe(1)
    expect(calls['/cached/b']).toBe(1)
  })

  it('keeps answers for different visitor countries apart', async () => {
    const nl = await (await fetch(`${base}/api/cached/c`, { headers: { 'CF-IPCountry': 'NL' } })).json()
    const de = await (await fetch(`${base}/api/cached/c`, { headers: { 'CF-IPCountry': 'DE' } })).json()
    expect([nl.country, de.country]).toEqual(['NL', 'DE'])
    expect(calls['/cached/c']).toBe(2)
  })

  it('does not keep answers that did not opt in, errors, or non-GET requests', async () => {
    await fetch(`${base}/api/plain/x`)
    await fetch(`${base}/api/plain/x`)
    expect(calls['/plain/x']).toBe(2)
    await fetch(`${base}/api/broken/x`)
    await fetch(`${base}/api/broken/x`)
    expect(calls['/broken/x']).toBe(2)
    await fetch(`${base}/api/cached/post`, { method: 'POST' })
    await fetch(`${base}/api/cached/post`, { method: 'POST' })
    expect(calls['/cached/post']).toBe(2)
  })

  it('asks the route again once the entry has expired', async () => {
    await fetch(`${base}/api/short/x`)
    await new Promise((r) => setTimeout(r, 300))
    const again = await (await fetch(`${base}/api/short/x`)).json()
    expect(again.n).toBe(2)
  })
})
