// Sessions live in the database; the signed cookie holds only the session id (30 days,
// httpOnly, SameSite=Lax, Secure in production). SPEC §9: auth cookie 30 days.
import { randomBytes } from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { prisma } from '../db.ts'
import { getEnv } from '../env.ts'
import { secureCookies } from '../http/cookies.ts'

export const SESSION_DAYS = 30
const SESSION_MS = SESSION_DAYS * 24 * 3600_000
/** Refresh lastSeenAt (and slide the expiry) at most this often. */
const TOUCH_MS = 5 * 60_000

let cookie: ReturnType<typeof createCookie> | undefined
function sessionCookie() {
  if (!cookie) {
    const env = getEnv()
    cookie = createCookie('amora_session', {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies(),
      maxAge: SESSION_MS / 1000,
      secrets: [env.SESSION_SECRET ?? 'development-only-session-secret-do-not-use'],
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

async function sessionIdFrom(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get('cookie'))
  return typeof value === 'string' && value.length <= 100 ? value : null
}

export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>

/** The logged-in member of this request, or null (no cookie, unknown or expired session, deleted account). */
export async function getSessionUser(request: Request) {
  const id = await sessionIdFrom(request)
  if (!id) return null
  const session = await prisma.session.findUnique({
    where: { id },
    include: { user: { include: { profile: true } } },
  })
  if (
    !session ||
    session.expiresAt <= new Date() ||
    session.user.status === 'deleted' ||
    session.user.status === 'pending_deletion'
  ) {
    return null
  }
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_MS) {
    const now = new Date()
    await prisma.session.update({ where: { id }, data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_MS) } })
    if (session.user.profile) await prisma.profile.update({ where: { userId: session.userId }, data: { lastActiveAt: now } })
  }
  return { ...session.user, sessionId: id }
}

export async function requireUser(request: Request) {
  const user = await getSessionUser(request)
  if (!user) throw loginRedirect(request)
  return user
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
  if (id) await prisma.session.deleteMany({ where: { id } })
  return sessionCookie().serialize('', { maxAge: 0 })
}

export async function destroyOtherSessions(userId: number, keepSessionId: string | null) {
  await prisma.session.deleteMany({ where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) } })
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
