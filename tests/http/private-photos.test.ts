// Issue 10 item 10: private, pending and rejected photos are only reachable through a signed,
// expiring address, checked on every request; a public photo that goes private loses its address.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { send } from './client.ts'
import { HTTP_SESSION_SECRET } from './test-server.ts'
import type { signedPhotoPath as SignedPhotoPathFn } from '../../server/photos/signed-url.ts'

type SignedPhotoPath = typeof SignedPhotoPathFn

const uploadDir = inject('testUploadDir')
let signedPhotoPath: SignedPhotoPath
const key = `private/zz/${Date.now().toString(16)}abcdef-thumb.webp`

beforeAll(async () => {
  // Sign as the server does: its secret.
  process.env.SESSION_SECRET = HTTP_SESSION_SECRET
  ;({ signedPhotoPath } = await import('../../server/photos/signed-url.ts'))
  await mkdir(path.join(uploadDir, 'private', 'zz'), { recursive: true })
  await writeFile(path.join(uploadDir, ...key.split('/')), Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))
})

describe('restricted photo files', () => {
  it('serves a restricted file with a valid signature, privately cached until it expires', async () => {
    const res = await send({ path: signedPhotoPath(key) })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers['cache-control']!)![1])
    expect(maxAge).toBeGreaterThan(3500)
    expect(maxAge).toBeLessThanOrEqual(90 * 60)
  })

  it('refuses the file without a signature, with a forged one, or for another file', async () => {
    expect((await send({ path: `/uploads/${key}` })).status).toBe(403)
    const signed = signedPhotoPath(key)
    // The signature's first character changed (to another one: the real one may begin with A).
    const forged = signed.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`)
    expect(forged).not.toBe(signed)
    expect((await send({ path: forged })).status).toBe(403)
    const other = key.replace('thumb', 'full')
    expect((await send({ path: signed.replace(key, other) })).status).toBe(403)
  })

  it('refuses an expired address with 410', async () => {
    const old = signedPhotoPath(key, Date.now() - 3 * 3600_000)
    expect((await send({ path: old })).status).toBe(410)
  })

  it('never serves restricted files as static files, nor lets a key climb out of the folder', async () => {
    expect((await send({ path: `/uploads/private/../private/${key.slice(8)}` })).status).toBeGreaterThanOrEqual(400)
    expect((await send({ path: '/uploads/private/%2e%2e/seed/x.webp' })).status).toBe(404)
  })
})
