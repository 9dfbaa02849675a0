// The member 360° view's pages over HTTP (docs/staff.md): the search, and the member page's
// forms. Bad input is a translated message with a 4xx and changes nothing (never a 500); an
// action the staff member's roles do not allow is the console's 403; a refund names only this
// member's orders; a destructive action needs its confirmation box.
import { createHash, randomBytes } from 'node:crypto'
import bcrypt from 'bcrypt'
import { beforeAll, describe, expect, it } from 'vitest'
import { FORM, form, makeMember, ownPage, query, send } from './client.ts'

const PASSWORD = 'Http-Members-Pass-1'
let made = 0

async function staffCookie(roles: string[]) {
  made++
  const [row] = await query<{ id: number }>(
    `insert into "Staff" (email, name, roles, "allSites", "passwordHash", "totpSecret", "updatedAt")
     values ($1, $2, $3::"StaffRole"[], true, $4, 'JBSWY3DPEHPK3PXP', now()) returning id`,
    [`m360.${process.pid}.${made}.${Date.now()}@staff.test`, `M360 Staff ${made}`, roles, await bcrypt.hash(PASSWORD, 4)],
  )
  const token = randomBytes(32).toString('base64url')
  const id = createHash('sha256').update(token).digest('base64url')
  await query(
    `insert into "StaffSession" (id, "staffId", "verifiedAt", "expiresAt") values ($1, $2, now(), now() + interval '1 hour')`,
    [id, row!.id],
  )
  return { cookie: `amora_staff=${token}`, id: row!.id }
}

let support: { cookie: string; id: number }
let moderator: { cookie: string; id: number }
beforeAll(async () => {
  support = await staffCookie(['support'])
  moderator = await staffCookie(['moderator'])
})

const post = (cookie: string, memberId: number | string, fields: Record<string, string>) =>
  send({
    method: 'POST',
    path: `/staff/members/${memberId}`,
    headers: { ...FORM, ...ownPage(), cookie },
    body: form(fields),
  })

const credits = async (id: number) =>
  (await query<{ credits: number }>(`select credits from "User" where id = $1`, [id]))[0]!.credits
const staffRows = (id: number) =>
  query<{ action: string; staffId: number }>(
    `select action, "staffId" from "AuditLog" where "userId" = $1 and "actorType" = 'staff'`,
    [id],
  )

describe('/staff/members', () => {
  it('finds a member by e-mail address; a search too long is a 400 with its message', async () => {
    const m = await makeMember()
    const found = await send({ path: `/staff/members?q=${encodeURIComponent(m.email)}`, headers: { cookie: support.cookie } })
    expect(found.status).toBe(200)
    expect(found.body).toContain(`href="/staff/members/${m.id}"`)
    const long = await send({ path: `/staff/members?q=${'x'.repeat(201)}`, headers: { cookie: support.cookie } })
    expect(long.status).toBe(400)
    expect(long.body).toContain('The search is too long.')
  })
})

describe('/staff/members/:id', () => {
  it('shows the member; an id that is no id, or no member, is a 404', async () => {
    const m = await makeMember()
    const page = await send({ path: `/staff/members/${m.id}`, headers: { cookie: support.cookie } })
    expect(page.status).toBe(200)
    expect(page.body).toContain(m.email)
    for (const id of ['abc', '0', '2000000000', '99999999999'])
      expect((await send({ path: `/staff/members/${id}`, headers: { cookie: support.cookie } })).status).toBe(404)
  })

  it('adjusts credits with a reason; a bad amount or a missing reason is a 400 and changes nothing', async () => {
    const m = await makeMember()
    for (const [amount, note, message] of [
      ['abc', 'x', 'Enter a whole number other than 0'],
      ['0', 'x', 'Enter a whole number other than 0'],
      ['1.5', 'x', 'Enter a whole number other than 0'],
      ['5', '', 'Enter the reason.'],
    ] as const) {
      const res = await post(support.cookie, m.id, { intent: 'adjust-credits', amount, note })
      expect(res.status, amount).toBe(400)
      expect(res.body).toContain(message)
    }
    expect(await credits(m.id)).toBe(0)
    expect(await staffRows(m.id)).toEqual([])
    const ok = await post(support.cookie, m.id, { intent: 'adjust-credits', amount: '7', note: 'goodwill' })
    expect(ok.status).toBe(200)
    expect(ok.body).toContain('The credits are adjusted.')
    expect(await credits(m.id)).toBe(7)
    expect(await staffRows(m.id)).toEqual([{ action: 'credits.adjust', staffId: support.id }])
  })

  it('answers 403 to an action the roles do not allow, and changes nothing', async () => {
    const m = await makeMember()
    const res = await post(moderator.cookie, m.id, { intent: 'adjust-credits', amount: '7', note: 'goodwill' })
    expect(res.status).toBe(403)
    expect(await credits(m.id)).toBe(0)
    expect(await staffRows(m.id)).toEqual([])
  })

  it('deletes only with the confirmation box ticked', async () => {
    const m = await makeMember()
    const unconfirmed = await post(support.cookie, m.id, { intent: 'delete' })
    expect(unconfirmed.status).toBe(400)
    expect(unconfirmed.body).toContain('Tick the box to confirm.')
    const status = async () => (await query<{ status: string }>(`select status from "User" where id = $1`, [m.id]))[0]!.status
    expect(await status()).toBe('active')
    const confirmed = await post(support.cookie, m.id, { intent: 'delete', confirm: 'on' })
    expect(confirmed.status).toBe(200)
    expect(await status()).toBe('deleted')
    expect((await staffRows(m.id)).map((r) => r.action)).toEqual(['purged'])
  })

  it('refunds only this member’s orders; an unknown action or a bad e-mail address is a 400', async () => {
    const owner = await makeMember()
    const other = await makeMember()
    const [order] = await query<{ id: number }>(
      `insert into "Order" ("userId", "packageId", provider, "paymentId", "paymentMethod", status, country, currency, amount, credits, "paidAt")
       select $1, id, 'stripe', $2, 'creditcard', 'paid', 'NL', 'EUR', 499, 15, now() from "CreditPackage" order by id limit 1
       returning id`,
      [owner.id, `pi_http_${owner.id}`],
    )
    const refund = await post(support.cookie, other.id, { intent: 'refund', orderId: String(order!.id), confirm: 'on' })
    expect(refund.status).toBe(400)
    expect(refund.body).toContain('This order is not this member')
    expect((await query<{ status: string }>(`select status from "Order" where id = $1`, [order!.id]))[0]!.status).toBe('paid')
    const badId = await post(support.cookie, owner.id, { intent: 'refund', orderId: '1e3', confirm: 'on' })
    expect(badId.status).toBe(400)
    const unknown = await post(support.cookie, owner.id, { intent: 'make-admin' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toContain('Unknown action.')
    const email = await post(support.cookie, owner.id, { intent: 'change-email', email: 'not an address' })
    expect(email.status).toBe(400)
    expect(email.body).toContain('Enter a valid e-mail address.')
    expect(await staffRows(owner.id)).toEqual([])
    expect(await staffRows(other.id)).toEqual([])
  })
})
