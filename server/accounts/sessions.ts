// Sessions live in the database; the signed cookie holds only the session id (30 days,
// httpOnly, SameSite=Lax, Secure in production). SPEC §9: auth cookie 30 days.
import { LRUCache } from 'lru-cache'
import { createHmac, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { prisma } from '../db.ts'
import { Prisma, type Profile, type User } from '../generated/prisma/client.ts'
import { getEnv } from '../env.ts'
import { readPlainCookie, secureCookies } from '../http/cookies.ts'
import { EVERYTHING, onInvalidation, publishInvalidation } from '../cache-bus.ts'

export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 3600_000
/** Refresh lastSeenAt (and slide the expiry) at most this often. */
const TOUCH_MS = 5 * 60_000

const SESSION_COOKIE = 'amora_session'
const sessionSecret = () => getEnv().SESSION_SECRET ?? 'development-only-session-secret-do-not-use'

let cookie: ReturnType<typeof createCookie> | undefined
/** Writes the session cookie (React Router's signed cookie); sessionIdFromCookie reads it. */
export function sessionCookie() {
  if (!cookie) {
    cookie = createCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(),
      maxAge: SESSION_MS / 1000,
      secrets: [sessionSecret()],
    })
  }
  return cookie
}

/** Starts a session; `ip` is the client's address from `clientIp(context)` (kept for the member's security overview). */
export async function createSession(userId: number, request: Request, ip: string): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await prisma.session.create({
    data: {
      id,
      userId,
      expiresAt: new Date(Date.now() + SESSION_MS),
      userAgent: request.headers.get('user-agent')?.slice(0, 300),
      ip: ip.slice(0, 64),
    },
  })
  return sessionCookie().serialize(id)
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The session secret as an HMAC key, made once (WebCrypto imported it again for every request). */
let verifyKey: KeyObject | undefined

/**
 * The session id from the signed cookie that `sessionCookie().serialize` wrote (React Router's
 * format: base64 of the JSON value, a dot, the unpadded base64 HMAC-SHA256 of that), verified
 * here with node's crypto: the same check as React Router's `parse`, at a fifth of its cost on
 * every request of a member (docs/performance.md). A test holds the two to the same answers.
 */
export function sessionIdFromCookie(header: string | null): string | null {
  const raw = readPlainCookie(header, SESSION_COOKIE)
  if (!raw || raw.length > 400) return null
  const dot = raw.lastIndexOf('.')
  if (dot <= 0) return null
  const value = raw.slice(0, dot)
  const hash = raw.slice(dot + 1)
  // Strict base64 (node's decoder would skip stray characters that atob refuses).
  if (!BASE64.test(value) || !BASE64.test(hash)) return null
  const given = Buffer.from(hash, 'base64')
  verifyKey ??= createSecretKey(Buffer.from(sessionSecret(), 'utf8'))
  const expected = createHmac('sha256', verifyKey).update(value).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const id: unknown = JSON.parse(Buffer.from(value, 'base64').toString('latin1'))
    return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null
  } catch {
    return null
  }
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  return sessionIdFromCookie(request.headers.get('cookie'))
}

/** The member as a request sees them: every column but the password hash, which only the
 * password checks read (by their own query). */
export type MemberColumns = Omit<User, 'passwordHash'>
export type SessionUser = MemberColumns & { profile: Profile | null; sessionId: string }

/** The user's columns the session read selects: all of them (from the schema) but the hash. */
const memberColumns = Prisma.raw(
  Object.values(Prisma.UserScalarFieldEnum)
    .filter((column) => column !== 'passwordHash')
    .map((column) => `u."${column}"`)
    .join(', '),
)

/**
 * What the one statement below returns: the user's columns, the session's and the profile as JSON.
 * An enum array comes back from a raw statement unparsed, so it is read again as text[] (and a
 * NULL list as empty, which is how Prisma reads it).
 */
type SessionRow = MemberColumns & {
  sessionNotificationsDisabled: User['notificationsDisabled']
  sessionExpiresAt: Date
  sessionLastSeenAt: Date
  sessionProfile: Record<string, unknown> | null
}

/**
 * The profile's date columns, which JSON carries as text. Typed so that a date column added to the
 * schema and not listed here is a compile error (and tests/integration/accounts.test.ts compares the
 * whole member with what Prisma reads).
 */
const profileDates: Record<DateKeys<Profile>, true> = {
  birthDate: true,
  lastActiveAt: true,
  createdAt: true,
  updatedAt: true,
  textFlaggedAt: true,
}
type DateKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Date ? K : never }[keyof T]

/** A profile row as `to_jsonb` gives it: timestamps without a zone (stored as UTC) and dates as text. */
function profileFromJson(json: Record<string, unknown> | null): Profile | null {
  if (!json) return null
  const profile = { ...json }
  for (const key of Object.keys(profileDates)) {
    const value = profile[key]
    if (typeof value === 'string') profile[key] = new Date(value.length === 10 ? value : `${value}Z`)
  }
  return profile as unknown as Profile
}

/**
 * The poll's session reads (docs/performance.md, issue 38): a member's tab asks user, chats and
 * likes together, so the poll's fast path (server/http/fast-api.ts) marks its requests and their
 * member is read once for SESSION_CACHE_MS and kept per process. Only those requests use it: pages
 * and every write read the session afresh. Ending sessions (log out, password change, deletion)
 * drops the member's entries here at once and on every other process through the cache bus; the
 * short lifetime bounds anything else (a status changed by staff, credits moved elsewhere).
 */
export const SESSION_CACHE_MS = 2_000
const cachedReads = new WeakSet<Request>()
const sessionCache = new LRUCache<string, { user: SessionUser | null }>({ max: 20_000, ttl: SESSION_CACHE_MS })
let sessionCacheListening = false

/** Lets this request's session be read from the poll's short cache (see SESSION_CACHE_MS). */
export function readSessionThroughCache(request: Request): void {
  if (!sessionCacheListening) {
    sessionCacheListening = true
    onInvalidation('sessions', forgetCachedSessions)
  }
  cachedReads.add(request)
}

/**
 * A request of the member's that may change what the poll shows (any method but GET and HEAD):
 * the session's cached read goes when it starts and again when it is answered, so the member's
 * next poll in this process reads afresh.
 */
export function forgetCachedSession(cookieHeader: string | null): void {
  const id = sessionCache.size ? sessionIdFromCookie(cookieHeader) : null
  if (id) sessionCache.delete(id)
}

function forgetCachedSessions(userKey: string) {
  if (userKey === EVERYTHING) return sessionCache.clear()
  const userId = Number(userKey)
  for (const [id, entry] of sessionCache.entries()) if (entry.user?.id === userId) sessionCache.delete(id)
}

/** Tells every process that this member's sessions ended (their cached reads go too). */
async function sessionsEnded(userId: number | null) {
  await publishInvalidation('sessions', userId ?? EVERYTHING)
}

/**
 * The logged-in member of this request (the user with the profile), or null (no cookie, unknown
 * or expired session, deleted account). One statement, as every page asks: Prisma's nested
 * include took three (session, user, profile).
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const id = await sessionIdFrom(request)
  if (!id) return null
  if (!cachedReads.has(request)) return readSessionUser(id)
  const cached = sessionCache.get(id)
  if (cached) return cached.user
  const user = await readSessionUser(id)
  sessionCache.set(id, { user })
  return user
}

async function readSessionUser(id: string): Promise<SessionUser | null> {
  const [row] = await prisma.$queryRaw<SessionRow[]>`
    select ${memberColumns}, coalesce(u."notificationsDisabled"::text[], '{}') as "sessionNotificationsDisabled",
           s."expiresAt" as "sessionExpiresAt", s."lastSeenAt" as "sessionLastSeenAt", to_jsonb(p) as "sessionProfile"
      from "Session" s
      join "User" u on u.id = s."userId"
      left join "Profile" p on p."userId" = u.id
     where s.id = ${id}`
  if (!row || row.sessionExpiresAt <= new Date() || row.status === 'deleted' || row.status === 'pending_deletion') {
    return null
  }
  const {
    sessionExpiresAt: _expiresAt,
    sessionLastSeenAt: lastSeenAt,
    sessionProfile,
    sessionNotificationsDisabled: notificationsDisabled,
    ...columns
  } = row
  const user: MemberColumns = { ...columns, notificationsDisabled }
  const profile = profileFromJson(sessionProfile)
  if (Date.now() - lastSeenAt.getTime() > TOUCH_MS) {
    const now = new Date()
    await prisma.session.update({ where: { id }, data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) } })
    if (profile) await prisma.profile.update({ where: { userId: user.id }, data: { lastActiveAt: now } })
  }
  return { ...user, profile, sessionId: id }
}

/** To the login page, which comes back to this request's page. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url)
  return redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

export async function requireAnonymous(request: Request) {
  if (await getSessionUser(request)) throw redirect('/members')
}

/** Ends this request's session; returns the Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request): Promise<string> {
  const id = await sessionIdFrom(request)
  if (id) {
    const [ended] = await prisma.$queryRaw<{ userId: number }[]>`DELETE FROM "Session" WHERE id = ${id} RETURNING "userId"`
    sessionCache.delete(id)
    if (ended) await sessionsEnded(ended.userId)
  }
  return sessionCookie().serialize('', { maxAge: 0 })
}

export async function destroyOtherSessions(userId: number, keepSessionId: string | null) {
  await prisma.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } })
  await sessionsEnded(userId)
}

/** For code that deletes a member's sessions itself (inside its own transaction): after the commit. */
export async function afterSessionsDeleted(userId: number) {
  await sessionsEnded(userId)
}

const LOCAL_ORIGIN = 'http://internal.invalid'

/**
 * A safe place to go after login or a form: a path on this site, returned in the URL parser's own
 * serialisation (so no tab, CR, LF or NUL survives, and non-ASCII is percent-encoded), else
 * `fallback`. Browsers drop tabs and newlines from URLs, so "/\t/evil.example" is "//evil.example":
 * the check runs on what the browser would read, not on the raw text.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/members') {
  if (typeof to !== 'string' || to.length > 2000 || !to.startsWith('/')) return fallback
  let url: URL
  try {
    url = new URL(to, LOCAL_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== LOCAL_ORIGIN) return fallback
  const target = url.pathname + url.search + url.hash
  return target.startsWith('//') || target.startsWith('/\\') ? fallback : target
}
