// The support CLI's notice commands: list, show and decide, with an audit trail and the
// decision e-mailed to the sender of the notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Worker } from 'bullmq'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { prisma } from '../../server/db.ts'
import { runSupportCommand } from './support-run.ts'
import { fileComplaint } from '../../server/complaints/file-complaint.ts'
import { listDevMail } from '../../server/mail/dev-mailbox.ts'

// The decision e-mail goes through the BullMQ worker, like in production.
let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(() => worker.close())

const run = runSupportCommand

let n = 0
async function notice(text: string, language: 'en' | 'fr' = 'en') {
  const site = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  const target = await prisma.profile.findFirstOrThrow({ where: { siteId: site.id }, orderBy: { userId: 'asc' } })
  n++
  const result = await fileComplaint(
    {
      reason: 'fake_profile',
      text,
      profile: target.userId,
      good_faith: 'on',
      name: 'Kim Reporter',
      email: `cli.${n}@test.amora.example`,
    },
    null,
    site,
    { ip: '203.0.113.40', baseUrl: 'http://localhost:3000', language },
  )
  if (!result.ok) throw new Error(JSON.stringify(result))
  return { reference: result.reference, id: result.complaintId, email: result.email, target }
}

describe('support CLI: complaints', () => {
  it('lists open notices oldest first and shows one in full', async () => {
    const first = await notice('First notice about this profile.\nSecond line.')
    const second = await notice('Another notice about the same profile.')
    const list = await run('complaints', '--limit', '50')
    expect(list.code).toBe(0)
    expect(list.out.indexOf(first.reference)).toBeLessThan(list.out.indexOf(second.reference))
    expect(list.out).toContain(`member ${first.target.userId} (${first.target.name})`)

    const shown = await run('complaint', first.reference.toLowerCase())
    expect(shown.code).toBe(0)
    expect(shown.out).toContain(`Complaint ${first.reference} on localhost`)
    expect(shown.out).toContain('status:      open')
    expect(shown.out).toContain('Kim Reporter <cli.')
    expect(shown.out).toContain('    Second line.')
    expect(await run('complaint', 'AMR-2000-AAAAAA')).toMatchObject({ code: 1, err: 'No complaint AMR-2000-AAAAAA.' })
    expect((await run('complaint')).code).toBe(1)
    expect((await run('complaints', '--status', 'closed')).code).toBe(1)
    expect((await run('complaints', '--limit', '0')).code).toBe(1)
  })

  it('resolves or rejects a notice once, with an audit entry on the reported member', async () => {
    const resolved = await notice('Please look at this fake profile.')
    const rejected = await notice('This profile is not what it seems.')
    expect((await run('complaint-resolve', resolved.reference)).code).toBe(1)
    const ok = await run('complaint-resolve', resolved.reference, '--resolution', 'Profile removed.', '--staff', 'anna')
    expect(ok).toMatchObject({
      code: 0,
      out: `Complaint ${resolved.reference} is now resolved; its sender is told by e-mail.`,
    })
    const stored = await prisma.complaint.findUniqueOrThrow({ where: { reference: resolved.reference } })
    expect(stored).toMatchObject({ status: 'resolved', resolution: 'Profile removed.' })
    expect(stored.resolvedAt).toBeInstanceOf(Date)
    expect(
      await prisma.auditLog.count({
        where: { userId: resolved.target.userId, action: 'complaint_resolved', actorType: 'staff', actorName: 'anna' },
      }),
    ).toBe(1)
    expect(await run('complaint-resolve', resolved.reference, '--resolution', 'Again', '--reject')).toMatchObject({
      code: 1,
      err: `Complaint ${resolved.reference} is already resolved.`,
    })

    expect((await run('complaint-resolve', rejected.reference, '--resolution', 'Nothing wrong found.', '--reject')).code).toBe(0)
    expect(await prisma.complaint.findUniqueOrThrow({ where: { reference: rejected.reference } })).toMatchObject({
      status: 'rejected',
    })
    expect((await run('complaints', '--status', 'rejected')).out).toContain(rejected.reference)
    expect((await run('complaints')).out).not.toContain(rejected.reference)
    expect((await run('complaint-resolve', 'AMR-2000-AAAAAA', '--resolution', 'x')).code).toBe(1)
  })

  it('tells the sender the decision once, in the language of the notice, with the team’s note', async () => {
    const decided = await notice('This profile uses photos of someone else.', 'fr')
    expect(await prisma.complaint.findUniqueOrThrow({ where: { id: decided.id } })).toMatchObject({ language: 'fr' })
    const decisionMail = () => prisma.outboundEmail.findUnique({ where: { idempotencyKey: `complaint-decided:${decided.id}` } })
    expect(await decisionMail()).toBeNull()
    expect((await run('complaint-resolve', decided.reference, '--resolution', 'Nothing wrong found.', '--reject')).code).toBe(0)
    await expect.poll(async () => (await decisionMail())?.status, { timeout: 15_000 }).toBe('sent')
    const mail = (await decisionMail())!
    expect(mail).toMatchObject({ to: decided.email, template: 'complaint-decided', language: 'fr' })
    expect(mail.subject).toContain(decided.reference)
    const delivered = (await listDevMail(500)).find((m) => m.to === decided.email && m.subject === mail.subject)
    expect(delivered?.text).toContain('Nothing wrong found.')
    // Deciding again is refused, so no second e-mail either.
    expect((await run('complaint-resolve', decided.reference, '--resolution', 'Again')).code).toBe(1)
    expect(
      await prisma.outboundEmail.count({ where: { idempotencyKey: { startsWith: `complaint-decided:${decided.id}` } } }),
    ).toBe(1)
  })
})
