// The moderator queues' forms over real HTTP (docs/staff.md): bad input is a 400 with the
// translated message, never a 500; ids that are no ids are refused; a GET changes nothing.
import { createHash, randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { FORM, form, makeMember, ownPage, query, send } from './client.ts'

let cookie: string
let complaintId: number
let photoId: number | null

beforeAll(async () => {
  const [staff] = await query<{ id: number }>(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, 'Http Queues', array['moderator']::"StaffRole"[], true, 'not-a-hash', 'JBSWY3DPEHPK3PXP', now()) returning id`,
    [`http.queues.${process.pid}.${Date.now()}@staff.test`],
  )
  const token = randomBytes(32).toString('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt") values ($1, $2, now(), now() + interval '1 hour')`,
    [createHash('sha256').update(token).digest('base64url'), staff!.id],
  )
  cookie = `amora_staff=${token}`
  const reported = await makeMember({ name: 'Reported' })
  const [complaint] = await query<{ id: number }>(
    `insert into "Complaint" (reference, "siteId", reason, text, "targetUserId")
     select $1, "siteId", 'scam', 'This profile asks for money.', id from "User" where id = $2 returning id`,
    [`AMR-HQ-${process.pid}-${Date.now()}`, reported.id],
  )
  complaintId = complaint!.id
  const [photo] = await query<{ id: number }>(`select id from "Photo" where status = 'pending' order by id limit 1`)
  photoId = photo?.id ?? null
})

/** A message as the page shows it (the page also carries all its texts as JSON, in quotes). */
const shown = (message: string) => `>${message}<`

const post = (path: string, fields: Record<string, string>) =>
  send({ method: 'POST', path, headers: { ...FORM, ...ownPage(), cookie }, body: form(fields) })

describe('the photo queue', () => {
  it('refuses a rejection without a reason, and ids that are no ids, with 400 and the message', async () => {
    const missing = await post('/staff/photos', { intent: 'reject', photoId: String(photoId ?? 1), note: '' })
    expect(missing.status).toBe(400)
    expect(missing.body).toContain(shown('Write the reason.'))
    const short = await post('/staff/photos', { intent: 'reject', photoId: String(photoId ?? 1), note: 'no' })
    expect(short.status).toBe(400)
    expect(short.body).toContain(shown('Write at least 10 characters.'))
    for (const id of ['abc', '1.0', '99999999999', '']) {
      const res = await post('/staff/photos', { intent: 'approve', photoId: id })
      expect(res.status, id).toBe(400)
    }
    const unknown = await post('/staff/photos', { intent: 'approve', photoId: '2147483647' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toContain(shown('This photo no longer exists.'))
    const intent = await post('/staff/photos', { intent: 'delete', photoId: '1' })
    expect(intent.status).toBe(400)
    if (photoId) {
      const [row] = await query<{ status: string }>(`select status::text from "Photo" where id = $1`, [photoId])
      expect(row!.status).toBe('pending')
    }
  })

  it('reads odd query parameters as nothing, and a GET changes nothing', async () => {
    const res = await send({ path: '/staff/photos?photo=abc&after=-1&done=approved', headers: { cookie } })
    expect(res.status).toBe(200)
    expect(res.body).toContain('Photos waiting for review')
    // The messages below are in the page only when a form was refused.
    expect(res.body).not.toContain(shown('Write the reason.'))
  })
})

describe('a notice', () => {
  it('refuses a measure with a rejected notice and a measure without a statement, with 400', async () => {
    const path = `/staff/complaints/${complaintId}`
    const rejected = await post(path, { decision: 'rejected', resolution: 'Nothing to do here.', measure: 'hide_profile' })
    expect(rejected.status).toBe(400)
    expect(rejected.body).toContain(shown('A measure needs an upheld notice.'))
    const noStatement = await post(path, { decision: 'resolved', resolution: 'We hid the profile.', measure: 'hide_profile' })
    expect(noStatement.status).toBe(400)
    expect(noStatement.body).toContain(shown('Write the reason.'))
    const noDecision = await post(path, { resolution: 'We hid the profile.' })
    expect(noDecision.status).toBe(400)
    expect(noDecision.body).toContain(shown('Choose upheld or rejected.'))
    const [row] = await query<{ status: string }>(`select status::text from "Complaint" where id = $1`, [complaintId])
    expect(row!.status).toBe('open')
    expect((await send({ path: '/staff/complaints/abc', headers: { cookie } })).status).toBe(404)
    expect((await send({ path: '/staff/complaints/2147483647', headers: { cookie } })).status).toBe(404)
  })
})

describe('flagged profiles', () => {
  it('refuses hiding without a reason and unknown profiles, with 400', async () => {
    const noReason = await post('/staff/profiles', { intent: 'hide', userId: '1', note: '' })
    expect(noReason.status).toBe(400)
    expect(noReason.body).toContain(shown('Write the reason.'))
    const unknown = await post('/staff/profiles', { intent: 'approve', userId: '2147483647' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toContain(shown('This profile no longer exists.'))
    expect((await post('/staff/profiles', { intent: 'approve', userId: 'x' })).status).toBe(400)
  })
})
