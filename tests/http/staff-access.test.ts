// Every /staff route refuses a visitor, a member, a half-finished login, a logged-out session and
// a session ended by a password change (404, as for a page that does not exist), and a staff
// member without the route's permission (403). The table below must list every /staff route of
// app/routes.ts: a new console route fails this test until it is added here (docs/staff.md).
import { beforeAll, describe, expect, it } from 'vitest'
import { permissionsOf, type Permission } from '../../shared/staff/permissions.ts'
import { FORM, form, makeMember, ownPage, query, send, sessionFor } from './client.ts'
import { routeTargets } from './route-targets.ts'
import { makeStaff, STAFF_PASSWORD as PASSWORD, staffSession } from './staff-client.ts'

/** What each console route needs: a permission, any staff session, or nothing (the login steps). */
const STAFF_ROUTES: Record<string, Permission | 'staff' | 'public'> = {
  '/staff/login': 'public',
  '/staff/setup': 'public',
  '/staff': 'staff',
  '/staff/logout': 'staff',
  '/staff/site': 'staff',
  '/staff/account': 'staff',
  '/staff/accounts': 'staff.manage',
  '/staff/accounts/:id': 'staff.manage',
  '/staff/accounts/:id/audit': 'audit.view',
  '/staff/photos': 'photos.review',
  '/staff/complaints': 'complaints.review',
  '/staff/complaints/:id': 'complaints.review',
  '/staff/profiles': 'profiles.review',
  '/staff/settings': 'settings.manage',
  '/staff/settings/texts': 'settings.manage',
  '/staff/settings/packages': 'settings.manage',
  '/staff/settings/discounts': 'settings.manage',
  '/staff/settings/gifts': 'settings.manage',
  '/staff/members': 'members.view',
  '/staff/members/:id': 'members.view',
  '/staff/dashboard': 'dashboard.view',
  '/staff/inbox': 'inbox.answer',
  '/staff/inbox/events': 'inbox.answer',
  '/staff/inbox/figures': 'inbox.answer',
  '/staff/inbox/personas': 'inbox.manage',
  '/staff/inbox/:id': 'inbox.answer',
  '/staff/*': 'staff',
}

const consoleRoutes = routeTargets().filter((t) => t.pattern === '/staff' || t.pattern.startsWith('/staff/'))
let adminId: number
/** A notice for /staff/complaints/:id (the other :id routes take the admin's staff id). */
let complaintId: number
let memberId: number
let claimedConversationId: number
const cookies: Record<string, string> = {}

beforeAll(async () => {
  adminId = await makeStaff(['admin'])
  const [complaint] = await query<{ id: number }>(
    `insert into "Complaint" (reference, "siteId", reason, text)
     select $1, id, 'other', 'A notice for the access test.' from "Site" order by id limit 1 returning id`,
    [`AMR-HTTP-${process.pid}-${Date.now()}`],
  )
  complaintId = complaint!.id
  const operatorId = await makeStaff(['operator'])
  cookies.admin = (await staffSession(adminId)).cookie
  cookies.operator = (await staffSession(operatorId)).cookie
  cookies.support = (await staffSession(await makeStaff(['support']))).cookie
  // A conversation between a member and a fictional profile that the admin holds (the inbox).
  const [fictional] = await query<{ userId: number; siteId: number }>(
    `select "userId", "siteId" from "Profile" where fictional order by "userId" limit 1`,
  )
  const member = await makeMember()
  const [low, high] = [fictional!.userId, member.id].sort((a, b) => a - b)
  const [conversation] = await query<{ id: number }>(
    `insert into "Conversation" ("siteId", "initiatorId", "memberLowId", "memberHighId") values ($1, $2, $3, $4) returning id`,
    [fictional!.siteId, member.id, low, high],
  )
  claimedConversationId = conversation!.id
  await query(
    `insert into "InboxClaim" ("conversationId", "staffId", "claimedAt", "expiresAt") values ($1, $2, now(), now() + interval '1 hour')`,
    [claimedConversationId, adminId],
  )
  cookies.halfLogin = (await staffSession(adminId, false)).cookie
  const ended = await staffSession(adminId)
  await query(`delete from "StaffSession" where id = $1`, [ended.id])
  cookies.loggedOut = ended.cookie
  memberId = (await makeMember()).id
  cookies.member = await sessionFor(memberId)
  // A password change through the console ends the account's other sessions.
  const changer = await makeStaff(['support'])
  const own = await staffSession(changer)
  const other = await staffSession(changer)
  const change = await send({
    method: 'POST',
    path: '/staff/account',
    headers: { ...FORM, ...ownPage(), cookie: own.cookie },
    body: form({ current: PASSWORD, password: 'Http-Staff-Pass-2', confirm: 'Http-Staff-Pass-2' }),
  })
  expect(change.status).toBe(200)
  cookies.afterPasswordChange = other.cookie
})

/** The id an :id route is shown with: the test's claimed conversation, complaint or member; a staff account page the admin. */
const idFor = (pattern: string) =>
  pattern.startsWith('/staff/inbox/')
    ? claimedConversationId
    : pattern.startsWith('/staff/complaints/')
      ? complaintId
      : pattern.startsWith('/staff/members/')
        ? memberId
        : adminId
const urlOf = (pattern: string) => pattern.replace(':id', String(idFor(pattern))).replace('*', 'no-such-section')

describe('the staff route table', () => {
  it('lists every /staff route of app/routes.ts', () => {
    expect(consoleRoutes.map((r) => r.pattern).sort()).toEqual(Object.keys(STAFF_ROUTES).sort())
  })
})

describe.each(consoleRoutes.filter((r) => STAFF_ROUTES[r.pattern] !== 'public'))('$pattern', (route) => {
  const need = STAFF_ROUTES[route.pattern]!
  const methods = route.hasAction ? ['GET', 'POST'] : ['GET']

  it.each(['visitor', 'member', 'halfLogin', 'loggedOut', 'afterPasswordChange'])('answers 404 to a %s', async (who) => {
    for (const method of methods) {
      const res = await send({
        method,
        path: urlOf(route.pattern),
        headers: { ...(cookies[who] ? { cookie: cookies[who] } : {}), ...(method === 'POST' ? { ...FORM, ...ownPage() } : {}) },
        body: method === 'POST' ? form({ intent: 'roles', roles: 'admin' }) : undefined,
      })
      expect(res.status, `${method} ${route.pattern}`).toBe(404)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.body).not.toContain('data-testid="staff-console"')
    }
  })

  if (need !== 'staff')
    it(`answers 403 to staff without ${need}`, async () => {
      for (const method of methods) {
        const res = await send({
          method,
          path: urlOf(route.pattern),
          // The operator holds the inbox's permissions; support holds none of them.
          headers: {
            cookie: permissionsOf(['operator']).has(need as Permission) ? cookies.support! : cookies.operator!,
            ...(method === 'POST' ? { ...FORM, ...ownPage() } : {}),
          },
          body: method === 'POST' ? form({ intent: 'roles', roles: 'admin' }) : undefined,
        })
        expect(res.status, `${method} ${route.pattern}`).toBe(403)
      }
    })

  it('lets staff with the permission in, never cached', async () => {
    const res = await send({ path: urlOf(route.pattern), headers: { cookie: cookies.admin! } })
    // The inbox's event stream adds no-transform (no proxy may buffer it).
    expect(res.headers['cache-control']).toBe(route.pattern === '/staff/inbox/events' ? 'no-store, no-transform' : 'no-store')
    if (route.pattern === '/staff/*') expect(res.status).toBe(404)
    else expect([200, 302]).toContain(res.status)
  })
})

describe('staff and member sessions stay apart', () => {
  it('a staff cookie is no member session', async () => {
    const res = await send({ path: '/profile', headers: { cookie: cookies.admin! } })
    expect(res.status).toBe(302)
    expect(res.headers.location).toMatch(/^\/login/)
  })

  it('the login page is open to anyone, uncached, and does not tell who is staff', async () => {
    const page = await send({ path: '/staff/login' })
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    const attempt = (email: string, from: string) =>
      send({
        method: 'POST',
        path: '/staff/login',
        from,
        headers: { ...FORM, ...ownPage() },
        body: form({ intent: 'password', email, password: 'Wrong-Password-9' }),
      })
    const [row] = await query<{ email: string }>(`select email from "Staff" where id = $1`, [adminId])
    const unknown = await attempt('nobody@staff.test', '127.9.9.1')
    const wrong = await attempt(row!.email, '127.9.9.2')
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    const message = 'The e-mail address, password or code is wrong.'
    expect(unknown.body).toContain(message)
    expect(wrong.body).toContain(message)
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a console form sent from another site', async () => {
    const res = await send({
      method: 'POST',
      path: '/staff/accounts',
      headers: { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: cookies.admin! },
      body: form({ email: 'x@staff.test', name: 'X', roles: 'admin', allSites: 'on' }),
    })
    expect(res.status).toBe(403)
  })
})
