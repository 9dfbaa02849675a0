// A member's data export against the real database, Redis and worker (docs/privacy.md): the
// ZIP's data.json holds their own data and messages and nothing private of the other member,
// their photo files come along, one export a day, and the download needs the signed link, the
// owner's session and a link that has not expired.
import type { Worker } from 'bullmq'
import sharp from 'sharp'
import yauzl from 'yauzl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getPhotoStorage, newPhotoKeys } from '../../server/photos/storage.ts'
import { DataExportError, openDataExport, requestDataExport } from '../../server/privacy/data-export.ts'
import { buildDataExport } from '../../server/privacy/build-export.ts'
import { exportLinkPath } from '../../server/privacy/export-link.ts'
import { listDevMail } from '../../server/mail/dev-mailbox.ts'
import * as downloadRoute from '../../app/routes/data-export.$id.ts'
import { routeContext } from './loader.ts'
import { runSupportCommand } from './support-run.ts'

let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(() => worker.close())

let n = 0
async function member(name: string) {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  const user = await prisma.user.create({
    data: {
      siteId: site.id,
      email: `export.${name.toLowerCase()}.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      activatedAt: new Date(),
      language: 'de',
      profile: {
        create: {
          siteId: site.id,
          name,
          gender: 'female',
          birthDate: new Date('1990-06-15'),
          country: 'NL',
          status: 'active',
          searchable: true,
          aboutMe: `${name} writes about herself.`,
        },
      },
    },
  })
  return user
}

async function photoOf(userId: number, visibility: 'public' | 'private') {
  const keys = newPhotoKeys(visibility === 'public' ? 'public' : 'restricted')
  const body = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d62127' } })
    .webp()
    .toBuffer()
  for (const key of Object.values(keys)) await getPhotoStorage().put(key, body, 'image/webp')
  return prisma.photo.create({
    data: {
      userId,
      visibility,
      status: 'active',
      filename: keys.full,
      matchFilename: keys.match,
      thumbFilename: keys.thumb,
      width: 8,
      height: 8,
    },
  })
}

/** Two members who talked, liked each other, and the other one's private things. */
async function pairWithHistory() {
  const anna = await member('Anna')
  const bea = await member('Bea')
  const third = await member('Cleo')
  const [low, high] = anna.id < bea.id ? [anna.id, bea.id] : [bea.id, anna.id]
  const conversation = await prisma.conversation.create({
    data: {
      siteId: anna.siteId,
      initiatorId: anna.id,
      memberLowId: low,
      memberHighId: high,
      members: { create: [{ userId: anna.id }, { userId: bea.id }] },
    },
  })
  await prisma.message.createMany({
    data: [
      { conversationId: conversation.id, senderId: anna.id, body: 'Hallo Bea, wie geht es dir?' },
      { conversationId: conversation.id, senderId: bea.id, body: 'Gut, danke Anna!' },
    ],
  })
  await prisma.like.createMany({
    data: [
      { fromUserId: anna.id, toUserId: bea.id },
      { fromUserId: bea.id, toUserId: anna.id },
    ],
  })
  // Bea's private things: her own block of a third member, her private photo, her visits.
  await prisma.block.create({ data: { blockerId: bea.id, blockedId: third.id } })
  const beaPrivate = await photoOf(bea.id, 'private')
  const annaPhoto = await photoOf(anna.id, 'public')
  return { anna, bea, third, beaPrivate, annaPhoto }
}

/** The entries of a ZIP file: name → bytes. */
async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  )
  const entries = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error)
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks))
          zip.readEntry()
        })
      })
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  return entries
}

async function readExport(userId: number, exportId: number) {
  const row = await prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })
  const url = new URL(`http://localhost${exportLinkPath(exportId, row.expiresAt!)}`)
  const { file } = await openDataExport(userId, exportId, { exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') })
  if (file.kind !== 'stream') throw new Error('expected a local file')
  const chunks: Buffer[] = []
  for await (const chunk of file.body) chunks.push(chunk as Buffer)
  return unzip(Buffer.concat(chunks))
}

describe('data export', () => {
  it('builds a ZIP with the member’s data and messages, their photos, and nothing private of the other member', async () => {
    const { anna, bea, third, beaPrivate, annaPhoto } = await pairWithHistory()
    const { exportId } = await requestDataExport(anna.id, { requestedBy: 'member' })
    // The worker builds it and sends the link in the member's language.
    await expect
      .poll(async () => (await prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })).status, { timeout: 20_000 })
      .toBe('ready')
    await expect
      .poll(async () => (await listDevMail(500)).find((m) => m.to === anna.email && m.template === 'data-export-ready'), {
        timeout: 20_000,
      })
      .toBeTruthy()
    const mail = (await listDevMail(500)).find((m) => m.to === anna.email && m.template === 'data-export-ready')!
    expect(mail.subject).toBe('Deine Daten bei Amora stehen zum Download bereit')
    expect(mail.text).toMatch(new RegExp(`/data-export/${exportId}\\?exp=\\d+&sig=[\\w-]{43}`))

    const entries = await readExport(anna.id, exportId)
    const raw = entries.get('data.json')!.toString('utf8')
    const data = JSON.parse(raw)
    expect(data.format).toBe('amora-data-export/1')
    expect(data.account.email).toBe(anna.email)
    expect(data.profile).toMatchObject({ name: 'Anna', aboutMe: 'Anna writes about herself.' })
    expect(data.likesGiven).toEqual([expect.objectContaining({ member: { memberId: bea.id, name: 'Bea' } })])
    expect(data.likesReceived).toEqual([expect.objectContaining({ member: { memberId: bea.id, name: 'Bea' } })])
    expect(data.conversations).toHaveLength(1)
    expect(data.conversations[0].with).toEqual({ memberId: bea.id, name: 'Bea' })
    expect(data.conversations[0].messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['me', 'Hallo Bea, wie geht es dir?'],
      ['them', 'Gut, danke Anna!'],
    ])
    expect(data.accountHistory).toEqual([expect.objectContaining({ action: 'data_export_requested', by: 'member' })])
    // Her own photo, as stored.
    expect(data.photos).toEqual([expect.objectContaining({ file: `photos/${annaPhoto.id}.webp` })])
    expect(entries.get(`photos/${annaPhoto.id}.webp`)?.subarray(8, 12).toString()).toBe('WEBP')
    // Nothing private of Bea: not her e-mail, her private photo, her block, nor the third member.
    expect(raw).not.toContain(bea.email)
    expect(raw).not.toContain(beaPrivate.filename)
    expect(raw).not.toMatch(new RegExp(`"memberId": ?${third.id}\\b`))
    expect(raw).not.toContain('Cleo')
    expect([...entries.keys()].sort()).toEqual(['data.json', `photos/${annaPhoto.id}.webp`])
  })

  it('hides the name of a member who is no longer shown to the member', async () => {
    const { anna, bea } = await pairWithHistory()
    await prisma.profile.update({ where: { userId: bea.id }, data: { searchable: false } })
    const { exportId } = await requestDataExport(anna.id, { requestedBy: 'member' })
    await buildDataExport(exportId)
    const data = JSON.parse((await readExport(anna.id, exportId)).get('data.json')!.toString('utf8'))
    expect(data.conversations[0].with).toEqual({ memberId: bea.id, name: null })
    expect(data.likesGiven[0].member).toEqual({ memberId: bea.id, name: null })
  })

  it('allows one export a day and says when the next one is possible; support counts too', async () => {
    const anna = await member('Dora')
    const now = new Date()
    const first = await requestDataExport(anna.id, { requestedBy: 'member' }, now)
    const refusal = await requestDataExport(anna.id, { requestedBy: { staff: 'kim' } }, new Date(now.getTime() + 3600_000)).catch(
      (e: unknown) => e,
    )
    expect(refusal).toBeInstanceOf(DataExportError)
    expect((refusal as DataExportError).code).toBe('too_soon')
    expect((refusal as DataExportError).details.nextAt).toEqual(new Date(now.getTime() + 24 * 3600_000))
    const next = await requestDataExport(anna.id, { requestedBy: { staff: 'kim' } }, new Date(now.getTime() + 24 * 3600_000 + 1))
    expect(next.exportId).toBeGreaterThan(first.exportId)
    expect(await prisma.auditLog.count({ where: { userId: anna.id, action: 'data_export_requested', actorName: 'kim' } })).toBe(1)
    // Two at once make one.
    const eve = await member('Eve')
    const results = await Promise.allSettled([
      requestDataExport(eve.id, { requestedBy: 'member' }),
      requestDataExport(eve.id, { requestedBy: 'member' }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it('downloads only with a valid, unexpired link and the owner’s session', async () => {
    const { anna, bea } = await pairWithHistory()
    const { exportId } = await requestDataExport(anna.id, { requestedBy: 'member' })
    await buildDataExport(exportId)
    const row = await prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })
    expect(row.expiresAt!.getTime() - row.readyAt!.getTime()).toBe(7 * 86_400_000)
    const link = exportLinkPath(exportId, row.expiresAt!)
    const cookieOf = async (userId: number) =>
      (await createSession(userId, new Request('http://localhost/'), '127.0.0.1')).split(';')[0]!
    const get = async (path: string, cookie?: string) => {
      try {
        return (await downloadRoute.loader({
          request: new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
          params: { id: path.split('/')[2]!.split('?')[0] },
          context: routeContext(),
        } as never)) as Response
      } catch (thrown) {
        if (thrown instanceof Response) return thrown
        throw thrown
      }
    }
    // No session: to the login page, which comes back here.
    const anonymous = await get(link)
    expect(anonymous.status).toBe(302)
    expect(anonymous.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(link)}`)
    // Another member with the owner's link: nothing to see.
    const other = await get(link, await cookieOf(bea.id))
    expect(other.headers.get('location')).toBe('/notifications?export=invalid#data-export')
    // A changed signature.
    const forged = await get(link.replace(/sig=./, 'sig=A'), await cookieOf(anna.id))
    expect(forged.headers.get('location')).toBe('/notifications?export=invalid#data-export')
    // The owner.
    const owner = await get(link, await cookieOf(anna.id))
    expect(owner.status).toBe(200)
    expect(owner.headers.get('content-type')).toBe('application/zip')
    expect(owner.headers.get('content-disposition')).toMatch(/^attachment; filename="data-export-\d{4}-\d\d-\d\d-\d+\.zip"$/)
    expect((await unzip(Buffer.from(await owner.arrayBuffer()))).has('data.json')).toBe(true)
    // After 7 days the link and the file are gone.
    const later = new Date(row.expiresAt!.getTime() + 1000)
    const url = new URL(`http://localhost${link}`)
    await expect(
      openDataExport(anna.id, exportId, { exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') }, later),
    ).rejects.toMatchObject({ code: 'expired' })
  })

  it('support starts an export for a member from the CLI, once a day', async () => {
    const fay = await member('Fay')
    const started = await runSupportCommand('export', fay.email, '--staff', 'kim')
    expect(started.code).toBe(0)
    expect(started.out).toMatch(
      new RegExp(`^Export \\d+ of member ${fay.id} is being built; ${fay.email} gets the download link by e-mail\\.$`),
    )
    expect(await prisma.dataExport.findFirstOrThrow({ where: { userId: fay.id } })).toMatchObject({ requestedBy: 'staff:kim' })
    const again = await runSupportCommand('export', String(fay.id))
    expect(again.code).toBe(1)
    expect(again.err).toMatch(/had an export within the last day; the next is possible from \d{4}-/)
  })
})
