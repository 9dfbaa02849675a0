// The staff console's foundation (docs/staff.md): permissions per role in the services, the
// two-step login with TOTP and recovery codes, lockouts, sessions, the audit trail and its
// append-only table.
import { describe, expect, it } from 'vitest'
import { prisma } from '../../server/db.ts'
import { permissionsOf, staffRoles, type StaffRoleName } from '../../shared/staff/permissions.ts'
import { assertStaffMay, cliActor, consoleActor, StaffForbiddenError } from '../../server/staff/permissions.ts'
import {
  changeOwnStaffPassword,
  changeStaffRoles,
  completeStaffSetup,
  createStaff,
  listStaff,
  resetStaffTwoFactor,
  setStaffDisabled,
  StaffAccountError,
} from '../../server/staff/accounts.ts'
import { auditForMember, auditForStaff, recordStaffAction } from '../../server/staff/audit.ts'
import {
  confirmStaffEnrolment,
  staffLogin,
  StaffLoginError,
  startStaffEnrolment,
  verifyStaffSecondFactor,
} from '../../server/staff/login.ts'
import { principalOf, readStaffSession, STAFF_IDLE_MS } from '../../server/staff/sessions.ts'
import { totpCode } from '../../server/staff/two-factor.ts'
import { approvePhoto } from '../../server/photos/photo-review.ts'
import { setSiteText } from '../../server/sites/manage-site-texts.ts'
import { DemoStaffRefused, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET, seedDemoStaff } from '../../server/staff/demo-staff.ts'

const PASSWORD = 'Correct-Horse-42'
let made = 0

/** A staff account with a password, its app enrolled with `secret`. */
async function makeStaff(roles: StaffRoleName[], options: { secret?: string | null; siteIds?: number[] } = {}) {
  made++
  const admin = cliActor('test')
  const { staff } = await createStaff(admin, {
    email: `staff.${process.pid}.${made}@staff.test`,
    name: `Staff ${made}`,
    roles,
    allSites: !options.siteIds,
    siteIds: options.siteIds ?? [],
    password: PASSWORD,
  })
  const secret = options.secret === undefined ? 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' : options.secret
  if (secret) await prisma.staff.update({ where: { id: staff.id }, data: { totpSecret: secret } })
  return { ...staff, principal: principalOf(staff), secret }
}

/** The cookie header a browser would send back after `Set-Cookie`. */
const cookieOf = (setCookie: string) => setCookie.split(';')[0]!
const requestWith = (cookie: string) => new Request('http://localhost/staff', { headers: { cookie } })
let ipCounter = 0
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`

describe('demo staff', () => {
  // First in this file: the database has no staff account yet, as a fresh demo.
  it('are made only for the embedded demo, one per role with the printed TOTP secret', async () => {
    await expect(seedDemoStaff(prisma, { embeddedDatabase: false })).rejects.toBeInstanceOf(DemoStaffRefused)
    expect(await prisma.staff.count()).toBe(0)
    expect(await seedDemoStaff(prisma, { embeddedDatabase: true })).toBe(true)
    const demo = await prisma.staff.findMany({ where: { email: { in: DEMO_STAFF.map((s) => s.email) } } })
    expect(demo.map((s) => s.roles[0]).sort()).toEqual([...staffRoles].sort())
    expect(demo.every((s) => s.totpSecret === DEMO_STAFF_TOTP_SECRET && s.allSites)).toBe(true)
    // Once there is staff, a restart makes none.
    expect(await seedDemoStaff(prisma, { embeddedDatabase: true })).toBe(false)
  })
})

describe('roles and permissions', () => {
  it('gives each role its permissions, admin all of them, and checks the site', async () => {
    expect([...permissionsOf(['moderator'])]).toEqual(expect.arrayContaining(['photos.review', 'complaints.review']))
    expect(permissionsOf(['moderator']).has('staff.manage')).toBe(false)
    expect(permissionsOf(['support']).has('orders.refund')).toBe(true)
    expect(permissionsOf(['operator']).has('members.view')).toBe(false)
    expect(permissionsOf(['admin']).size).toBe(permissionsOf(staffRoles).size)
    const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
    const scoped = await makeStaff(['moderator'], { siteIds: [site.id] })
    expect(() => assertStaffMay(scoped.principal, 'photos.review', site.id)).not.toThrow()
    expect(() => assertStaffMay(scoped.principal, 'photos.review', site.id + 1000)).toThrow(StaffForbiddenError)
    expect(() => assertStaffMay(scoped.principal, 'staff.manage')).toThrow(StaffForbiddenError)
    expect(() => assertStaffMay(cliActor('cli'), 'staff.manage')).not.toThrow()
  })

  it('refuses in the service, not only in the route: a support agent cannot approve photos or manage staff', async () => {
    const support = await makeStaff(['support'])
    const photo = await prisma.photo.findFirstOrThrow({ where: { status: 'pending' } })
    await expect(approvePhoto(photo.id, consoleActor(support.principal, '192.0.2.1'))).rejects.toThrow(StaffForbiddenError)
    expect((await prisma.photo.findUniqueOrThrow({ where: { id: photo.id } })).status).toBe('pending')
    await expect(listStaff(consoleActor(support.principal, null))).rejects.toThrow(StaffForbiddenError)
    const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
    await expect(setSiteText(site.id, 'de', 'index_title', 'x', consoleActor(support.principal, null))).rejects.toThrow(
      StaffForbiddenError,
    )
  })

  it('lets a moderator approve a photo, audited with the staff id, site, IP and before/after', async () => {
    const moderator = await makeStaff(['moderator'])
    const photo = await prisma.photo.findFirstOrThrow({ where: { status: 'pending' }, orderBy: { id: 'desc' } })
    await approvePhoto(photo.id, consoleActor(moderator.principal, '192.0.2.7'))
    const row = await prisma.auditLog.findFirstOrThrow({ where: { staffId: moderator.id, action: 'photo_approved' } })
    expect(row).toMatchObject({
      actorType: 'staff',
      actorName: moderator.name,
      userId: photo.userId,
      ip: '192.0.2.7',
      subjectType: 'photo',
      subjectId: String(photo.id),
      before: { status: 'pending' },
      after: { status: 'active' },
    })
    expect(row.siteId).not.toBeNull()
    // The member 360° view reads it per member (members.view), the staff page per staff member.
    const forMember = await auditForMember(moderator.principal, photo.userId)
    expect(forMember?.rows.map((r) => r.id)).toContain(row.id)
    expect((await auditForStaff(moderator.principal, moderator.id)).rows[0]!.id).toBe(row.id)
    const operator = await makeStaff(['operator'])
    await expect(auditForMember(operator.principal, photo.userId)).rejects.toThrow(StaffForbiddenError)
    await expect(auditForStaff(operator.principal, moderator.id)).rejects.toThrow(StaffForbiddenError)
  })
})

describe('the audit table', () => {
  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const row = await prisma.$transaction((tx) => recordStaffAction(tx, cliActor('tester'), { action: 'test.append_only' }))
    await expect(prisma.auditLog.update({ where: { id: row.id }, data: { action: 'changed' } })).rejects.toThrow(/append-only/)
    await expect(prisma.auditLog.delete({ where: { id: row.id } })).rejects.toThrow(/append-only/)
    await expect(prisma.$executeRawUnsafe('TRUNCATE "AuditLog"')).rejects.toThrow(/append-only/)
    expect((await prisma.auditLog.findUniqueOrThrow({ where: { id: row.id } })).action).toBe('test.append_only')
  })

  it("keeps a deleted member's rows (only the link to the member is cleared)", async () => {
    const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
    const user = await prisma.user.create({
      data: { siteId: site.id, email: `gone.${Date.now()}@staff.test`, passwordHash: 'x' },
    })
    const row = await prisma.$transaction((tx) =>
      recordStaffAction(tx, cliActor('tester'), { action: 'test.gone', userId: user.id }),
    )
    await prisma.user.delete({ where: { id: user.id } })
    expect(await prisma.auditLog.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      userId: null,
      action: 'test.gone',
    })
  })
})

describe('staff login', () => {
  it('answers an unknown address, a disabled account and a wrong password alike', async () => {
    const staff = await makeStaff(['support'])
    const disabled = await makeStaff(['support'])
    await setStaffDisabled(cliActor('test'), disabled.id, true)
    const attempts = [
      { email: 'nobody@staff.test', password: PASSWORD },
      { email: staff.email, password: 'wrong-password-1' },
      { email: disabled.email, password: PASSWORD },
    ]
    for (const attempt of attempts)
      await expect(staffLogin({ ...attempt, ip: freshIp(), userAgent: null })).rejects.toMatchObject({ code: 'failed' })
  })

  it('needs the code from the app; a code works once; the session is verified only then', async () => {
    const staff = await makeStaff(['moderator'])
    const ip = freshIp()
    const { cookie } = await staffLogin({ email: staff.email.toUpperCase(), password: PASSWORD, ip, userAgent: 'test' })
    const request = requestWith(cookieOf(cookie))
    const half = await readStaffSession(request)
    expect(half).toMatchObject({ verified: false, needsEnrolment: false })
    await expect(verifyStaffSecondFactor(half!, '000000', ip)).rejects.toMatchObject({ code: 'failed' })
    const code = totpCode(staff.secret!)
    await verifyStaffSecondFactor(half!, code, ip)
    expect((await readStaffSession(request))?.verified).toBe(true)
    // The same code again (a second login within the same 30 seconds) is refused.
    const second = await staffLogin({ email: staff.email, password: PASSWORD, ip, userAgent: null })
    const secondSession = await readStaffSession(requestWith(cookieOf(second.cookie)))
    await expect(verifyStaffSecondFactor(secondSession!, code, ip)).rejects.toBeInstanceOf(StaffLoginError)
    expect(await prisma.auditLog.count({ where: { staffId: staff.id, action: 'staff.login' } })).toBe(1)
  })

  it('enrols the app on the first login, shows ten recovery codes, and each works once', async () => {
    const staff = await makeStaff(['moderator'], { secret: null })
    const ip = freshIp()
    const first = await staffLogin({ email: staff.email, password: PASSWORD, ip, userAgent: null })
    const session = await readStaffSession(requestWith(cookieOf(first.cookie)))
    expect(session?.needsEnrolment).toBe(true)
    const enrolment = await startStaffEnrolment(session!)
    expect(enrolment.svg).toMatch(/^<svg/)
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`)
    // The page shown again keeps the same secret.
    expect((await startStaffEnrolment((await readStaffSession(requestWith(cookieOf(first.cookie))))!)).secret).toBe(
      enrolment.secret,
    )
    const pending = (await readStaffSession(requestWith(cookieOf(first.cookie))))!
    const codes = await confirmStaffEnrolment(pending, totpCode(enrolment.secret), ip)
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    expect(await prisma.staffRecoveryCode.count({ where: { staffId: staff.id, codeHash: { in: codes } } })).toBe(0)
    expect((await readStaffSession(requestWith(cookieOf(first.cookie))))?.verified).toBe(true)

    const login = async () =>
      (await readStaffSession(
        requestWith(cookieOf((await staffLogin({ email: staff.email, password: PASSWORD, ip, userAgent: null })).cookie)),
      ))!
    await verifyStaffSecondFactor(await login(), codes[3]!.toUpperCase(), ip)
    await expect(verifyStaffSecondFactor(await login(), codes[3]!, ip)).rejects.toMatchObject({ code: 'failed' })
    await verifyStaffSecondFactor(await login(), codes[4]!.replace('-', ''), ip)
    expect(
      await prisma.auditLog.count({
        where: { staffId: staff.id, action: 'staff.login', data: { equals: { method: 'recovery_code' } } },
      }),
    ).toBe(2)
  })

  it('locks the address after five wrong passwords, and after five wrong codes', async () => {
    const staff = await makeStaff(['support'])
    for (let i = 0; i < 4; i++)
      await expect(
        staffLogin({ email: staff.email, password: `wrong-${i}`, ip: freshIp(), userAgent: null }),
      ).rejects.toMatchObject({ code: 'failed' })
    await expect(staffLogin({ email: staff.email, password: 'wrong-5', ip: freshIp(), userAgent: null })).rejects.toMatchObject({
      code: 'locked',
    })
    await expect(staffLogin({ email: staff.email, password: PASSWORD, ip: freshIp(), userAgent: null })).rejects.toMatchObject({
      code: 'locked',
    })

    const other = await makeStaff(['support'])
    const ip = freshIp()
    const { cookie } = await staffLogin({ email: other.email, password: PASSWORD, ip, userAgent: null })
    const session = (await readStaffSession(requestWith(cookieOf(cookie))))!
    for (let i = 0; i < 4; i++)
      await expect(verifyStaffSecondFactor(session, '123456', ip)).rejects.toMatchObject({ code: 'failed' })
    await expect(verifyStaffSecondFactor(session, '123456', ip)).rejects.toMatchObject({ code: 'locked' })
    expect(await readStaffSession(requestWith(cookieOf(cookie)))).toBeNull()
    await expect(staffLogin({ email: other.email, password: PASSWORD, ip: freshIp(), userAgent: null })).rejects.toMatchObject({
      code: 'locked',
    })
  })
})

describe('staff sessions', () => {
  async function verifiedSession(staff: Awaited<ReturnType<typeof makeStaff>>) {
    const ip = freshIp()
    const { cookie, id } = await staffLogin({ email: staff.email, password: PASSWORD, ip, userAgent: null })
    await prisma.staffSession.update({
      where: { id },
      data: { verifiedAt: new Date(), expiresAt: new Date(Date.now() + 3600_000) },
    })
    return { request: requestWith(cookieOf(cookie)), id, cookie }
  }

  it('sets a cookie of its own: path /staff, HttpOnly, SameSite=Strict', async () => {
    const staff = await makeStaff(['support'])
    const { cookie } = await staffLogin({ email: staff.email, password: PASSWORD, ip: freshIp(), userAgent: null })
    expect(cookie).toMatch(/^amora_staff=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('Path=/staff')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
  })

  it('ends after 30 idle minutes, on disabling, on a two-factor reset, and other sessions on a password change', async () => {
    const staff = await makeStaff(['support'])
    const idle = await verifiedSession(staff)
    await prisma.staffSession.update({
      where: { id: idle.id },
      data: { lastSeenAt: new Date(Date.now() - STAFF_IDLE_MS - 1000) },
    })
    expect(await readStaffSession(idle.request)).toBeNull()

    const mine = await verifiedSession(staff)
    const other = await verifiedSession(staff)
    await changeOwnStaffPassword(staff.principal, mine.id, { current: PASSWORD, password: 'Another-Good-Pass-7' }, '192.0.2.3')
    expect(await readStaffSession(mine.request)).not.toBeNull()
    expect(await readStaffSession(other.request)).toBeNull()
    await expect(
      changeOwnStaffPassword(staff.principal, mine.id, { current: 'wrong', password: 'Another-Good-Pass-8' }, null),
    ).rejects.toMatchObject({
      code: 'wrong_password',
    })

    await resetStaffTwoFactor(cliActor('test'), staff.id)
    expect(await readStaffSession(mine.request)).toBeNull()
    const again = await makeStaff(['support'])
    const live = await verifiedSession(again)
    await setStaffDisabled(cliActor('test'), again.id, true)
    expect(await readStaffSession(live.request)).toBeNull()
  })
})

describe('staff accounts', () => {
  it('an admin creates an account with a set-up link that works once, changes roles, and is audited', async () => {
    const admin = await makeStaff(['admin'])
    const actor = consoleActor(admin.principal, '192.0.2.50')
    const { staff, setupToken } = await createStaff(actor, {
      email: `new.${Date.now()}@staff.test`,
      name: 'Newcomer',
      roles: ['moderator'],
      allSites: true,
      siteIds: [],
    })
    expect(staff.passwordHash).toBeNull()
    await expect(
      createStaff(actor, { email: staff.email, name: 'Twice', roles: ['support'], allSites: true, siteIds: [] }),
    ).rejects.toMatchObject({
      code: 'email_taken',
    })
    await completeStaffSetup(setupToken!, 'Newcomer-Password-1')
    await expect(completeStaffSetup(setupToken!, 'Newcomer-Password-2')).rejects.toBeInstanceOf(StaffAccountError)
    await changeStaffRoles(actor, staff.id, { roles: ['moderator', 'support'], allSites: true, siteIds: [] })
    await expect(changeStaffRoles(actor, admin.id, { roles: ['support'], allSites: true, siteIds: [] })).rejects.toMatchObject({
      code: 'own_account',
    })
    const rows = await prisma.auditLog.findMany({
      where: { subjectType: 'staff', subjectId: String(staff.id) },
      orderBy: { id: 'asc' },
    })
    expect(rows.map((r) => r.action)).toEqual(['staff.create', 'staff.password_set', 'staff.roles'])
    expect(rows[2]).toMatchObject({
      staffId: admin.id,
      ip: '192.0.2.50',
      before: { roles: ['moderator'] },
      after: { roles: ['moderator', 'support'] },
    })
  })

  it('an admin limited to one site cannot grant all sites', async () => {
    const site = await prisma.site.findFirstOrThrow({ where: { domain: 'localhost' } })
    const admin = await makeStaff(['admin'], { siteIds: [site.id] })
    await expect(
      createStaff(consoleActor(admin.principal, null), {
        email: `wide.${Date.now()}@staff.test`,
        name: 'Wide',
        roles: ['support'],
        allSites: true,
        siteIds: [],
      }),
    ).rejects.toMatchObject({ code: 'sites_not_allowed' })
  })
})
