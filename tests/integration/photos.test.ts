// Member photos against the real database: limits (SPEC §5, §9), metadata stripped from the
// stored files, typed refusals, ownership, the main photo, staff review, what others may
// see, the storage back-ends and /api/photos.php through its loader and action.
import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Worker } from 'bullmq'
import { checkPhotoSignature } from '../../server/photos/signed-url.ts'

// Photos of this file go to their own folder (set before any module reads the configuration).
const uploadDir = vi.hoisted(() => {
  const dir = `.data/test-photos-${process.pid}-${Math.random().toString(36).slice(2, 8)}`
  process.env.UPLOAD_DIR = dir
  return dir
})

const { prisma } = await import('../../server/db.ts')
const photos = await import('../../server/photos/photos.ts')
const review = await import('../../server/photos/photo-review.ts')
const { LocalPhotoStorage, S3PhotoStorage, photoStorageFromEnv, newPhotoKeys } = await import('../../server/photos/storage.ts')
const { parseEnv } = await import('../../server/env.ts')
const { createSession } = await import('../../server/accounts/sessions.ts')
const { runSupportCommand } = await import('./support-run.ts')
const photosApi = await import('../../app/routes/api/photos.php.ts')
const { ImageError } = await import('../../server/photos/process-image.ts')
const { startWorker } = await import('../../jobs/start-worker.ts')
const { getRedis } = await import('../../server/redis.ts')
const { listDevMail } = await import('../../server/mail/dev-mailbox.ts')
const { mailDir } = await import('../../server/mail/mailer.ts')
const { uploadPhoto, deletePhoto, setMainPhoto, setPhotoVisibility, listOwnPhotos, visiblePhotosFor } = photos
type UserStatus = 'not_confirmed' | 'active'

// E-mails (a rejected photo) go through the BullMQ worker, like in production.
let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(async () => {
  await worker.close()
  await rm(uploadDir, { recursive: true, force: true })
})

let n = 0
async function member(options: { paid?: boolean; status?: UserStatus; language?: string } = {}) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `photos.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: options.status ?? 'active',
      paidUser: options.paid ?? false,
      language: options.language ?? 'en',
      profile: {
        create: { siteId: site.id, name: `Photographer${n}`, gender: 'female', birthDate: new Date('1990-01-01'), country: 'NL' },
      },
    },
  })
}

const jpeg = (width = 640, height = 480, background = '#b03050') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

const keyOf = (url: string) => url.replace(/^\/uploads\//, '').replace(/\?.*$/, '')
const stored = (url: string) => path.join(uploadDir, keyOf(url))

async function errorCode(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (error instanceof photos.PhotoError || error instanceof ImageError) return error.code
    throw error
  }
  return 'ok'
}

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

describe('upload limits', () => {
  it('lets a free member keep 3 photos; the 4th is refused with upload_limit, rejected ones do not count', async () => {
    const user = await member()
    for (let i = 0; i < 3; i++) await uploadPhoto(user.id, await jpeg())
    expect(await errorCode(uploadPhoto(user.id, await jpeg()))).toBe('upload_limit')
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(3)

    const [first] = await listOwnPhotos(user.id)
    await review.rejectPhoto(first!.id, 'anna', { baseUrl: 'http://localhost:3000' })
    expect(await errorCode(uploadPhoto(user.id, await jpeg()))).toBe('ok')
    expect(await errorCode(uploadPhoto(user.id, await jpeg()))).toBe('upload_limit')
  })

  it('lets a premium member keep 25 photos', async () => {
    const user = await member({ paid: true })
    const image = await jpeg(400, 300)
    for (let i = 0; i < 25; i++) await uploadPhoto(user.id, image)
    const error = await uploadPhoto(user.id, image).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(photos.PhotoError)
    expect(error).toMatchObject({ code: 'upload_limit', details: { limit: 25 } })
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(25)
  })

  it('holds the limit when two uploads race for the last place, and leaves no files of the loser', async () => {
    const user = await member()
    await uploadPhoto(user.id, await jpeg())
    await uploadPhoto(user.id, await jpeg())
    const dir = path.join(uploadDir, 'photos')
    const before = await filesUnder(dir)
    const results = await Promise.all([
      errorCode(uploadPhoto(user.id, await jpeg())),
      errorCode(uploadPhoto(user.id, await jpeg())),
    ])
    expect(results.sort()).toEqual(['ok', 'upload_limit'])
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(3)
    const added = (await filesUnder(dir)).filter((f) => !before.includes(f))
    const newest = (await listOwnPhotos(user.id)).find((p) => !before.includes(stored(p.url)))!
    expect(added.sort()).toEqual([stored(newest.url), stored(newest.matchUrl), stored(newest.thumbUrl)].sort())
  })
})

describe('stored files', () => {
  it('keeps no EXIF or GPS position of the upload', async () => {
    const user = await member()
    const input = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3070b0' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Secret 9', Artist: 'Jane Doe' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 30/1' },
      })
      .toBuffer()
    const inputMeta = await sharp(input).metadata()
    expect(inputMeta.exif).toBeDefined()
    expect(inputMeta.exif!.toString('latin1')).toContain('PhoneMaker')

    const photo = await uploadPhoto(user.id, input)
    for (const url of [photo.url, photo.matchUrl, photo.thumbUrl]) {
      const file = await readFile(stored(url))
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.exif, meta.icc, meta.xmp]).toEqual([undefined, undefined, undefined])
      expect(file.toString('latin1')).not.toMatch(/PhoneMaker|Jane Doe|Exif|GPS/)
    }
    expect((await sharp(await readFile(stored(photo.url))).metadata()).width).toBe(1200)
  })

  it('uses random keys that do not contain the member name', async () => {
    const user = await member()
    const profile = await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })
    const a = await uploadPhoto(user.id, await jpeg())
    const b = await uploadPhoto(user.id, await jpeg())
    for (const photo of [a, b]) {
      expect(keyOf(photo.url)).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f]{32}-full\.webp$/)
      expect(photo.url.toLowerCase()).not.toContain(profile.name.toLowerCase())
    }
    expect(keyOf(a.url)).not.toBe(keyOf(b.url))
  })

  it('refuses non-images and broken images with typed errors and stores nothing', async () => {
    const user = await member()
    const before = await filesUnder(path.join(uploadDir, 'photos'))
    expect(await errorCode(uploadPhoto(user.id, Buffer.from('hello, I am a text file called me.jpg')))).toBe('unsupported_type')
    const good = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer()
    expect(await errorCode(uploadPhoto(user.id, good.subarray(0, Math.floor(good.length * 0.6))))).toBe('corrupt_image')
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(0)
    expect(await filesUnder(path.join(uploadDir, 'photos'))).toEqual(before)
  })
})

describe('own photos', () => {
  it('answers another member’s photo id exactly like a missing one', async () => {
    const owner = await member()
    const other = await member()
    const photo = await uploadPhoto(owner.id, await jpeg())
    for (const attempt of [
      () => setMainPhoto(other.id, photo.id),
      () => setPhotoVisibility(other.id, photo.id, 'private'),
      () => deletePhoto(other.id, photo.id),
      () => deletePhoto(other.id, 999_999_999),
    ]) {
      // One at a time: started together, a later rejection would go unhandled while we await the first.
      expect(await errorCode(attempt())).toBe('not_found')
    }
    expect(await prisma.photo.findUnique({ where: { id: photo.id } })).toMatchObject({ visibility: 'public', isMain: true })
  })

  it('makes the first photo main; deleting the main photo moves main to the next active one and removes the files', async () => {
    const user = await member()
    const first = await uploadPhoto(user.id, await jpeg())
    const second = await uploadPhoto(user.id, await jpeg())
    const third = await uploadPhoto(user.id, await jpeg())
    expect([first.isMain, second.isMain, third.isMain]).toEqual([true, false, false])
    expect(first.status).toBe('active')

    await deletePhoto(user.id, first.id)
    const left = await listOwnPhotos(user.id)
    expect(left.map((p) => [p.id, p.isMain])).toEqual([
      [second.id, true],
      [third.id, false],
    ])
    for (const url of [first.url, first.matchUrl, first.thumbUrl]) expect(existsSync(stored(url))).toBe(false)
    expect(existsSync(stored(second.url))).toBe(true)

    await setMainPhoto(user.id, third.id)
    expect((await listOwnPhotos(user.id)).filter((p) => p.isMain).map((p) => p.id)).toEqual([third.id])
    await deletePhoto(user.id, second.id)
    await deletePhoto(user.id, third.id)
    expect(await listOwnPhotos(user.id)).toEqual([])
  })

  it('keeps the main photo public and only approved photos can become main', async () => {
    const user = await member()
    const main = await uploadPhoto(user.id, await jpeg())
    const other = await uploadPhoto(user.id, await jpeg())
    expect(await errorCode(setPhotoVisibility(user.id, main.id, 'private'))).toBe('main_photo_public')
    await setPhotoVisibility(user.id, other.id, 'private')
    await setMainPhoto(user.id, other.id)
    const after = await listOwnPhotos(user.id)
    expect(after.find((p) => p.id === other.id)).toMatchObject({ isMain: true, visibility: 'public' })
    expect(after.find((p) => p.id === main.id)).toMatchObject({ isMain: false })

    const small = await uploadPhoto(user.id, await jpeg(150, 150)) // too small for automatic approval
    expect(small.status).toBe('pending')
    expect(await errorCode(setMainPhoto(user.id, small.id))).toBe('photo_not_active')
  })

  it('shows visitors and free members the main photo and 2 more public ones, premium members all active photos', async () => {
    const owner = await member({ paid: true })
    const uploaded = []
    for (let i = 0; i < 6; i++) uploaded.push(await uploadPhoto(owner.id, await jpeg()))
    await setPhotoVisibility(owner.id, uploaded[1]!.id, 'private')
    await setPhotoVisibility(owner.id, uploaded[2]!.id, 'private')
    const pending = await uploadPhoto(owner.id, await jpeg(120, 120))
    expect(pending.status).toBe('pending')

    const free = await member()
    const premium = await member({ paid: true })
    const expectedFree = [uploaded[0]!.id, uploaded[3]!.id, uploaded[4]!.id]
    for (const viewer of [null, { id: free.id, paidUser: false }]) {
      const seen = await visiblePhotosFor(viewer, owner.id)
      expect(seen.photos.map((p) => p.id)).toEqual(expectedFree)
      expect(seen.photos.every((p) => p.visibility === 'public')).toBe(true)
      expect(seen.hidden).toBe(3)
    }
    expect(photos.FREE_VISIBLE_PUBLIC_PHOTOS).toBe(2)
    const all = await visiblePhotosFor({ id: premium.id, paidUser: true }, owner.id)
    expect(all.photos.map((p) => p.id)).toEqual(uploaded.map((p) => p.id))
    expect(all.photos.map((p) => p.id)).not.toContain(pending.id)
    expect(all.hidden).toBe(0)
  })
})

describe('addresses of photos that others may no longer see', () => {
  const files = (p: { url: string; matchUrl: string; thumbUrl: string }) => [p.url, p.matchUrl, p.thumbUrl].map(stored)

  it('moves an approved photo to new restricted file names when it becomes private, and back to public ones', async () => {
    const owner = await member({ paid: true })
    await uploadPhoto(owner.id, await jpeg())
    const photo = await uploadPhoto(owner.id, await jpeg(640, 480, '#205080'))
    expect(photo.status).toBe('active')
    const bytes = await readFile(stored(photo.url))

    await setPhotoVisibility(owner.id, photo.id, 'private')
    const moved = (await listOwnPhotos(owner.id)).find((p) => p.id === photo.id)!
    expect(moved.visibility).toBe('private')
    for (const file of files(photo)) expect(existsSync(file), file).toBe(false)
    for (const file of files(moved)) expect(existsSync(file), file).toBe(true)
    expect(new Set(files(moved)).size).toBe(3)
    expect(await readFile(stored(moved.url))).toEqual(bytes)
    const premium = await visiblePhotosFor({ id: (await member({ paid: true })).id, paidUser: true }, owner.id)
    expect(premium.photos.find((p) => p.id === photo.id)?.url).toBe(moved.url)

    expect(keyOf(moved.url)).toMatch(/^private\//)
    expect(moved.url).toMatch(/\?exp=\d+&sig=[\w-]{43}$/)

    await setPhotoVisibility(owner.id, photo.id, 'public')
    const back = (await listOwnPhotos(owner.id)).find((p) => p.id === photo.id)!
    expect(keyOf(back.url)).toMatch(/^photos\//)
    for (const file of files(moved)) expect(existsSync(file), file).toBe(false)
    await setPhotoVisibility(owner.id, photo.id, 'public')
    expect((await listOwnPhotos(owner.id)).find((p) => p.id === photo.id)!.url).toBe(back.url)
  })

  it('keeps a photo waiting for review restricted, and never moves another member’s photo', async () => {
    const owner = await member()
    await uploadPhoto(owner.id, await jpeg())
    const pending = await uploadPhoto(owner.id, await jpeg(150, 150))
    expect(pending.status).toBe('pending')
    expect(keyOf(pending.url)).toMatch(/^private\//)
    await setPhotoVisibility(owner.id, pending.id, 'private')
    expect(keyOf((await listOwnPhotos(owner.id)).find((p) => p.id === pending.id)!.url)).toBe(keyOf(pending.url))

    const stranger = await member()
    const before = await filesUnder(path.join(uploadDir, 'photos'))
    const other = (await listOwnPhotos(owner.id)).find((p) => p.isMain)!
    expect(await errorCode(setPhotoVisibility(stranger.id, other.id, 'private'))).toBe('not_found')
    expect(await filesUnder(path.join(uploadDir, 'photos'))).toEqual(before)
  })

  it('moves an approved photo when staff reject it, and the e-mail shows it under its new name', async () => {
    const owner = await member()
    await uploadPhoto(owner.id, await jpeg())
    const photo = await uploadPhoto(owner.id, await jpeg())
    const result = await review.rejectPhoto(photo.id, 'anna', {
      note: 'Not you in the picture.',
      baseUrl: 'http://localhost:3000',
    })
    expect(result.photo.status).toBe('rejected')
    expect(result.photo.url).not.toBe(photo.url)
    for (const file of files(photo)) expect(existsSync(file), file).toBe(false)
    for (const file of files(result.photo)) expect(existsSync(file), file).toBe(true)
    const sentMail = () =>
      prisma.outboundEmail.findFirst({ where: { idempotencyKey: `photo-rejected:${photo.id}`, status: 'sent' } })
    await expect.poll(async () => Boolean(await sentMail()), { timeout: 15_000 }).toBe(true)
    const { id } = (await sentMail())!
    const file = (await readdir(mailDir())).find((f) => f.endsWith(`-${id}.json`))!
    const { html } = JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as { html: string }
    // The e-mail shows the photo under its new, restricted name, signed for a month.
    const key = keyOf(result.photo.thumbUrl)
    expect(key).toMatch(/^private\//)
    const link = new RegExp(`http://localhost:3000/uploads/${key}\\?exp=(\\d+)&(?:amp;)?sig=([\\w-]+)`).exec(html)
    expect(link).not.toBeNull()
    expect(checkPhotoSignature(key, link![1], link![2]).ok).toBe(true)
    expect(Number(link![1]) * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(html).not.toContain(keyOf(photo.thumbUrl))
  })

  it('removes the copies and keeps the old files when the change fails', async () => {
    const owner = await member()
    await uploadPhoto(owner.id, await jpeg())
    const photo = await uploadPhoto(owner.id, await jpeg())
    const before = await filesUnder(path.join(uploadDir, 'photos'))
    const failing = photos.changePhotoExposure(
      photo.id,
      () => 'restricted',
      async (tx) => {
        await tx.photo.update({ where: { id: photo.id }, data: { visibility: 'private' } })
        throw new Error('the change failed')
      },
    )
    await expect(failing).rejects.toThrow('the change failed')
    expect((await filesUnder(path.join(uploadDir, 'photos'))).sort()).toEqual(before.sort())
    expect((await listOwnPhotos(owner.id)).find((p) => p.id === photo.id)).toMatchObject({ url: photo.url, visibility: 'public' })
  })
})

describe('account deletion', () => {
  it('removes the uploaded files when an account is purged', async () => {
    const { purgeAccount } = await import('../../server/accounts/deletion.ts')
    const user = await member()
    const photo = await uploadPhoto(user.id, await jpeg())
    await purgeAccount(user.id, { type: 'staff', by: 'anna' })
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(0)
    for (const url of [photo.url, photo.matchUrl, photo.thumbUrl]) expect(existsSync(stored(url))).toBe(false)
  })
})

describe('review', () => {
  it('sends uploads of members with open complaints to review; staff approve and reject them with an audit trail', async () => {
    const user = await member()
    const reporter = await member()
    await prisma.complaint.create({
      data: {
        reference: `TEST-PH-${user.id}`,
        siteId: user.siteId,
        reporterId: reporter.id,
        targetUserId: user.id,
        reason: 'fake_profile',
        text: 'These photos belong to someone else.',
      },
    })
    const first = await uploadPhoto(user.id, await jpeg())
    const second = await uploadPhoto(user.id, await jpeg())
    expect([first.status, second.status, first.isMain]).toEqual(['pending', 'pending', true])
    expect((await visiblePhotosFor(null, user.id)).photos).toEqual([])

    const run = runSupportCommand
    const pending = await run('photos-pending', '--limit', '500')
    expect(pending.code).toBe(0)
    expect(pending.out).toContain(`photo ${first.id} `)
    expect(pending.out).toContain(user.email)

    // Approving the second one while the pending first is main hands it the main role.
    expect(await run('photo-approve', String(second.id), '--staff', 'anna')).toMatchObject({
      code: 0,
      out: `Photo ${second.id} is now active (was pending).`,
    })
    expect((await listOwnPhotos(user.id)).find((p) => p.isMain)?.id).toBe(second.id)
    expect((await run('photo-reject', String(first.id), '--staff', 'anna', '--note', 'not the member')).code).toBe(0)
    expect((await run('photo-reject', String(first.id))).out).toContain('(it already was)')
    expect(await run('photo-approve', '999999999')).toMatchObject({ code: 1, err: 'No photo 999999999.' })
    expect((await run('photo-approve')).code).toBe(1)

    const logs = await prisma.auditLog.findMany({ where: { userId: user.id, actorType: 'staff' }, orderBy: { id: 'asc' } })
    expect(logs.map((l) => [l.action, l.actorName])).toEqual([
      ['photo_approved', 'anna'],
      ['photo_rejected', 'anna'],
      ['photo_rejected', process.env.USER ?? 'support'],
    ])
    expect(logs[1]!.data).toMatchObject({ photoId: first.id, note: 'not the member' })
    // The owner is told once, with the reason, even though the photo was rejected twice.
    const rejectedMail = () => prisma.outboundEmail.findMany({ where: { userId: user.id, template: 'photo-rejected' } })
    await expect.poll(async () => (await rejectedMail()).map((m) => m.status), { timeout: 15_000 }).toEqual(['sent'])
    const [mail] = await rejectedMail()
    expect(mail).toMatchObject({ to: user.email, idempotencyKey: `photo-rejected:${first.id}` })
    const delivered = (await listDevMail(500)).find((m) => m.to === user.email && m.subject === mail!.subject)
    expect(delivered?.text).toContain('not the member')
    expect(delivered?.text).toContain('http://localhost:3000/profile')
    expect((await visiblePhotosFor(null, user.id)).photos.map((p) => p.id)).toEqual([second.id])
  })

  it('sends uploads of unconfirmed accounts to review', async () => {
    const user = await member({ status: 'not_confirmed' })
    expect((await uploadPhoto(user.id, await jpeg())).status).toBe('pending')
  })
})

describe('storage', () => {
  it('writes, serves and deletes files on the local disk and refuses unsafe keys', async () => {
    const storage = new LocalPhotoStorage(uploadDir)
    const keys = newPhotoKeys('public')
    await storage.put(keys.full, Buffer.from('webp bytes'), 'image/webp')
    expect(await readFile(path.join(uploadDir, keys.full), 'utf8')).toBe('webp bytes')
    await storage.copy(keys.full, keys.match)
    expect(await readFile(path.join(uploadDir, keys.match), 'utf8')).toBe('webp bytes')
    await storage.delete(keys.match)
    expect(storage.url(keys.full)).toBe(`/uploads/${keys.full}`)
    await storage.delete(keys.full)
    await storage.delete(keys.full) // already gone: fine
    expect(existsSync(path.join(uploadDir, keys.full))).toBe(false)
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid photo storage key/)
    await expect(storage.delete('photos/../../etc/passwd')).rejects.toThrow(/Invalid photo storage key/)
  })

  it('talks to an S3-compatible store when S3_BUCKET is set', async () => {
    const seen: { method: string; url: string; type?: string; auth?: string; copySource?: string; body: string }[] = []
    const server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          type: req.headers['content-type'],
          auth: req.headers.authorization,
          copySource: req.headers['x-amz-copy-source'] as string | undefined,
          body: Buffer.concat(chunks).toString('latin1'),
        })
        res.writeHead(req.method === 'DELETE' ? 204 : 200, { ETag: '"abc"' })
        res.end(
          req.headers['x-amz-copy-source']
            ? '<?xml version="1.0" encoding="UTF-8"?><CopyObjectResult><ETag>"abc"</ETag><LastModified>2026-11-23T12:00:00.000Z</LastModified></CopyObjectResult>'
            : undefined,
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const env = parseEnv({
        S3_BUCKET: 'amora-photos',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: '1',
      })
      const storage = photoStorageFromEnv(env)
      expect(storage).toBeInstanceOf(S3PhotoStorage)
      const key = newPhotoKeys('public').thumb
      const copy = newPhotoKeys('restricted').thumb
      await storage.put(key, Buffer.from('RIFF....WEBP'), 'image/webp')
      await storage.copy(key, copy)
      await storage.delete(key)
      expect(seen.map((r) => [r.method, r.url.split('?')[0]])).toEqual([
        ['PUT', `/amora-photos/${key}`],
        ['PUT', `/amora-photos/${copy}`],
        ['DELETE', `/amora-photos/${key}`],
      ])
      expect(seen[1]!.copySource).toBe(`amora-photos/${key}`)
      expect(seen[0]!.type).toBe('image/webp')
      expect(seen[0]!.body).toContain('RIFF....WEBP')
      expect(seen[0]!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//)
      expect(storage.url(key)).toBe(`${endpoint}/amora-photos/${key}`)
    } finally {
      server.close()
    }
    expect(photoStorageFromEnv(parseEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1' })).url('photos/ab/x.webp')).toBe(
      'https://b.s3.eu-west-1.amazonaws.com/photos/ab/x.webp',
    )
    expect(
      photoStorageFromEnv(parseEnv({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example/p/' })).url('photos/ab/x.webp'),
    ).toBe('https://cdn.example/p/photos/ab/x.webp')
    expect(photoStorageFromEnv(parseEnv({})).kind).toBe('local')
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/)
  })
})

describe('/api/photos.php', () => {
  const url = 'http://localhost:3000/api/photos.php'
  const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() }) as never
  async function cookieFor(userId: number) {
    return (await createSession(userId, new Request(url), '127.0.0.1')).split(';')[0]!
  }
  const multipart = (file: Blob, extra: Record<string, string> = {}) => {
    const form = new FormData()
    form.append('photo', file, 'me.jpg')
    for (const [k, v] of Object.entries(extra)) form.append(k, v)
    return form
  }
  const blob = (buffer: Buffer, type = 'image/jpeg') => new Blob([new Uint8Array(buffer)], { type })

  it('asks logged-out callers to log in with 403 authentication_required, in their language', async () => {
    const get = await photosApi.loader(args(new Request(url, { headers: { cookie: 'lng=de' } })))
    expect(get.status).toBe(403)
    expect(await get.json()).toEqual({
      error: { status: 403, code: 'authentication_required', message: 'Bitte melde dich erneut an.' },
    })
    const post = await photosApi.action(args(new Request(url, { method: 'POST', body: multipart(blob(await jpeg())) })))
    expect(post.status).toBe(403)
    const html = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers: { Accept: 'text/html' },
          body: multipart(blob(await jpeg()), { redirect: '/profile' }),
        }),
      ),
    )
    expect(html.status).toBe(303)
    expect(html.headers.get('Location')).toBe('/login?redirectTo=%2Fprofile')
  })

  it('uploads, lists and changes photos with JSON answers and translated errors', async () => {
    const user = await member({ language: 'nl' })
    const cookie = await cookieFor(user.id)
    const headers = { cookie, Accept: 'application/json' }

    const created = await photosApi.action(
      args(new Request(url, { method: 'POST', headers, body: multipart(blob(await jpeg())) })),
    )
    expect(created.status).toBe(201)
    const body = await created.json()
    expect(body).toMatchObject({ photo: { status: 'active', isMain: true }, limit: 3, premium: false })
    expect(body.photos).toHaveLength(1)

    const text = await photosApi.action(
      args(new Request(url, { method: 'POST', headers, body: multipart(blob(Buffer.from('plain text'), 'image/jpeg')) })),
    )
    expect(text.status).toBe(415)
    expect((await text.json()).error).toEqual({
      status: 415,
      code: 'unsupported_type',
      message: 'Dit bestand kunnen we niet gebruiken. Kies een JPEG-, PNG-, WebP-, GIF- of AVIF-foto.',
    })

    const second = await uploadPhoto(user.id, await jpeg())
    const main = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'main', id: second.id }),
        }),
      ),
    )
    expect(main.status).toBe(200)
    expect((await main.json()).photos[0]).toMatchObject({ id: second.id, isMain: true })

    const stranger = await uploadPhoto((await member()).id, await jpeg())
    const foreign = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ action: 'delete', id: String(stranger.id) }),
        }),
      ),
    )
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).error).toMatchObject({ code: 'not_found', message: 'Deze foto is niet gevonden.' })

    const bad = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'explode', id: 1 }),
        }),
      ),
    )
    expect(bad.status).toBe(400)

    await uploadPhoto(user.id, await jpeg())
    const limit = await photosApi.action(args(new Request(url, { method: 'POST', headers, body: multipart(blob(await jpeg())) })))
    expect(limit.status).toBe(409)
    expect((await limit.json()).error).toMatchObject({
      code: 'upload_limit',
      message: "Je hebt de uploadlimiet van 3 foto's bereikt.",
    })

    const list = await photosApi.loader(args(new Request(url, { headers })))
    expect(list.status).toBe(200)
    expect((await list.json()).photos).toHaveLength(3)
  })

  it('refuses bodies over the size limit with 413 before reading them', async () => {
    const user = await member()
    const cookie = await cookieFor(user.id)
    const big = Buffer.alloc(16 * 1024 * 1024, 0x41)
    const response = await photosApi.action(
      args(new Request(url, { method: 'POST', headers: { cookie, Accept: 'application/json' }, body: multipart(blob(big)) })),
    )
    expect(response.status).toBe(413)
    expect((await response.json()).error.code).toBe('too_large')
    expect(await prisma.photo.count({ where: { userId: user.id } })).toBe(0)
  })

  it('answers plain form posts (no JavaScript) with a 303 back to the page and a flash parameter', async () => {
    const user = await member()
    const cookie = await cookieFor(user.id)
    const headers = { cookie, Accept: 'text/html,application/xhtml+xml' }
    const upload = await photosApi.action(
      args(
        new Request(url, { method: 'POST', headers, body: multipart(blob(await jpeg()), { redirect: '/profile?tab=photos' }) }),
      ),
    )
    expect(upload.status).toBe(303)
    expect(upload.headers.get('Location')).toBe('/profile?tab=photos&photo=uploaded')

    const [photo] = await listOwnPhotos(user.id)
    const main = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ action: 'private', id: String(photo!.id), redirect: '/profile' }),
        }),
      ),
    )
    expect(main.headers.get('Location')).toBe('/profile?photo_error=main_photo_public')

    const broken = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers,
          body: multipart(blob(Buffer.from('nope')), { redirect: 'https://evil.example/' }),
        }),
      ),
    )
    expect(broken.status).toBe(303)
    expect(broken.headers.get('Location')).toBe('/profile?photo_error=unsupported_type')

    const empty = new FormData()
    empty.append('photo', new Blob([]), '')
    empty.append('redirect', '/profile')
    const none = await photosApi.action(args(new Request(url, { method: 'POST', headers, body: empty })))
    expect(none.headers.get('Location')).toBe('/profile?photo_error=missing_photo')

    const deleted = await photosApi.action(
      args(
        new Request(url, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ action: 'delete', id: String(photo!.id), redirect: '/profile' }),
        }),
      ),
    )
    expect(deleted.headers.get('Location')).toBe('/profile?photo=deleted')
    expect(await listOwnPhotos(user.id)).toEqual([])
  })
})
