// The retention schedule (docs/privacy.md, server/privacy/retention.ts) against the real
// database: for every purge, rows past their period go and recent rows stay.
import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { prisma } from '../../server/db.ts'
import { RETENTION_DAYS, runRetentionPurges } from '../../server/privacy/retention.ts'
import { requestDataExport } from '../../server/privacy/data-export.ts'
import { buildDataExport } from '../../server/privacy/build-export.ts'
import { getExportStorage } from '../../server/privacy/export-storage.ts'
import { purgeAccount } from '../../server/accounts/deletion.ts'

const DAY = 86_400_000
const now = new Date()
const ago = (days: number) => new Date(now.getTime() - days * DAY)
let n = 0

async function member() {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  n++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `retention.${n}.${Date.now()}@test.amora.example`,
      passwordHash: 'x',
      status: 'active',
      profile: {
        create: { siteId: site.id, name: `Ret${n}`, gender: 'male', birthDate: new Date('1988-01-01'), country: 'NL' },
      },
    },
  })
}

describe('retention purges', () => {
  it('deletes what is past its period and keeps what is recent, table by table', async () => {
    const a = await member()
    const b = await member()
    const c = await member()
    const session = (expiresAt: Date) =>
      prisma.session.create({ data: { id: randomBytes(16).toString('hex'), userId: a.id, expiresAt } })
    const expiredSession = await session(ago(1))
    const liveSession = await session(new Date(now.getTime() + DAY))

    const token = (expiresAt: Date, usedAt: Date | null = null) =>
      prisma.token.create({
        data: { userId: a.id, type: 'password_reset', tokenHash: randomBytes(16).toString('hex'), expiresAt, usedAt },
      })
    const oldToken = await token(ago(RETENTION_DAYS.tokens + 1))
    const usedToken = await token(new Date(now.getTime() + DAY), ago(RETENTION_DAYS.tokens + 1))
    const freshToken = await token(ago(1))

    await prisma.visit.create({ data: { visitorId: a.id, visitedId: b.id, visitedAt: ago(RETENTION_DAYS.visits + 1) } })
    await prisma.visit.create({ data: { visitorId: a.id, visitedId: c.id, visitedAt: ago(RETENTION_DAYS.visits - 1) } })

    const email = (createdAt: Date) =>
      prisma.outboundEmail.create({
        data: {
          idempotencyKey: randomBytes(8).toString('hex'),
          userId: a.id,
          to: a.email,
          template: 'like',
          language: 'en',
          subject: 's',
          createdAt,
        },
      })
    const oldEmail = await email(ago(RETENTION_DAYS.notificationLog + 1))
    const recentEmail = await email(ago(RETENTION_DAYS.notificationLog - 1))

    const event = (createdAt: Date) =>
      prisma.pageEvent.create({
        data: { siteId: a.siteId, userId: a.id, path: '/landers/video', kind: 'page_hidden', createdAt },
      })
    const oldEvent = await event(ago(RETENTION_DAYS.pageEvents + 1))
    const recentEvent = await event(ago(RETENTION_DAYS.pageEvents - 1))

    const entry = (createdAt: Date) =>
      prisma.auditLog.create({ data: { userId: a.id, actorType: 'member', action: 'signup', ip: '203.0.113.5', createdAt } })
    const ancientEntry = await entry(ago(RETENTION_DAYS.auditLog + 1))
    const oldEntry = await entry(ago(RETENTION_DAYS.auditIps + 1))
    const recentEntry = await entry(ago(1))

    const packageId = (await prisma.creditPackage.findFirstOrThrow()).id
    const debit = (endedAt: Date | null) =>
      prisma.directDebitRequest.create({
        data: {
          userId: a.id,
          packageId,
          holder: 'A',
          iban: 'NL** **** **** **** 00',
          street: 's',
          houseNumber: '1',
          postalCode: '1000AA',
          city: 'c',
          phone: '+31600000000',
          codeHash: 'h',
          codeSentAt: ago(40),
          expiresAt: ago(39),
          endedAt,
        },
      })
    const oldDebit = await debit(ago(RETENTION_DAYS.unusedDirectDebitRequests + 1))
    const recentDebit = await debit(ago(1))

    const complaint = (resolvedAt: Date) =>
      prisma.complaint.create({
        data: {
          reference: `RET-${randomBytes(4).toString('hex')}`,
          siteId: a.siteId,
          reason: 'fake',
          text: 't',
          status: 'resolved',
          resolvedAt,
        },
      })
    const oldComplaint = await complaint(ago(RETENTION_DAYS.decidedComplaints + 1))
    const recentComplaint = await complaint(ago(1))

    await runRetentionPurges(now)

    expect(await prisma.session.findUnique({ where: { id: expiredSession.id } })).toBeNull()
    expect(await prisma.session.findUnique({ where: { id: liveSession.id } })).not.toBeNull()
    expect(await prisma.token.count({ where: { id: { in: [oldToken.id, usedToken.id] } } })).toBe(0)
    expect(await prisma.token.findUnique({ where: { id: freshToken.id } })).not.toBeNull()
    expect((await prisma.visit.findMany({ where: { visitorId: a.id } })).map((v) => v.visitedId)).toEqual([c.id])
    expect(await prisma.outboundEmail.findUnique({ where: { id: oldEmail.id } })).toBeNull()
    expect(await prisma.outboundEmail.findUnique({ where: { id: recentEmail.id } })).not.toBeNull()
    expect(await prisma.pageEvent.findUnique({ where: { id: oldEvent.id } })).toBeNull()
    expect(await prisma.pageEvent.findUnique({ where: { id: recentEvent.id } })).not.toBeNull()
    expect(await prisma.auditLog.findUnique({ where: { id: ancientEntry.id } })).toBeNull()
    expect((await prisma.auditLog.findUniqueOrThrow({ where: { id: oldEntry.id } })).ip).toBeNull()
    expect((await prisma.auditLog.findUniqueOrThrow({ where: { id: recentEntry.id } })).ip).toBe('203.0.113.5')
    expect(await prisma.directDebitRequest.findUnique({ where: { id: oldDebit.id } })).toBeNull()
    expect(await prisma.directDebitRequest.findUnique({ where: { id: recentDebit.id } })).not.toBeNull()
    expect(await prisma.complaint.findUnique({ where: { id: oldComplaint.id } })).toBeNull()
    expect(await prisma.complaint.findUnique({ where: { id: recentComplaint.id } })).not.toBeNull()
  })

  it('removes the other member’s side of a conversation three months after the account was deleted', async () => {
    const pair = async () => {
      const stays = await member()
      const leaves = await member()
      const [low, high] = stays.id < leaves.id ? [stays.id, leaves.id] : [leaves.id, stays.id]
      const conversation = await prisma.conversation.create({
        data: {
          siteId: stays.siteId,
          initiatorId: stays.id,
          memberLowId: low,
          memberHighId: high,
          members: { create: [{ userId: stays.id }, { userId: leaves.id }] },
          messages: { create: [{ senderId: stays.id, body: 'Are you still there?' }] },
        },
      })
      await purgeAccount(leaves.id, { type: 'system' })
      return { conversation, leaves }
    }
    const old = await pair()
    const recent = await pair()
    // The purge was long ago for one of them (a deleted account is not changed after its purge).
    await prisma.$executeRaw`UPDATE "User" SET "updatedAt" = ${ago(RETENTION_DAYS.conversationsWithDeleted + 1)} WHERE id = ${old.leaves.id}`

    await runRetentionPurges(now)

    expect(await prisma.conversation.findUnique({ where: { id: old.conversation.id } })).toBeNull()
    expect(await prisma.message.count({ where: { conversationId: old.conversation.id } })).toBe(0)
    expect(await prisma.conversation.findUnique({ where: { id: recent.conversation.id } })).not.toBeNull()
    expect(await prisma.message.count({ where: { conversationId: recent.conversation.id } })).toBe(1)
  })

  it('removes export files after 7 days and the record of an export after a year', async () => {
    const a = await member()
    const { exportId } = await requestDataExport(a.id, { requestedBy: 'member' }, ago(8))
    await buildDataExport(exportId, ago(8))
    const built = await prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })
    expect(await getExportStorage().open(built.storageKey!)).not.toBeNull()
    const oldRecord = await prisma.dataExport.create({
      data: { userId: a.id, requestedBy: 'member', status: 'expired', createdAt: ago(RETENTION_DAYS.dataExportRecords + 1) },
    })
    const fresh = await requestDataExport(a.id, { requestedBy: 'member' }, now)
    await buildDataExport(fresh.exportId, now)

    await runRetentionPurges(now)

    const expired = await prisma.dataExport.findUniqueOrThrow({ where: { id: exportId } })
    expect(expired).toMatchObject({ status: 'expired', storageKey: null })
    expect(await getExportStorage().open(built.storageKey!)).toBeNull()
    expect(await prisma.dataExport.findUnique({ where: { id: oldRecord.id } })).toBeNull()
    expect((await prisma.dataExport.findUniqueOrThrow({ where: { id: fresh.exportId } })).status).toBe('ready')
  })
})
