// Staff sessions (docs/staff.md): a row per login, the cookie holds a random token whose sha256
// is the row's id. Path /staff, HttpOnly, SameSite=Strict, Secure as COOKIE_SECURE says; ends
// after 30 idle minutes or 12 hours, whichever comes first. A session is only "verified" once
// the second factor was given; before that it reaches nothing but the login steps.
import { createHash, randomBytes } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { prisma } from '../db.ts'
import { secureCookies } from '../http/cookies.ts'
import { permissionsOf, type StaffPrincipal, type StaffRoleName } from './permissions.ts'

export const STAFF_IDLE_MS = 30 * 60_000
export const STAFF_ABSOLUTE_MS = 12 * 3600_000
/** Between the password and the second factor. */
export const STAFF_PENDING_MS = 10 * 60_000
/** lastSeenAt is written at most this often. */
const TOUCH_MS = 60_000

/** `__Secure-` where cookies are Secure (the `__Host-` prefix would need Path=/). */
export const staffCookieName = () => (secureCookies() ? '__Secure-amora_staff' : 'amora_staff')
export const STAFF_COOKIE_PATH = '/staff'

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

function serializeStaffCookie(value: string, maxAgeSeconds: number) {
  return serialize(staffCookieName(), value, {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(),
    maxAge: maxAgeSeconds,
  })
}

export const clearStaffCookie = () => serializeStaffCookie('', 0)

export function staffTokenFrom(request: Request): string | null {
  const header = request.headers.get('cookie')
  if (!header) return null
  const token = parse(header)[staffCookieName()]
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null
}

/** Starts an unverified session after a correct password; returns its id and the Set-Cookie header. */
export async function createStaffSession(staffId: number, meta: { ip: string; userAgent: string | null }) {
  const token = randomBytes(32).toString('base64url')
  const id = hashToken(token)
  await prisma.staffSession.create({
    data: {
      id,
      staffId,
      expiresAt: new Date(Date.now() + STAFF_PENDING_MS),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    },
  })
  return { id, cookie: serializeStaffCookie(token, STAFF_ABSOLUTE_MS / 1000) }
}

/** The second factor was given: the session now reaches the console, for at most 12 hours. */
export async function markStaffSessionVerified(sessionId: string) {
  const now = new Date()
  await prisma.staffSession.update({
    where: { id: sessionId },
    data: { verifiedAt: now, lastSeenAt: now, pendingTotpSecret: null, expiresAt: new Date(now.getTime() + STAFF_ABSOLUTE_MS) },
  })
}

export interface StaffSessionInfo {
  id: string
  verified: boolean
  siteId: number | null
  pendingTotpSecret: string | null
  /** Whether the account still has to enrol its authenticator app. */
  needsEnrolment: boolean
  staff: StaffPrincipal
}

const staffColumns = {
  id: true,
  name: true,
  email: true,
  roles: true,
  allSites: true,
  siteIds: true,
  disabledAt: true,
  totpSecret: true,
  passwordHash: true,
} as const

export function principalOf(row: {
  id: number
  name: string
  email: string
  roles: StaffRoleName[]
  allSites: boolean
  siteIds: number[]
}): StaffPrincipal {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    allSites: row.allSites,
    siteIds: row.siteIds,
    permissions: permissionsOf(row.roles),
  }
}

/**
 * The staff session of this request (verified or not), or null: no cookie, unknown, idle for
 * 30 minutes, past its end, or a disabled account. A live one has its idle clock restarted.
 */
export async function readStaffSession(request: Request): Promise<StaffSessionInfo | null> {
  const token = staffTokenFrom(request)
  if (!token) return null
  const id = hashToken(token)
  const row = await prisma.staffSession.findUnique({ where: { id }, include: { staff: { select: staffColumns } } })
  if (!row) return null
  const now = Date.now()
  const idle = row.verifiedAt && now - row.lastSeenAt.getTime() > STAFF_IDLE_MS
  if (row.expiresAt.getTime() <= now || idle || row.staff.disabledAt || !row.staff.passwordHash) {
    await prisma.staffSession.deleteMany({ where: { id } })
    return null
  }
  if (row.verifiedAt && now - row.lastSeenAt.getTime() > TOUCH_MS)
    await prisma.staffSession.update({ where: { id }, data: { lastSeenAt: new Date(now) } })
  return {
    id,
    verified: row.verifiedAt !== null,
    siteId: row.siteId,
    pendingTotpSecret: row.pendingTotpSecret,
    needsEnrolment: row.staff.totpSecret === null,
    staff: principalOf(row.staff),
  }
}

/** Ends this request's staff session; returns the Set-Cookie header that clears the cookie. */
export async function destroyStaffSession(request: Request): Promise<string> {
  const token = staffTokenFrom(request)
  if (token) await prisma.staffSession.deleteMany({ where: { id: hashToken(token) } })
  return clearStaffCookie()
}

/** Every session of the account but `keep` (a password change keeps the one that made it). */
export async function destroyStaffSessions(staffId: number, keep: string | null = null) {
  await prisma.staffSession.deleteMany({ where: { staffId, ...(keep ? { id: { not: keep } } : {}) } })
}

/** The site switcher: which site the console shows in this session. */
export async function setStaffSessionSite(sessionId: string, siteId: number) {
  await prisma.staffSession.update({ where: { id: sessionId }, data: { siteId } })
}

export async function setPendingTotpSecret(sessionId: string, secret: string) {
  await prisma.staffSession.update({ where: { id: sessionId }, data: { pendingTotpSecret: secret } })
}
