// The moderator queues of the staff console (docs/staff.md): photos waiting for review, undecided
// notices with their deadlines, flagged profile texts. Permissions per role in the services, the
// audit rows of each decision, the order and the next item after a decision, and the counts of
// the console's navigation. Everything on a site of its own, so the seed's data does not count.
import { rm } from 'node:fs/promises'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

// Photos of this file go to their own folder (set before any module reads the configuration).
const uploadDir = vi.hoisted(() => {
  const dir = `.data/test-photos-${process.pid}-${Math.random().toString(36).slice(2, 8)}`
  process.env.UPLOAD_DIR = dir
  return dir
})

const { prisma } = await import('../../server/db.ts')
const { startWorker } = await import('../../jobs/start-worker.ts')
const { getRedis } = await import('../../server/redis.ts')
const { createStaff } = await import('../../server/staff/accounts.ts')
const { cliActor, consoleActor, StaffForbiddenError } = await import('../../server/staff/permissions.ts')
const { principalOf } = await import('../../server/staff/sessions.ts')
const { sectionCounts } = await import('../../server/staff/section-counts.ts')
const { uploadPhoto, listOwnPhotos } = await import('../../server/photos/photos.ts')
const { approvePhoto, rejectPhoto } = await import('../../server/photos/photo-review.ts')
const { photoQueue } = await import('../../server/photos/photo-queue.ts')
const { listOpenComplaints, complaintForStaff, decideComplaint } = await import('../../server/complaints/complaint-queue.ts')
const { approveProfileText, listFlaggedProfiles } = await import('../../server/members/profile-text-review.ts')
const { disableProfile } = await import('../../server/members/profile-moderation.ts')
const { saveAboutMe } = await import('../../server/accounts/complete-signup.ts')
const { updateProfile } = await import('../../server/members/profile-edit.ts')
const { getProfileForEdit } = await import('../../server/members/profile-edit.ts')

type Role = 'support' | 'moderator' | 'operator' | 'admin'
const BASE_URL = 'http://localhost:3000'
type Site = Awaited<ReturnType<typeof prisma.site.create>>
let site: Site
let utrechtId: number
let otherSiteId: number
let made = 0

/** A site of this file: a copy of localhost under another domain. */
async function copySite(domain: string) {
  const { id: _id, ...localhost } = await prisma.site.findUniqueOrThrow({ where: { domain: 'localhost' } })
  return prisma.site.create({
    data: { ...localhost, domain, isDefault: false, minimumMessageCosts: localhost.minimumMessageCosts ?? {} },
  })
}

beforeAll(async () => {
  const stamp = `${process.pid}-${Date.now()}`
  site = await copySite(`queues-${stamp}.example`)
  utrechtId = (await prisma.region.findUniqueOrThrow({ where: { countryCode_code: { countryCode: 'NL', code: 'UT' } } })).id
  otherSiteId = (await copySite(`queues-other-${stamp}.example`)).id
})
// The statements of reasons go out through the BullMQ worker, like in production.
let worker: Awaited<ReturnType<typeof startWorker>>
beforeAll(() => {
  worker = startWorker(getRedis()!, 2)
})
afterAll(async () => {
  await worker.close()
  await rm(uploadDir, { recursive: true, force: true })
})

async function staff(roles: Role[], siteIds?: number[]) {
  made++
  const { staff: row } = await createStaff(cliActor('test'), {
    email: `queues.${process.pid}.${made}@staff.test`,
    name: `Queue Staff ${made}`,
    roles,
    allSites: !siteIds,
    siteIds: siteIds ?? [],
    password: 'Queue-Staff-Pass-42',
  })
  const principal = principalOf(row)
  return { id: row.id, principal, actor: consoleActor(principal, '192.0.2.44') }
}

let members = 0
async function member(options: { aboutMe?: string; language?: string } = {}) {
  members++
  return prisma.user.create({
    data: {
      siteId: site.id,
      email: `queues.${process.pid}.${members}@test.amora.example`,
      passwordHash: 'not-a-real-hash',
      status: 'active',
      language: options.language ?? 'de',
      profile: {
        create: {
          siteId: site.id,
          name: `Queued${members}`,
          gender: 'female',
          birthDate: new Date('1990-01-01'),
          country: 'NL',
          regionId: utrechtId,
          city: 'Utrecht',
          aboutMe: options.aboutMe ?? null,
          searchable: true,
        },
      },
    },
  })
}

/** A small photo: too small to be approved automatically, so it waits for review. */
const smallJpeg = () =>
  sharp({ create: { width: 150, height: 150, channels: 3, background: '#3050b0' } })
    .jpeg()
    .toBuffer()

async function pendingPhoto(userId: number, createdAt: Date) {
  const photo = await uploadPhoto(userId, await smallJpeg())
  expect(photo.status).toBe('pending')
  await prisma.photo.update({ where: { id: photo.id }, data: { createdAt } })
  return photo.id
}

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000)

describe('the photo queue', () => {
  it('shows the oldest waiting photo first, the next one after a decision, and counts what waits', async () => {
    const moderator = await staff(['moderator'])
    const owner = await member()
    const other = await member()
    const newest = await pendingPhoto(owner.id, ago(1))
    const oldest = await pendingPhoto(other.id, ago(30))
    const middle = await pendingPhoto(owner.id, ago(5))
    expect(await sectionCounts(moderator.principal, site.id)).toMatchObject({ photos: 3 })

    const start = await photoQueue(moderator.actor, site.id)
    expect(start).toMatchObject({ waiting: 3, previousId: null, nextId: middle })
    expect(start.current).toMatchObject({ id: oldest, userId: other.id })
    expect(start.upcoming.map((p) => p.id)).toEqual([middle, newest])
    // J/K: a photo by its id, with the one before and after it.
    expect(await photoQueue(moderator.actor, site.id, { photoId: middle })).toMatchObject({
      current: { id: middle },
      previousId: oldest,
      nextId: newest,
    })

    await approvePhoto(oldest, moderator.actor)
    const afterApprove = await photoQueue(moderator.actor, site.id, { afterId: oldest })
    expect(afterApprove).toMatchObject({ waiting: 2, current: { id: middle }, previousId: null, nextId: newest })
    // A decided photo asked for by id is not shown again: the oldest waiting one is.
    expect((await photoQueue(moderator.actor, site.id, { photoId: oldest })).current?.id).toBe(middle)

    // Deciding the newest first wraps around to the oldest still waiting.
    await rejectPhoto(newest, moderator.actor, { note: 'Auf dem Foto ist niemand zu erkennen.', baseUrl: BASE_URL })
    expect((await photoQueue(moderator.actor, site.id, { afterId: newest })).current?.id).toBe(middle)
    expect(await sectionCounts(moderator.principal, site.id)).toMatchObject({ photos: 1 })

    await rejectPhoto(middle, moderator.actor, { note: 'Das Foto zeigt eine andere Person.', baseUrl: BASE_URL })
    expect(await photoQueue(moderator.actor, site.id, { afterId: middle })).toEqual({
      current: null,
      previousId: null,
      nextId: null,
      waiting: 0,
      upcoming: [],
    })
    expect(await sectionCounts(moderator.principal, site.id)).toMatchObject({ photos: 0 })

    // The member sees the decisions on their own photos and gets the reason by e-mail.
    const own = await listOwnPhotos(owner.id)
    expect(own.find((p) => p.id === newest)?.status).toBe('rejected')
    expect(own.find((p) => p.id === middle)?.status).toBe('rejected')
    expect((await listOwnPhotos(other.id)).find((p) => p.id === oldest)?.status).toBe('active')
    await expect
      .poll(() => prisma.outboundEmail.findUnique({ where: { idempotencyKey: `photo-rejected:${middle}` } }))
      .toMatchObject({
        userId: owner.id,
        template: 'photo-rejected',
      })

    // One audit row per decision, with the staff account, the site, the IP and the reason.
    const rows = await prisma.auditLog.findMany({ where: { staffId: moderator.id }, orderBy: { id: 'asc' } })
    expect(rows.map((r) => [r.action, r.subjectId, r.siteId, r.ip])).toEqual([
      ['photo_approved', String(oldest), site.id, '192.0.2.44'],
      ['photo_rejected', String(newest), site.id, '192.0.2.44'],
      ['photo_rejected', String(middle), site.id, '192.0.2.44'],
    ])
    expect(rows[2]!.data).toMatchObject({ note: 'Das Foto zeigt eine andere Person.' })
  })

  it('is only for staff with photos.review on the site', async () => {
    const owner = await member()
    const photo = await pendingPhoto(owner.id, ago(2))
    for (const roles of [['support'], ['operator']] as Role[][]) {
      const refused = await staff(roles)
      await expect(photoQueue(refused.actor, site.id)).rejects.toThrow(StaffForbiddenError)
      await expect(approvePhoto(photo, refused.actor)).rejects.toThrow(StaffForbiddenError)
      expect(await sectionCounts(refused.principal, site.id)).not.toHaveProperty('photos')
    }
    const elsewhere = await staff(['moderator'], [otherSiteId])
    await expect(photoQueue(elsewhere.actor, site.id)).rejects.toThrow(StaffForbiddenError)
    await expect(rejectPhoto(photo, elsewhere.actor, { note: 'Nicht erlaubt hier.', baseUrl: BASE_URL })).rejects.toThrow(
      StaffForbiddenError,
    )
    expect((await prisma.photo.findUniqueOrThrow({ where: { id: photo } })).status).toBe('pending')
    // The other site's queue is empty for them: this site's photos are not in it.
    expect((await photoQueue(elsewhere.actor, otherSiteId)).current).toBeNull()
    const admin = await staff(['admin'])
    expect((await photoQueue(admin.actor, site.id)).current?.id).toBe(photo)
    await approvePhoto(photo, admin.actor)
  })
})

let references = 0
async function complaint(reason: string, createdAt: Date, target: { userId?: number; photoId?: number } = {}) {
  references++
  return prisma.complaint.create({
    data: {
      reference: `AMR-TQ${process.pid % 1000}-${references}`,
      siteId: site.id,
      reporterName: 'Kim Reporter',
      reporterEmail: `reporter.${references}@test.amora.example`,
      language: 'en',
      reason,
      text: 'This profile asks everyone for money.',
      targetUserId: target.userId ?? null,
      photoId: target.photoId ?? null,
      createdAt,
    },
  })
}

describe('the complaint queue', () => {
  it('lists undecided notices in the order they are due, and decides them with their measures', async () => {
    const moderator = await staff(['moderator'])
    const reported = await member({ language: 'fr' })
    const photoOwner = await member()
    const photo = await pendingPhoto(photoOwner.id, ago(3))
    await approvePhoto(photo, cliActor('test'))
    // Due in 2 days, in 23 hours (a possible minor: 24 hours), 1 day overdue.
    const later = await complaint('scam', ago(5 * 24), { userId: reported.id })
    const urgent = await complaint('underage', ago(1), { userId: photoOwner.id, photoId: photo })
    const overdue = await complaint('fake_profile', ago(8 * 24), { userId: reported.id })
    expect(await sectionCounts(moderator.principal, site.id)).toMatchObject({ complaints: 3 })

    const list = await listOpenComplaints(moderator.actor, site.id)
    expect(list.map((c) => c.id)).toEqual([overdue.id, urgent.id, later.id])
    expect(list[1]!.dueAt).toEqual(new Date(urgent.createdAt.getTime() + 24 * 3_600_000))
    expect(list[2]!.dueAt).toEqual(new Date(later.createdAt.getTime() + 7 * 24 * 3_600_000))
    expect(list[0]).toMatchObject({
      reference: overdue.reference,
      target: { id: reported.id, name: expect.any(String) },
    })

    const shown = await complaintForStaff(moderator.actor, overdue.id)
    expect(shown).toMatchObject({
      open: true,
      reporter: { kind: 'visitor', name: 'Kim Reporter' },
      target: { id: reported.id, language: 'fr' },
    })

    // Upheld, the profile hidden: the member gets the statement of reasons, the sender the decision.
    const hidden = await decideComplaint(
      moderator.actor,
      overdue.id,
      {
        decision: 'resolved',
        resolution: 'We hid the profile.',
        measure: 'hide_profile',
        statement: 'Votre profil demande de l’argent.',
      },
      BASE_URL,
    )
    expect(hidden).toEqual({ ok: true, status: 'resolved' })
    expect(await prisma.profile.findUniqueOrThrow({ where: { userId: reported.id } })).toMatchObject({
      status: 'disabled',
      searchable: false,
    })
    await expect.poll(() => prisma.outboundEmail.count({ where: { userId: reported.id, template: 'profile-disabled' } })).toBe(1)
    expect(await prisma.complaint.findUniqueOrThrow({ where: { id: overdue.id } })).toMatchObject({
      status: 'resolved',
      resolution: 'We hid the profile.',
    })
    // Decided once: a second decision changes nothing.
    expect(
      await decideComplaint(
        moderator.actor,
        overdue.id,
        { decision: 'rejected', resolution: 'Nothing to do here.', measure: 'none' },
        BASE_URL,
      ),
    ).toEqual({ ok: false, error: 'already_decided' })

    // Upheld, the photo rejected.
    expect(
      await decideComplaint(
        moderator.actor,
        urgent.id,
        {
          decision: 'resolved',
          resolution: 'We removed the photo.',
          measure: 'reject_photo',
          statement: 'Das Foto verstößt gegen die Regeln.',
        },
        BASE_URL,
      ),
    ).toEqual({ ok: true, status: 'resolved' })
    expect((await prisma.photo.findUniqueOrThrow({ where: { id: photo } })).status).toBe('rejected')

    // Rejected: nothing happens to the member.
    expect(
      await decideComplaint(
        moderator.actor,
        later.id,
        { decision: 'rejected', resolution: 'We found no scam.', measure: 'none' },
        BASE_URL,
      ),
    ).toEqual({ ok: true, status: 'rejected' })
    expect(await listOpenComplaints(moderator.actor, site.id)).toEqual([])
    expect(await sectionCounts(moderator.principal, site.id)).toMatchObject({ complaints: 0 })

    const rows = await prisma.auditLog.findMany({ where: { staffId: moderator.id }, orderBy: { id: 'asc' } })
    expect(rows.map((r) => [r.action, r.userId])).toEqual([
      ['profile_disabled', reported.id],
      ['complaint_resolved', reported.id],
      ['photo_rejected', photoOwner.id],
      ['complaint_resolved', photoOwner.id],
      ['complaint_rejected', reported.id],
    ])
    expect(rows.every((r) => r.siteId === site.id && r.ip === '192.0.2.44')).toBe(true)
    expect(rows[1]).toMatchObject({ subjectType: 'complaint', subjectId: overdue.reference })
  })

  it('refuses a measure it cannot take, and staff without complaints.review', async () => {
    const moderator = await staff(['moderator'])
    const notice = await complaint('other', ago(1))
    expect(
      await decideComplaint(
        moderator.actor,
        notice.id,
        {
          decision: 'resolved',
          resolution: 'We removed the photo.',
          measure: 'reject_photo',
          statement: 'Das Foto ist nicht erlaubt.',
        },
        BASE_URL,
      ),
    ).toEqual({ ok: false, error: 'no_photo' })
    for (const roles of [['support'], ['operator']] as Role[][]) {
      const refused = await staff(roles)
      await expect(listOpenComplaints(refused.actor, site.id)).rejects.toThrow(StaffForbiddenError)
      await expect(complaintForStaff(refused.actor, notice.id)).rejects.toThrow(StaffForbiddenError)
      await expect(
        decideComplaint(
          refused.actor,
          notice.id,
          { decision: 'rejected', resolution: 'Nothing to do here.', measure: 'none' },
          BASE_URL,
        ),
      ).rejects.toThrow(StaffForbiddenError)
      expect(await sectionCounts(refused.principal, site.id)).not.toHaveProperty('complaints')
    }
    const elsewhere = await staff(['moderator'], [otherSiteId])
    await expect(complaintForStaff(elsewhere.actor, notice.id)).rejects.toThrow(StaffForbiddenError)
    expect((await prisma.complaint.findUniqueOrThrow({ where: { id: notice.id } })).status).toBe('open')
    const admin = await staff(['admin'])
    expect(
      await decideComplaint(
        admin.actor,
        notice.id,
        { decision: 'rejected', resolution: 'Nothing to do here.', measure: 'none' },
        BASE_URL,
      ),
    ).toEqual({ ok: true, status: 'rejected' })
  })
})

describe('flagged profile texts', () => {
  it('flags contact details when a member saves their texts, and clears the flag when they are gone', async () => {
    const moderator = await staff(['moderator'])
    const user = await member()
    const flagged = () =>
      prisma.profile.findUniqueOrThrow({ where: { userId: user.id }, select: { textFlaggedAt: true, textFlags: true } })
    await saveAboutMe(user.id, 'Ich wandere gern und koche für Freunde.')
    expect(await flagged()).toEqual({ textFlaggedAt: null, textFlags: [] })
    await saveAboutMe(user.id, 'Schreib mir lieber auf WhatsApp: +49 170 1234567')
    const first = await flagged()
    expect(first.textFlags).toEqual(['contact_phone', 'messenger'])
    expect(first.textFlaggedAt).toBeInstanceOf(Date)
    expect((await listFlaggedProfiles(moderator.actor, site.id)).map((p) => p.userId)).toContain(user.id)

    // Editing the profile on /profile keeps the flag while a rule matches, and drops it when none does.
    const form = (await getProfileForEdit(user.id, site, 'en'))!.values
    const edit = (aboutMe: string) => updateProfile(user.id, site, { ...form, about_me: aboutMe, interests: [] })
    expect(await edit('Mail: queued@example.com')).toEqual({ ok: true })
    expect(await flagged()).toEqual({ textFlaggedAt: first.textFlaggedAt, textFlags: ['contact_email', 'link'] })
    expect(await edit('Ich wandere gern.')).toEqual({ ok: true })
    expect(await flagged()).toEqual({ textFlaggedAt: null, textFlags: [] })
  })

  it('lists flagged profiles oldest first; approving or hiding takes them out, audited', async () => {
    const moderator = await staff(['moderator'])
    const later = await member()
    const earlier = await member()
    await saveAboutMe(later.id, 'Besuch meine Seite www.example-dating.com')
    await saveAboutMe(earlier.id, 'Snapchat: queued_anna')
    await prisma.profile.update({ where: { userId: earlier.id }, data: { textFlaggedAt: ago(10) } })
    const before = (await sectionCounts(moderator.principal, site.id)).profiles!
    const ids = (await listFlaggedProfiles(moderator.actor, site.id)).map((p) => p.userId)
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id))
    expect(ids.indexOf(earlier.id)).toBeGreaterThanOrEqual(0)

    expect(await approveProfileText(earlier.id, moderator.actor)).toEqual({ ok: true, changed: true })
    expect(await approveProfileText(earlier.id, moderator.actor)).toEqual({ ok: true, changed: false })
    // Saving the approved texts unchanged does not flag them again.
    await saveAboutMe(earlier.id, 'Snapchat: queued_anna')
    expect((await prisma.profile.findUniqueOrThrow({ where: { userId: earlier.id } })).textFlaggedAt).toBeNull()

    expect(
      (await disableProfile(later.id, moderator.actor, { note: 'Werbung für eine andere Seite.', baseUrl: BASE_URL })).ok,
    ).toBe(true)
    const left = (await listFlaggedProfiles(moderator.actor, site.id)).map((p) => p.userId)
    expect(left).not.toContain(earlier.id)
    expect(left).not.toContain(later.id)
    expect((await sectionCounts(moderator.principal, site.id)).profiles).toBe(before - 2)

    const rows = await prisma.auditLog.findMany({ where: { staffId: moderator.id }, orderBy: { id: 'asc' } })
    expect(rows.map((r) => [r.action, r.userId, r.siteId])).toEqual([
      ['profile_text_approved', earlier.id, site.id],
      ['profile_disabled', later.id, site.id],
    ])
    expect(rows[0]).toMatchObject({ before: { flags: ['messenger'] }, after: { flags: [] }, ip: '192.0.2.44' })
  })

  it('is only for staff with profiles.review on the site', async () => {
    const user = await member()
    await saveAboutMe(user.id, 'Telegram: @queued')
    for (const roles of [['support'], ['operator']] as Role[][]) {
      const refused = await staff(roles)
      await expect(listFlaggedProfiles(refused.actor, site.id)).rejects.toThrow(StaffForbiddenError)
      await expect(approveProfileText(user.id, refused.actor)).rejects.toThrow(StaffForbiddenError)
      expect(await sectionCounts(refused.principal, site.id)).not.toHaveProperty('profiles')
    }
    const elsewhere = await staff(['moderator'], [otherSiteId])
    await expect(approveProfileText(user.id, elsewhere.actor)).rejects.toThrow(StaffForbiddenError)
    expect((await prisma.profile.findUniqueOrThrow({ where: { userId: user.id } })).textFlaggedAt).not.toBeNull()
  })
})
