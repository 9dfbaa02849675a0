// Photo messages through /api/chat-photo.php against the real database and the local photo store:
// re-encoded without metadata under restricted keys, shown to the two members through signed
// addresses, charged photo_credits with a ledger row, refused cleanly (credits, type, blocked)
// without leaving a picture behind, sent once per idempotency key, and removed with the account.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { getEnv } from '../../server/env.ts'
import { addCredits } from '../../server/credits/ledger.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { purgeAccount } from '../../server/accounts/deletion.ts'
import { blockMember } from '../../server/members/blocking.ts'
import { getConversation } from '../../server/chat/read-messages.ts'
import * as chatPhotoApi from '../../app/routes/api/chat-photo.php.ts'

const baseUrl = 'http://localhost:3000'
let n = 0

async function member(credits = 0) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `chatphoto.${++n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      profile: {
        create: {
          siteId: site.id,
          name: `Pic${n}`,
          gender: 'female',
          birthDate: new Date('1991-03-02'),
          country: 'NL',
          status: 'active',
          searchable: true,
        },
      },
    },
  })
  if (credits) await prisma.$transaction((tx) => addCredits(tx, { userId: user.id, amount: credits, reason: 'adjustment' }))
  const cookie = (await createSession(user.id, new Request(baseUrl), '127.0.0.1')).split(';')[0]!
  return { id: user.id, siteId: site.id, cookie, site }
}

/** A camera JPEG: GPS position and camera model in its EXIF. */
const cameraJpeg = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 30/1' },
    })
    .toBuffer()

async function post(
  from: { cookie: string },
  fields: Record<string, string>,
  file: Buffer | null,
  accept = 'application/json',
): Promise<Response> {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('photo', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'IMG_0001.jpg')
  const request = new Request(`${baseUrl}/api/chat-photo.php`, {
    method: 'POST',
    headers: { cookie: from.cookie, accept, origin: baseUrl },
    body: form,
  })
  return (await chatPhotoApi.action({ request, params: {}, context: {} } as never)) as Response
}

const stored = (key: string) => path.resolve(getEnv().uploadDir, ...key.split('/'))
const credits = async (id: number) => (await prisma.user.findUniqueOrThrow({ where: { id } })).credits

describe('/api/chat-photo.php', () => {
  it('sends a re-encoded, metadata-free photo that only the two members get an address for, charged photo_credits', async () => {
    const probe = await member()
    const photoCredits = probe.site.photoCredits
    const a = await member(photoCredits + 5)
    const b = await member()
    const response = await post(a, { member_id: String(b.id), client_key: 'photo-key-0001' }, await cameraJpeg())
    expect(response.status).toBe(201)
    const body = (await response.json()) as {
      conversation_id: number
      message: { type: string; photo_url: string; photo_size: { width: number; height: number }; credits: number }
    }
    expect(body.message).toMatchObject({ type: 'photo', credits: photoCredits, photo_size: { width: 900, height: 600 } })
    expect(body.message.photo_url).toMatch(/^\/uploads\/private\/[0-9a-f]{2}\/[0-9a-f]{32}-full\.webp\?exp=\d+&sig=[\w-]{43}$/)
    expect(await credits(a.id)).toBe(5)
    expect(await prisma.creditTransaction.findFirst({ where: { userId: a.id, reason: 'photo' } })).toMatchObject({
      delta: -photoCredits,
    })

    // The file: WebP, no EXIF (no GPS, no camera), under a restricted key.
    const row = await prisma.chatPhoto.findFirstOrThrow({ where: { uploaderId: a.id } })
    expect(row.filename.startsWith('private/')).toBe(true)
    const meta = await sharp(await readFile(stored(row.filename))).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.exif).toBeUndefined()

    // The recipient sees it in the conversation; nobody else can open the conversation.
    const view = await getConversation({ id: b.id, siteId: b.siteId, paidUser: false }, body.conversation_id)
    expect(view.messages.at(-1)).toMatchObject({ type: 'photo', own: false })
    expect(view.messages.at(-1)!.photoUrl).toMatch(/^\/uploads\/private\//)
    const stranger = await member()
    await expect(
      getConversation({ id: stranger.id, siteId: stranger.siteId, paidUser: false }, body.conversation_id),
    ).rejects.toMatchObject({
      code: 'not_found',
    })

    // The same client key again (a retried upload): the first message, charged once, no second picture.
    const again = await post(a, { member_id: String(b.id), client_key: 'photo-key-0001' }, await cameraJpeg())
    expect(again.status).toBe(200)
    expect(((await again.json()) as { created: boolean }).created).toBe(false)
    expect(await prisma.chatPhoto.count({ where: { uploaderId: a.id } })).toBe(1)
    expect(await credits(a.id)).toBe(5)

    // Deleting the account removes the pictures' files.
    expect(existsSync(stored(row.filename))).toBe(true)
    await purgeAccount(a.id, { type: 'system' })
    expect(existsSync(stored(row.filename))).toBe(false)
    expect(existsSync(stored(row.thumbFilename))).toBe(false)
  })

  it('refuses without enough credits, a file that is not an image, no file and a blocked member, keeping nothing', async () => {
    const a = await member(1)
    const b = await member()
    const poor = await post(a, { member_id: String(b.id) }, await cameraJpeg())
    expect(poor.status).toBe(402)
    expect(await poor.json()).toMatchObject({
      error: { code: 'insufficient_credits', message: 'You do not have enough credits', premium_url: '/premium' },
    })
    await prisma.$transaction((tx) => addCredits(tx, { userId: a.id, amount: 100, reason: 'adjustment' }))
    const text = await post(a, { member_id: String(b.id) }, Buffer.from('%PDF-1.4 not a photo'))
    expect(text.status).toBe(415)
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe('unsupported_type')
    expect((await post(a, { member_id: String(b.id) }, null)).status).toBe(400)
    expect((await post(a, {}, await cameraJpeg())).status).toBe(400)
    await blockMember(b.id, a.id, b.siteId)
    const blocked = await post(a, { member_id: String(b.id) }, await cameraJpeg())
    expect(blocked.status).toBe(403)
    expect(await prisma.chatPhoto.count({ where: { uploaderId: a.id } })).toBe(0)
    expect(await prisma.message.count({ where: { senderId: a.id } })).toBe(0)
    expect(await credits(a.id)).toBe(101)
  })

  it('answers a form posted without JavaScript with a redirect: to the conversation, or back with the refusal', async () => {
    const a = await member(1)
    const b = await member()
    const refused = await post(a, { member_id: String(b.id), redirect: `/members/${b.id}/chat` }, await cameraJpeg(), 'text/html')
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe(`/members/${b.id}/chat?chat_error=insufficient_credits`)
    await prisma.$transaction((tx) => addCredits(tx, { userId: a.id, amount: 100, reason: 'adjustment' }))
    const sent = await post(a, { member_id: String(b.id), redirect: `/members/${b.id}/chat` }, await cameraJpeg(), 'text/html')
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toMatch(/^\/chats\/\d+$/)
    // A redirect elsewhere is not followed.
    const away = await post(a, { member_id: String(b.id), redirect: 'https://evil.example/' }, null, 'text/html')
    expect(away.headers.get('location')).toBe('/chats?chat_error=missing_photo')
  })

  it('removes pictures that were stored but never sent, after a day, with their files', async () => {
    const a = await member()
    const { storeChatPhoto, purgeUnsentChatPhotos } = await import('../../server/chat/chat-photos.ts')
    const id = await storeChatPhoto(a.id, await cameraJpeg())
    const row = await prisma.chatPhoto.findUniqueOrThrow({ where: { id } })
    expect(await purgeUnsentChatPhotos()).toBe(0)
    expect(await purgeUnsentChatPhotos(new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1)
    expect(await prisma.chatPhoto.findUnique({ where: { id } })).toBeNull()
    expect(existsSync(stored(row.filename))).toBe(false)
  })
})
