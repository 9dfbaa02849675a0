// Member photos on an S3-compatible store (issue 39), against a real one the test starts (s3rver,
// scripts/drill/s3-server.ts): uploads are re-encoded and stored in the bucket, restricted photos
// reach browsers only through a signed address that turns into a one-minute presigned one, moved
// and deleted photos leave no objects behind, a purged account leaves none, the seed's demo avatars
// live there too, and nothing is ever written to the web node's disk.
import { existsSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../../scripts/drill/s3-server.ts'

const s3 = await startS3Server(path.resolve(`.data/test-s3-${process.pid}-${Date.now()}`))
// This process is the web node: its own upload folder, which must stay empty.
const nodeUploadDir = path.resolve(`.data/test-s3-node-${process.pid}-${Date.now()}`)
Object.assign(process.env, s3.env, { UPLOAD_DIR: nodeUploadDir })

const { prisma } = await import('../../server/db.ts')
const { uploadPhoto, setPhotoVisibility, deletePhoto, listOwnPhotos } = await import('../../server/photos/photos.ts')
const { getPhotoStorage } = await import('../../server/photos/storage.ts')
const { storeChatPhoto } = await import('../../server/chat/chat-photos.ts')
const { purgeAccount } = await import('../../server/accounts/deletion.ts')
const { uploadedFiles } = await import('../../server/http/uploaded-files.ts')
const { getEnv } = await import('../../server/env.ts')

afterAll(async () => {
  await s3.stop()
  await rm(nodeUploadDir, { recursive: true, force: true })
})

let n = 0
async function member(paid = false) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `s3.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      paidUser: paid,
      profile: {
        create: { siteId: site.id, name: `Bucket${n}`, gender: 'female', birthDate: new Date('1990-01-01'), country: 'NL' },
      },
    },
  })
}

const photoWithExif = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3070b0' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Artist: 'Jane Doe' } })
    .toBuffer()

/** The object key of a public photo address (the bucket's own URL). */
const keyOfPublic = (url: string) => url.slice(`${s3.endpoint}/${s3.bucket}/`.length)
/** Objects in the bucket, by key (s3rver keeps each object as a folder-mapped file). */
async function objectKeys(): Promise<string[]> {
  const response = await fetch(`${s3.endpoint}/${s3.bucket}?list-type=2&max-keys=1000`)
  const xml = await response.text()
  return [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!).sort()
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

/** /uploads as the web server mounts it, on a port of its own. */
async function privatePhotoServer() {
  const app = express()
  app.use('/uploads', uploadedFiles(getPhotoStorage(), getEnv().uploadDir))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
}

describe('photos on an S3-compatible store', () => {
  it('re-encodes an upload and stores its three sizes in the bucket, without metadata, under random public keys', async () => {
    expect(getPhotoStorage().kind).toBe('s3')
    const user = await member()
    const photo = await uploadPhoto(user.id, await photoWithExif())
    expect(photo.status).toBe('active')
    for (const url of [photo.url, photo.matchUrl, photo.thumbUrl]) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/photos/`)).toBe(true)
      // Anyone may load a public photo from the bucket's address.
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const file = Buffer.from(await response.arrayBuffer())
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(file.toString('latin1')).not.toMatch(/PhoneMaker|Jane Doe/)
    }
    expect((await sharp(Buffer.from(await (await fetch(photo.url)).arrayBuffer())).metadata()).width).toBe(1200)
    expect(await objectKeys()).toEqual(expect.arrayContaining([photo.url, photo.matchUrl, photo.thumbUrl].map(keyOfPublic)))
  })

  it('serves a private photo only through a signed address, which sends the browser to a short presigned one', async () => {
    const user = await member()
    const uploaded = await uploadPhoto(user.id, await photoWithExif())
    const second = await uploadPhoto(user.id, await photoWithExif())
    const before = await objectKeys()
    await setPhotoVisibility(user.id, second.id, 'private')
    const moved = (await listOwnPhotos(user.id)).find((p) => p.id === second.id)!
    expect(moved.visibility).toBe('private')
    expect(moved.url).toMatch(/^\/uploads\/private\/[0-9a-f]{2}\/[0-9a-f]{32}-full\.webp\?exp=\d+&sig=[\w-]{43}$/)
    // The public objects are gone (an address copied before stops working); restricted copies exist.
    const after = await objectKeys()
    for (const url of [second.url, second.matchUrl, second.thumbUrl]) {
      expect(before).toContain(keyOfPublic(url))
      expect(after).not.toContain(keyOfPublic(url))
      expect((await fetch(url)).status).toBe(404)
    }
    const restricted = after.filter((key) => !before.includes(key))
    expect(restricted).toHaveLength(3)
    expect(restricted.every((key) => key.startsWith('private/'))).toBe(true)

    const server = await privatePhotoServer()
    try {
      const signed = await fetch(`${server.base}${moved.url}`, { redirect: 'manual' })
      expect(signed.status).toBe(302)
      expect(signed.headers.get('cache-control')).toBe('private, no-store')
      const presigned = signed.headers.get('location')!
      expect(presigned).toContain(`${s3.endpoint}/${s3.bucket}/private/`)
      expect(presigned).toMatch(/X-Amz-Expires=60&/)
      const file = await fetch(presigned)
      expect(file.status).toBe(200)
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp')
      // The store checks the presigned signature: a forged one is refused.
      expect((await fetch(presigned.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`))).status).toBe(403)
      // Our signature is checked before the store is asked at all.
      const forged = moved.url.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`)
      expect((await fetch(`${server.base}${forged}`, { redirect: 'manual' })).status).toBe(403)
    } finally {
      server.close()
    }
    expect(uploaded.visibility).toBe('public')
  })

  it('deletes a photo’s objects with the photo, and every object of a purged account', async () => {
    const user = await member(true)
    const kept = await uploadPhoto(user.id, await photoWithExif())
    const deleted = await uploadPhoto(user.id, await photoWithExif())
    const made = await listOwnPhotos(user.id)
    await deletePhoto(user.id, deleted.id)
    let keys = await objectKeys()
    for (const url of [deleted.url, deleted.matchUrl, deleted.thumbUrl]) expect(keys).not.toContain(keyOfPublic(url))
    for (const photo of made.filter((p) => p.id === kept.id))
      for (const url of [photo.url, photo.matchUrl, photo.thumbUrl]) expect(keys).toContain(keyOfPublic(url))

    const chatPhotoId = await storeChatPhoto(user.id, await photoWithExif())
    const chatPhoto = await prisma.chatPhoto.findUniqueOrThrow({ where: { id: chatPhotoId } })
    keys = await objectKeys()
    expect(keys).toEqual(expect.arrayContaining([chatPhoto.filename, chatPhoto.thumbFilename]))

    await purgeAccount(user.id, { type: 'staff', by: 'anna' })
    keys = await objectKeys()
    for (const url of [kept.url, kept.matchUrl, kept.thumbUrl]) expect(keys).not.toContain(keyOfPublic(url))
    expect(keys).not.toContain(chatPhoto.filename)
    expect(keys).not.toContain(chatPhoto.thumbFilename)
  })

  it('keeps the demo avatars of the seed in the bucket too, where every node addresses them', async () => {
    const { buildPhotoPool } = await import('../../prisma/seed/avatars.ts')
    const { photoUrl } = await import('../../server/photos/photo-url.ts')
    const seedDir = path.resolve(`.data/test-s3-seed-${process.pid}`)
    try {
      const storage = getPhotoStorage()
      const pool = await buildPhotoPool(seedDir, 1, (key, file) => storage.put(key, file, 'image/webp'))
      const avatar = pool.female[0]!
      const url = photoUrl(avatar.thumbFilename)
      expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${avatar.thumbFilename}`)
      const response = await fetch(url)
      expect(response.status).toBe(200)
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(160)
    } finally {
      await rm(seedDir, { recursive: true, force: true })
    }
  })

  it('never wrote a photo to the web node’s disk', async () => {
    expect(await filesUnder(nodeUploadDir)).toEqual([])
    expect((await objectKeys()).length).toBeGreaterThan(0)
  })
})
