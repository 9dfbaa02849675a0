// The member 360° view of the staff console (docs/staff.md): finding a member by e-mail, id,
// name or order id, and everything about one account on one page: profile, photos, sessions,
// orders and the credit ledger, complaints by and about them, the e-mails sent and the audit
// trail. Needs members.view on the member's site; what the staff member may do there
// (members.manage, credits.adjust, orders.refund, profiles.review) is answered with it.
import { prisma } from '../db.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { auditForMember } from '../staff/audit.ts'
import { assertStaffMay, staffMay, type StaffPrincipal } from '../staff/permissions.ts'
import { refundable } from '../payments/refunds.ts'
import type { Prisma } from '../generated/prisma/client.ts'

export const MEMBER_SEARCH_LIMIT = 50
/** How many rows of each list the member page shows (newest first). */
export const MEMBER_LIST_LIMIT = 50

export interface MemberSearchResult {
  id: number
  email: string
  name: string | null
  status: string
  signupDate: Date
  credits: number
  /** Found through this order. */
  orderId: number | null
}

/**
 * Members of `siteId` matching `query`: a number is a member id or an order id, an address (with
 * "@") the e-mail or its beginning, other text a part of the profile name or the beginning of
 * the e-mail. Case-insensitive, at most MEMBER_SEARCH_LIMIT.
 */
export async function findMembers(staff: StaffPrincipal, siteId: number, query: string): Promise<MemberSearchResult[]> {
  assertStaffMay(staff, 'members.view', siteId)
  const q = query.trim()
  if (!q) return []
  const select = {
    id: true,
    email: true,
    status: true,
    signupDate: true,
    credits: true,
    profile: { select: { name: true } },
  } as const
  const shape = (u: Prisma.UserGetPayload<{ select: typeof select }>, orderId: number | null = null): MemberSearchResult => ({
    id: u.id,
    email: u.email,
    name: u.profile?.name ?? null,
    status: u.status,
    signupDate: u.signupDate,
    credits: u.credits,
    orderId,
  })
  const id = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null
  if (id !== null) {
    const [byId, order] = await Promise.all([
      prisma.user.findFirst({ where: { id, siteId }, select }),
      prisma.order.findFirst({ where: { id, user: { siteId } }, select: { id: true, user: { select } } }),
    ])
    return [...(byId ? [shape(byId)] : []), ...(order ? [shape(order.user, order.id)] : [])]
  }
  const lower = q.toLowerCase()
  const where: Prisma.UserWhereInput = q.includes('@')
    ? { siteId, email: { startsWith: lower } }
    : {
        siteId,
        OR: [{ email: { startsWith: lower } }, { profile: { name: { contains: q, mode: 'insensitive' } } }],
      }
  const rows = await prisma.user.findMany({ where, select, orderBy: { id: 'desc' }, take: MEMBER_SEARCH_LIMIT })
  return rows.map((u) => shape(u))
}

/** What the staff member may do on this member's site (the page shows those forms only). */
function abilities(staff: StaffPrincipal, siteId: number) {
  return {
    manage: staffMay(staff, 'members.manage', siteId),
    adjustCredits: staffMay(staff, 'credits.adjust', siteId),
    refund: staffMay(staff, 'orders.refund', siteId),
    hideProfile: staffMay(staff, 'profiles.review', siteId),
  }
}

export type MemberAbilities = ReturnType<typeof abilities>

/** Everything about one member for the staff console; null when there is no such member. */
export async function memberOverview(staff: StaffPrincipal, userId: number, auditBefore?: number | null) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      siteId: true,
      site: { select: { domain: true, refundDays: true } },
      email: true,
      status: true,
      credits: true,
      paidUser: true,
      signupDate: true,
      activatedAt: true,
      lastLoginAt: true,
      language: true,
      invisible: true,
      notificationsDisabled: true,
      deletionRequestedAt: true,
      deletionReason: true,
      directDebitBlocked: true,
      trackingNetwork: true,
      trackingRef: true,
    },
  })
  if (!user) return null
  assertStaffMay(staff, 'members.view', user.siteId)
  const now = new Date()
  const [profile, photos, sessions, orders, ledger, complaintsBy, complaintsAbout, emails, audit] = await Promise.all([
    prisma.profile.findUnique({
      where: { userId },
      select: {
        name: true,
        gender: true,
        sexuality: true,
        birthDate: true,
        country: true,
        city: true,
        status: true,
        fictional: true,
        searchable: true,
        aboutMe: true,
        lastActiveAt: true,
      },
    }),
    prisma.photo.findMany({
      where: { userId },
      orderBy: [{ isMain: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, status: true, visibility: true, isMain: true, thumbFilename: true, createdAt: true },
    }),
    prisma.session.findMany({
      where: { userId, expiresAt: { gt: now } },
      orderBy: { lastSeenAt: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: { createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true, ip: true },
    }),
    prisma.order.findMany({
      where: { userId },
      orderBy: { id: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: {
        id: true,
        createdAt: true,
        paidAt: true,
        refundedAt: true,
        status: true,
        provider: true,
        paymentMethod: true,
        amount: true,
        currency: true,
        credits: true,
        paymentId: true,
      },
    }),
    prisma.creditTransaction.findMany({
      where: { userId },
      orderBy: { id: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: { id: true, createdAt: true, delta: true, balanceAfter: true, reason: true, orderId: true, note: true },
    }),
    prisma.complaint.findMany({
      where: { reporterId: userId },
      orderBy: { id: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: { id: true, reference: true, createdAt: true, reason: true, status: true, targetUserId: true },
    }),
    prisma.complaint.findMany({
      where: { targetUserId: userId },
      orderBy: { id: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: { id: true, reference: true, createdAt: true, reason: true, status: true, reporterId: true },
    }),
    prisma.outboundEmail.findMany({
      where: { userId },
      orderBy: { id: 'desc' },
      take: MEMBER_LIST_LIMIT,
      select: { id: true, createdAt: true, sentAt: true, template: true, subject: true, to: true, status: true, error: true },
    }),
    auditForMember(staff, userId, auditBefore),
  ])
  return {
    member: user,
    profile,
    photos: photos.map(({ thumbFilename, ...p }) => ({ ...p, url: photoUrl(thumbFilename) })),
    sessions,
    orders: orders.map((o) => ({
      ...o,
      /** Whether a refund may be asked now; `refund_window`: only "outside the refund period". */
      refund: o.status === 'refunding' ? ('ok' as const) : refundable(o, user.credits, user.site.refundDays, now),
    })),
    ledger,
    complaintsBy,
    complaintsAbout,
    emails,
    audit: audit ?? { rows: [], more: false },
    may: abilities(staff, user.siteId),
  }
}

/** The member a console action is about (members.view on their site), with their site's address; null when missing. */
export async function memberForStaff(staff: StaffPrincipal, userId: number) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, siteId: true, email: true, status: true, site: { select: { domain: true } } },
  })
  if (!user) return null
  assertStaffMay(staff, 'members.view', user.siteId)
  return user
}

/** Whether the order is this member's (a refund from their page refunds only their orders). */
export async function memberHasOrder(userId: number, orderId: number) {
  return (await prisma.order.count({ where: { id: orderId, userId } })) > 0
}
