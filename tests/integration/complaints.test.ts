// Notices (EU DSA notice and action) against the real database and Redis: stored with a
// reference, refused with field errors (and nothing stored), acknowledged by e-mail in the
// reporter's language through the BullMQ worker.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Worker } from 'bullmq'
import { RouterContextProvider } from 'react-router'
import { getRedis } from '../../server/redis.ts'
import { startWorker } from '../../jobs/start-worker.ts'
import { enqueue } from '../../jobs/queue.ts'
import { jobFinished } from './queue-drained.ts'
import { prisma } from '../../server/db.ts'
import { listDevMail } from '../../server/mail/dev-mailbox.ts'
import { fileComplaint, COMPLAINTS_PER_HOUR, type Reporter } from '../../server/complaints/file-complaint.ts'
import { getComplaintTarget } from '../../server/complaints/complaint-target.ts'
import { REFERENCE_PATTERN } from '../../server/complaints/reference.ts'
import { createSession } from '../../server/accounts/sessions.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { localeContext, siteContext } from '../../app/context.ts'
import * as complaintApi from '../../app/routes/api/complaint.php.ts'
import * as complaintsPage from '../../app/routes/complaints.tsx'

const baseUrl = 'http://localhost:3000'
let worker: Worker
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(() => worker.close())

const site = () => prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
let n = 0
/** Each call gets its own address and IP so the hourly limit does not interfere. */
function visitor(overrides: Record<string, unknown> = {}) {
  n++
  return {
    input: {
      reason: 'fake_profile',
      text: 'The photos on this profile are of a well-known model.',
      good_faith: 'on',
      name: `Reporter ${n}`,
      email: `reporter.${n}.${Date.now()}@test.amora.example`,
      ...overrides,
    },
    context: { ip: `203.0.113.${n}`, baseUrl, language: 'de' as const },
  }
}

/** A member of the default site with at least two photos, and a photo of someone else. */
async function memberWithPhoto() {
  const s = await site()
  // A photo of a profile that is shown (a hidden one cannot be reported from its page).
  const photo = await prisma.photo.findFirstOrThrow({
    where: { user: { siteId: s.id, profile: { is: { searchable: true } } } },
    orderBy: { id: 'asc' },
  })
  const other = await prisma.photo.findFirstOrThrow({ where: { userId: { not: photo.userId }, user: { siteId: s.id } } })
  return { userId: photo.userId, photoId: photo.id, otherPhotoId: other.id }
}

async function reporterAccount(language: string): Promise<Reporter> {
  const user = await prisma.user.findFirstOrThrow({
    where: { status: 'active', email: { endsWith: '@amora.example' }, complaintsMade: { none: {} } },
    include: { profile: true },
    orderBy: { id: 'desc' },
  })
  await prisma.user.update({ where: { id: user.id }, data: { language } })
  return { ...user, language }
}

const sentMail = (complaintId: number) =>
  prisma.outboundEmail.findUnique({ where: { idempotencyKey: `complaint-received:${complaintId}` } })

describe('filing a notice', () => {
  it('stores a visitor notice with a reference and e-mails it in the visitor’s language', async () => {
    const s = await site()
    const target = await memberWithPhoto()
    const { input, context } = visitor({ profile: target.userId, photo: target.photoId })
    const result = await fileComplaint(input, null, s, context)
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(result.reference).toMatch(REFERENCE_PATTERN)
    expect(result.reference).toContain(`AMR-${new Date().getUTCFullYear()}-`)
    const stored = await prisma.complaint.findUniqueOrThrow({ where: { reference: result.reference } })
    expect(stored).toMatchObject({
      siteId: s.id,
      reporterId: null,
      reporterName: input.name,
      reporterEmail: input.email,
      targetUserId: target.userId,
      photoId: target.photoId,
      reason: 'fake_profile',
      text: input.text,
      status: 'open',
      resolution: null,
    })
    expect(
      await prisma.auditLog.count({
        where: { action: 'complaint_filed', data: { path: ['reference'], equals: result.reference } },
      }),
    ).toBe(1)

    await expect.poll(async () => (await sentMail(stored.id))?.status, { timeout: 15_000 }).toBe('sent')
    const email = (await sentMail(stored.id))!
    expect(email).toMatchObject({ to: input.email, template: 'complaint-received', language: 'de', userId: null })
    expect(email.subject).toBe(`Wir haben deine Meldung ${result.reference} erhalten`)
    const delivered = (await listDevMail(500)).find((m) => m.to === input.email)
    expect(delivered?.text).toContain(result.reference)
    expect(delivered?.text).toContain('Fake-Profil oder Identitätsdiebstahl')
    expect(delivered?.text).toContain(`${baseUrl}/pages/terms`)
  })

  it('files a member’s notice under the account and answers in the member’s own language', async () => {
    const s = await site()
    const member = await reporterAccount('pl')
    const target = await memberWithPhoto()
    const result = await fileComplaint(
      { reason: 'harassment', text: 'Keeps sending me threatening messages.', profile: target.userId, good_faith: true },
      member,
      s,
      { ip: '203.0.113.20', baseUrl, language: 'en' },
    )
    if (!result.ok) throw new Error(JSON.stringify(result))
    const stored = await prisma.complaint.findUniqueOrThrow({ where: { reference: result.reference } })
    expect(stored).toMatchObject({
      reporterId: member.id,
      reporterEmail: member.email,
      targetUserId: target.userId,
      photoId: null,
    })
    await expect.poll(async () => (await sentMail(stored.id))?.status, { timeout: 15_000 }).toBe('sent')
    expect(await sentMail(stored.id)).toMatchObject({ to: member.email, language: 'pl', userId: member.id })
    expect((await sentMail(stored.id))!.subject).toContain('Otrzymaliśmy Twoje zgłoszenie')
  })

  it('names the owner when only a photo is reported', async () => {
    const target = await memberWithPhoto()
    const { input, context } = visitor({ photo: target.photoId, reason: 'copyright' })
    const result = await fileComplaint(input, null, await site(), context)
    if (!result.ok) throw new Error(JSON.stringify(result))
    expect(await prisma.complaint.findUniqueOrThrow({ where: { id: result.complaintId } })).toMatchObject({
      targetUserId: target.userId,
      photoId: target.photoId,
    })
  })

  it('refuses bad notices with field errors and stores nothing', async () => {
    const s = await site()
    const she = await prisma.site.findUniqueOrThrow({ where: { domain: 'she.localhost' } })
    const target = await memberWithPhoto()
    const before = {
      complaints: await prisma.complaint.count(),
      audits: await prisma.auditLog.count({ where: { action: 'complaint_filed' } }),
    }

    const noEmail = visitor({ email: undefined })
    expect(await fileComplaint(noEmail.input, null, s, noEmail.context)).toEqual({
      ok: false,
      error: 'invalid',
      fieldErrors: { email: ['errors.emailRequired'] },
    })
    const unknown = visitor({ profile: 2_000_000_000 })
    expect(await fileComplaint(unknown.input, null, s, unknown.context)).toMatchObject({
      error: 'invalid',
      fieldErrors: { profile: ['errors.profileUnknown'] },
    })
    // A member of another site is unknown here.
    const otherSite = visitor({ profile: target.userId })
    expect(await fileComplaint(otherSite.input, null, she, otherSite.context)).toMatchObject({
      fieldErrors: { profile: ['errors.profileUnknown'] },
    })
    const wrongPhoto = visitor({ profile: target.userId, photo: target.otherPhotoId })
    expect(await fileComplaint(wrongPhoto.input, null, s, wrongPhoto.context)).toMatchObject({
      fieldErrors: { photo: ['errors.photoNotOfProfile'] },
    })
    const missingPhoto = visitor({ profile: target.userId, photo: 2_000_000_000 })
    expect(await fileComplaint(missingPhoto.input, null, s, missingPhoto.context)).toMatchObject({
      fieldErrors: { photo: ['errors.photoUnknown'] },
    })
    const short = visitor({ text: 'too short', good_faith: undefined, reason: 'spam' })
    expect(await fileComplaint(short.input, null, s, short.context)).toMatchObject({
      fieldErrors: {
        text: ['errors.textTooShort'],
        good_faith: ['errors.goodFaithRequired'],
        reason: ['errors.reasonRequired'],
      },
    })

    expect(await prisma.complaint.count()).toBe(before.complaints)
    expect(await prisma.auditLog.count({ where: { action: 'complaint_filed' } })).toBe(before.audits)
  })

  it('draws a new reference when the first one is taken', async () => {
    const s = await site()
    const first = visitor()
    const taken = await fileComplaint(first.input, null, s, first.context)
    if (!taken.ok) throw new Error('first notice failed')
    const fresh = 'AMR-2026-ZZZZZZ'
    const draws = [taken.reference, fresh]
    const second = visitor()
    const result = await fileComplaint(second.input, null, s, { ...second.context, generateReference: () => draws.shift()! })
    expect(result).toMatchObject({ ok: true, reference: fresh })
  })

  it(`accepts ${COMPLAINTS_PER_HOUR} notices an hour from one connection`, async () => {
    const s = await site()
    const results = []
    for (let i = 0; i <= COMPLAINTS_PER_HOUR; i++) {
      const { input, context } = visitor()
      results.push(await fileComplaint(input, null, s, { ...context, ip: '198.51.100.77' }))
    }
    expect(results.slice(0, COMPLAINTS_PER_HOUR).every((r) => r.ok)).toBe(true)
    expect(results[COMPLAINTS_PER_HOUR]).toMatchObject({ ok: false, error: 'rate_limited' })
  })

  it('sends the acknowledgement once, however often the job runs', async () => {
    const { input, context } = visitor()
    const result = await fileComplaint(input, null, await site(), context)
    if (!result.ok) throw new Error('notice failed')
    await expect.poll(async () => (await sentMail(result.complaintId))?.status, { timeout: 15_000 }).toBe('sent')
    const payload = {
      complaintId: result.complaintId,
      idempotencyKey: `complaint-received:${result.complaintId}`,
      language: 'de',
      baseUrl,
    }
    const runs = [`again-${result.complaintId}`, `and-again-${result.complaintId}`]
    for (const jobId of runs) await enqueue('send-complaint-email', payload, { jobId })
    // Both runs finished (not merely started or still waiting) before the count is taken.
    for (const jobId of runs) expect(await jobFinished(jobId)).toBe('completed')
    expect(await prisma.outboundEmail.count({ where: { to: input.email } })).toBe(1)
    expect((await listDevMail(1000)).filter((m) => m.to === input.email)).toHaveLength(1)
  })
})

describe('the /complaints page', () => {
  it('shows the reported member, and a photo only when it is theirs', async () => {
    const s = await site()
    const target = await memberWithPhoto()
    const profile = await prisma.profile.findUniqueOrThrow({ where: { userId: target.userId } })
    expect(await getComplaintTarget(s.id, String(target.userId), String(target.photoId))).toEqual({
      profile: { id: target.userId, name: profile.name },
      photoId: target.photoId,
    })
    expect(await getComplaintTarget(s.id, String(target.userId), String(target.otherPhotoId))).toMatchObject({ photoId: null })
    expect(await getComplaintTarget(s.id, 'abc', null)).toEqual({ profile: null, photoId: null })
  })

  async function postForm(fields: Record<string, string>, cookie?: string) {
    const context = new RouterContextProvider()
    context.set(siteContext, await getSiteByHost('localhost'))
    context.set(localeContext, 'nl')
    const request = new Request('http://localhost:3000/complaints', {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: cookie ? { cookie } : {},
    })
    return (await complaintsPage.action({ request, params: {}, context } as never)) as unknown as {
      data: { reference: string | null; error: string | null; result: { error?: Record<string, string[]> } }
      init: { status?: number } | null
    }
  }

  it('answers 400 with field errors, and a reference on success', async () => {
    const bad = await postForm({ reason: 'scam', text: 'They asked me for money.' })
    expect(bad.init?.status).toBe(400)
    expect(bad.data.result.error).toMatchObject({
      name: ['errors.nameRequired'],
      email: ['errors.emailRequired'],
      good_faith: ['errors.goodFaithRequired'],
    })
    const unknown = await postForm({
      reason: 'scam',
      text: 'They asked me for money.',
      profile: '2000000000',
      name: 'Kim',
      email: 'kim.page@test.amora.example',
      good_faith: 'on',
    })
    expect(unknown.init?.status).toBe(400)
    expect(unknown.data.result.error).toMatchObject({ profile: ['errors.profileUnknown'] })

    const member = await reporterAccount('sv')
    const cookie = (await createSession(member.id, new Request(baseUrl), '127.0.0.1')).split(';')[0]!
    const ok = await postForm({ reason: 'scam', text: 'They asked me for money.', good_faith: 'on' }, cookie)
    expect(ok.init?.status ?? 200).toBe(200)
    expect(ok.data.reference).toMatch(REFERENCE_PATTERN)
    const stored = await prisma.complaint.findUniqueOrThrow({ where: { reference: ok.data.reference! } })
    expect(stored).toMatchObject({ reporterId: member.id, reporterEmail: member.email })
  })
})

describe('POST /api/complaint.php', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    complaintApi.action({
      request: new Request('http://localhost:3000/api/complaint.php', {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      }),
      params: {},
      context: new RouterContextProvider(),
    } as never)

  it('answers 201 with the reference', async () => {
    const target = await memberWithPhoto()
    const res = await post({
      reason: 'explicit_content',
      text: 'Explicit photo on the public profile.',
      profile: target.userId,
      photo: target.photoId,
      good_faith: true,
      name: 'Kim',
      email: 'kim.api@test.amora.example',
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.complaint.reference).toMatch(REFERENCE_PATTERN)
    expect(await prisma.complaint.count({ where: { reference: body.complaint.reference, photoId: target.photoId } })).toBe(1)
  })

  it('answers 400 with field messages in the request’s language', async () => {
    const target = await memberWithPhoto()
    const res = await post(
      {
        reason: 'other',
        text: 'Something is not right here.',
        profile: target.userId,
        photo: target.otherPhotoId,
        good_faith: true,
        name: 'Kim',
      },
      { cookie: 'lng=fr' },
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        status: 400,
        code: 'invalid_parameter',
        message: 'Certains champs sont manquants ou non valides.',
        fields: { email: 'Veuillez indiquer votre adresse e-mail.' },
      },
    })
    const photo = await post(
      {
        reason: 'other',
        text: 'Something is not right here.',
        profile: target.userId,
        photo: target.otherPhotoId,
        good_faith: true,
        name: 'Kim',
        email: 'kim.fr@test.amora.example',
      },
      { cookie: 'lng=de' },
    )
    expect((await photo.json()).error.fields).toEqual({ photo: 'Dieses Foto gehört nicht zum gemeldeten Mitglied.' })
    expect((await post('{oops')).status).toBe(400)
    expect((await post([1, 2])).status).toBe(400)
  })

  it('refuses GET with 405', async () => {
    const res = complaintApi.loader()
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('POST')
  })
})
