// Issue 31 item 2: a restricted photo file (private, pending, chat) is sent only for its one
// canonical address with a valid signature. Every other spelling of that address (percent-encoding,
// dot segments, doubled or encoded slashes, double encoding, backslashes, case, trailing dots...)
// must not return the file, nor a publicly cacheable answer, on local disk and behind S3 alike.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { port, send } from './client.ts'
import { sendTo, type RawResponse } from './raw-http.ts'
import { HTTP_SESSION_SECRET, startWebProcess } from './test-server.ts'
import type { signedPhotoPath as SignedPhotoPathFn } from '../../server/photos/signed-url.ts'

const uploadDir = inject('testUploadDir')
const id = `${Date.now().toString(16)}${process.pid.toString(16)}`.padEnd(32, '0').slice(0, 32)
/** The restricted file's key below private/, and what it holds (so a leak is recognised). */
const rest = `${id.slice(0, 2)}/${id}-thumb.webp`
const key = `private/${rest}`
const secret = `RIFF\u0000\u0000\u0000\u0000WEBPVP8 restricted ${id}`
const publicKey = `photos/${rest}`
const seedKey = `seed/${id}-thumb.webp`

let signedPhotoPath: typeof SignedPhotoPathFn

beforeAll(async () => {
  process.env.SESSION_SECRET = HTTP_SESSION_SECRET
  ;({ signedPhotoPath } = await import('../../server/photos/signed-url.ts'))
  for (const [file, body] of [
    [key, secret],
    [publicKey, `RIFF public ${id}`],
    [seedKey, `RIFF seed ${id}`],
  ]) {
    await mkdir(path.dirname(path.join(uploadDir, file!)), { recursive: true })
    await writeFile(path.join(uploadDir, file!), body!)
  }
})

const pct = (text: string) => [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')
const [shard, file] = rest.split('/') as [string, string]

/** Spellings a browser, a proxy, a file system or a decoder might take for the restricted file. */
function spellings(query = ''): string[] {
  const list = [
    `/uploads/private/${rest}`,
    `/uploads/%70rivate/${rest}`,
    `/uploads/${pct('private')}/${rest}`,
    `/uploads/private/${pct(shard)}/${file}`,
    `/uploads/private/${shard}/${pct(file)}`,
    `/uploads//private/${rest}`,
    `/uploads///private/${rest}`,
    `/uploads/private//${rest}`,
    `//uploads/private/${rest}`,
    `/uploads/./private/${rest}`,
    `/uploads/private/./${rest}`,
    `/uploads/%2e/private/${rest}`,
    `/uploads/photos/../private/${rest}`,
    `/uploads/seed/../private/${rest}`,
    `/uploads/nothing/../private/${rest}`,
    `/uploads/photos/%2e%2e/private/${rest}`,
    `/uploads/photos/%2E%2E/private/${rest}`,
    `/uploads/photos/.%2e/private/${rest}`,
    `/uploads/photos/%2e./private/${rest}`,
    `/uploads/photos/..;/private/${rest}`,
    `/uploads/photos;/../private/${rest}`,
    `/uploads/private;x=1/${rest}`,
    // Encoded slashes.
    `/uploads/private%2f${rest}`,
    `/uploads/private%2F${rest}`,
    `/uploads/private%2f${shard}%2f${file}`,
    `/uploads%2fprivate/${rest}`,
    `/uploads%2Fprivate%2F${shard}%2F${file}`,
    `/uploads/photos%2f..%2fprivate/${rest}`,
    `/uploads/photos%2F..%2Fprivate%2F${rest}`,
    `/uploads/photos/..%2fprivate/${rest}`,
    // Double encoding.
    `/uploads/%2570rivate/${rest}`,
    `/uploads/photos/%252e%252e/private/${rest}`,
    `/uploads/photos/%252E%252E/private/${rest}`,
    `/uploads/private%252f${rest}`,
    `/uploads/photos/..%252fprivate/${rest}`,
    `/uploads/%25%37%30rivate/${rest}`,
    // Backslashes, raw and encoded.
    `/uploads\\private\\${shard}\\${file}`,
    `/uploads/private\\${rest}`,
    `/uploads/photos/..\\private/${rest}`,
    `/uploads/photos\\..\\private\\${rest}`,
    `/uploads/photos/..%5cprivate/${rest}`,
    `/uploads/photos/..%5Cprivate%5C${shard}%5C${file}`,
    `/uploads/private%5c${rest}`,
    `/uploads%5cprivate%5c${rest}`,
    // Case.
    `/uploads/PRIVATE/${rest}`,
    `/uploads/Private/${rest}`,
    `/uploads/private/${shard.toUpperCase()}/${file}`,
    `/uploads/private/${rest.toUpperCase()}`,
    `/UPLOADS/private/${rest}`,
    `/Uploads/PRIVATE/${rest}`,
    `/uploads/%50RIVATE/${rest}`,
    `/uploads/photos/../PRIVATE/${rest}`,
    // Trailing dots and slashes, spaces, other decorations a file system may drop.
    `/uploads/private./${rest}`,
    `/uploads/private../${rest}`,
    `/uploads/photos/../private./${rest}`,
    `/uploads/private/${rest}.`,
    `/uploads/private/${rest}/`,
    `/uploads/private/${rest}/.`,
    `/uploads/private/${rest}%20`,
    `/uploads/private%20/${rest}`,
    `/uploads/private/${rest}::$DATA`,
    `/uploads/private/${shard}/./${file}`,
    `/uploads/private/${shard}/../${shard}/${file}`,
    // Overlong UTF-8 and look-alikes of "." and "/".
    `/uploads/photos/%c0%ae%c0%ae/private/${rest}`,
    `/uploads/photos%c0%afprivate/${rest}`,
    `/uploads/photos/%ef%bc%8e%ef%bc%8e/private/${rest}`,
    `/uploads/photos%ef%bc%8fprivate/${rest}`,
    // The build's own static folders as a way in.
    `/assets/../uploads/%70rivate/${rest}`,
    `/assets/%2e%2e/%2e%2e/${path.relative(process.cwd(), uploadDir)}/private/${rest}`,
    `/%2e%2e/${path.relative(process.cwd(), uploadDir)}/private/${rest}`,
  ]
  return list.map((p) => `${p}${query}`)
}

/** The answer must not be the file, nor something a shared cache may keep, nor a way to the bucket. */
function expectNothingLeaked(spelling: string, res: RawResponse) {
  const where = `${spelling} answered ${res.status} ${JSON.stringify(res.headers['cache-control'])}`
  expect.soft(res.status, where).toBeLessThan(500)
  expect.soft(res.status, where).not.toBe(200)
  expect.soft(res.status, where).not.toBe(206)
  expect.soft(res.status, where).not.toBe(304)
  expect.soft(res.body, where).not.toContain(`restricted ${id}`)
  expect.soft(res.headers['cache-control'] ?? '', where).not.toMatch(/public|immutable/)
  expect.soft(res.headers.location ?? '', where).not.toMatch(/X-Amz|amazonaws|127\.0\.0\.1:9/i)
}

describe('restricted photo files on local disk', () => {
  it('sends the file for its canonical signed address only, privately cached', async () => {
    const res = await send({ path: signedPhotoPath(key) })
    expect(res.status).toBe(200)
    expect(res.body).toContain(`restricted ${id}`)
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
  })

  it('public photos and the seed avatars stay public, immutable files', async () => {
    for (const file of [publicKey, seedKey]) {
      const res = await send({ path: `/uploads/${file}` })
      expect(res.status, file).toBe(200)
      expect(res.headers['cache-control'], file).toBe('public, max-age=31536000, immutable')
    }
  })

  it('never sends the file for another spelling of its address, unsigned or signed', async () => {
    const signed = signedPhotoPath(key)
    const query = signed.slice(signed.indexOf('?'))
    for (const spelling of [...spellings(), ...spellings(query).slice(1)]) {
      for (const method of ['GET', 'HEAD']) {
        expectNothingLeaked(`${method} ${spelling}`, await send({ method, path: spelling }))
      }
    }
  })

  it('never sends the file for an absolute-form request target', async () => {
    for (const spelling of spellings().slice(0, 20)) {
      expectNothingLeaked(spelling, await send({ path: `http://localhost:${port}${spelling}` }))
    }
  })

  it('answers 404 for the folders themselves', async () => {
    expect((await send({ path: '/uploads/' })).status).toBe(404)
    expect((await send({ path: '/uploads/photos/' })).status).toBe(404)
    expect((await send({ path: '/uploads/private' })).status).toBe(404)
  })
})

describe('restricted photo files behind S3 (redirects)', () => {
  let s3: { port: number; stop: () => Promise<void> }
  beforeAll(async () => {
    // Presigning needs no bucket: the address is computed locally with these (fake) credentials.
    s3 = await startWebProcess({
      ...process.env,
      ...inject('httpServerEnv'),
      S3_BUCKET: 'amora-test-photos',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'AKIATESTTESTTESTTEST',
      S3_SECRET_ACCESS_KEY: 'test-secret-test-secret-test-secret-0000',
    })
  }, 90_000)
  afterAll(async () => {
    await s3?.stop()
  })

  it('redirects the canonical signed address to a short-lived presigned one, never cached', async () => {
    const res = await sendTo(s3.port, { path: signedPhotoPath(key) })
    expect(res.status).toBe(302)
    expect(res.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:9\/amora-test-photos\/private\/.+X-Amz-Signature=/)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it('neither redirects nor sends the file for any other spelling', async () => {
    const signed = signedPhotoPath(key)
    const query = signed.slice(signed.indexOf('?'))
    for (const spelling of [...spellings(), ...spellings(query).slice(1)]) {
      expectNothingLeaked(spelling, await sendTo(s3.port, { path: spelling }))
    }
  })
})
