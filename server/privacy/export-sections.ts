// The parts of a member's data export besides the conversations (export-content.ts): account,
// profile, photos, preferences, likes, orders, ledger, consents, complaints, sessions, history,
// notification log. Other members appear only as the member saw them: an id and a profile name
// while that profile is shown to them, never an e-mail address, a photo, a block they made or
// anything else of theirs.
import { prisma } from '../db.ts'

/** A file the ZIP carries besides data.json: its path in the ZIP and its storage key. */
export interface ExportFile {
  path: string
  key: string
}

/** Another member as the exporting member could see them: null name when they are no longer shown. */
export interface OtherMember {
  memberId: number
  name: string | null
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

/**
 * Names of the given members as `userId` sees them: shown on the site (an active, visible
 * profile) and not blocking `userId`. Blocks `userId` made do not hide a name: they know it.
 */
export async function namesAsSeenBy(userId: number, siteId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id !== userId)
  if (!unique.length) return new Map()
  const rows = await prisma.profile.findMany({
    where: { userId: { in: unique }, siteId, searchable: true, user: { blocksMade: { none: { blockedId: userId } } } },
    select: { userId: true, name: true },
  })
  return new Map(rows.map((r) => [r.userId, r.name]))
}

export function other(names: Map<number, string>, id: number): OtherMember {
  return { memberId: id, name: names.get(id) ?? null }
}

/** The account, profile, preferences and everything else small enough to read at once. */
async function readAccount(userId: number) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: {
      site: { select: { name: true, domain: true } },
      profile: {
        include: { region: { select: { name: true } }, interests: { include: { interest: { select: { slug: true } } } } },
      },
      photos: { orderBy: { sortOrder: 'asc' } },
      emailPreferences: true,
      pushSubscriptions: { select: { createdAt: true, userAgent: true, lastPushedAt: true, lastPushedMessage: true } },
      sessions: {
        orderBy: { createdAt: 'desc' },
        select: { createdAt: true, lastSeenAt: true, expiresAt: true, userAgent: true, ip: true },
      },
      likesSent: { orderBy: { createdAt: 'asc' }, select: { toUserId: true, source: true, createdAt: true } },
      likesReceived: { orderBy: { createdAt: 'asc' }, select: { fromUserId: true, createdAt: true } },
      swipePasses: { orderBy: { createdAt: 'asc' }, select: { toUserId: true, createdAt: true } },
      blocksMade: { orderBy: { createdAt: 'asc' }, select: { blockedId: true, createdAt: true } },
      visitsMade: { orderBy: { visitedAt: 'asc' }, select: { visitedId: true, visitedAt: true } },
      orders: {
        orderBy: { createdAt: 'asc' },
        include: { package: { select: { tier: true } }, discountCode: { select: { code: true } } },
      },
      creditTransactions: { orderBy: { id: 'asc' } },
      discountCodes: { orderBy: { createdAt: 'asc' } },
      discountRedemptions: { orderBy: { createdAt: 'asc' }, include: { code: { select: { code: true } } } },
      directDebitRequests: { orderBy: { createdAt: 'asc' } },
      directDebitMandates: { orderBy: { signedAt: 'asc' } },
      complaintsMade: { orderBy: { createdAt: 'asc' } },
      complaintsReceived: {
        orderBy: { createdAt: 'asc' },
        select: { reference: true, reason: true, status: true, createdAt: true, resolvedAt: true },
      },
      auditLogs: { orderBy: { createdAt: 'asc' }, select: { action: true, actorType: true, ip: true, createdAt: true } },
      dataExports: {
        orderBy: { createdAt: 'asc' },
        select: { requestedBy: true, status: true, createdAt: true, readyAt: true, expiresAt: true },
      },
    },
  })
  const [emails, pageEvents] = await Promise.all([
    prisma.outboundEmail.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { to: true, template: true, language: true, subject: true, status: true, createdAt: true, sentAt: true },
    }),
    prisma.pageEvent.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { path: true, kind: true, createdAt: true },
    }),
  ])
  return { user, emails, pageEvents }
}

type Account = Awaited<ReturnType<typeof readAccount>>

function accountSection(user: Account['user']) {
  return {
    memberId: user.id,
    site: user.site,
    email: user.email,
    status: user.status,
    language: user.language,
    signupDate: iso(user.signupDate),
    activatedAt: iso(user.activatedAt),
    lastLoginAt: iso(user.lastLoginAt),
    premium: user.paidUser,
    credits: user.credits,
    invisible: user.invisible,
    notificationsDisabled: user.notificationsDisabled,
    signupStepsDone: user.signupStepsDone,
    directDebitBlocked: user.directDebitBlocked,
    deletionRequestedAt: iso(user.deletionRequestedAt),
    deletionReason: user.deletionReason,
    deletionNote: user.deletionNote,
    trackingAtSignup: {
      network: user.trackingNetwork,
      ref: user.trackingRef,
      sub1: user.trackingSub1,
      sub2: user.trackingSub2,
      sub3: user.trackingSub3,
    },
  }
}

function profileSection(profile: Account['user']['profile']) {
  if (!profile) return null
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    birthDate: profile.birthDate.toISOString().slice(0, 10),
    country: profile.country,
    region: profile.region?.name ?? null,
    city: profile.city,
    latitude: profile.latitude,
    longitude: profile.longitude,
    signupReason: profile.signupReason,
    tattoos: profile.tattoos,
    hairColor: profile.hairColor,
    eyeColor: profile.eyeColor,
    bodyType: profile.bodyType,
    relationshipStatus: profile.relationshipStatus,
    aboutMe: profile.aboutMe,
    signupMessage: profile.signupMessage,
    interests: profile.interests.map((i) => i.interest.slug),
    status: profile.status,
    // Texts held for a moderator's look (shared/members/text-flags.ts): when, and which rules matched.
    textFlaggedAt: profile.textFlaggedAt ? iso(profile.textFlaggedAt) : null,
    textFlags: profile.textFlags,
    createdAt: iso(profile.createdAt),
    updatedAt: iso(profile.updatedAt),
  }
}

/** Everything but the conversations, with the photo files the ZIP carries. */
export async function mainSections(userId: number) {
  const { user, emails, pageEvents } = await readAccount(userId)
  const names = await namesAsSeenBy(userId, user.siteId, [
    ...user.likesSent.map((l) => l.toUserId),
    ...user.likesReceived.map((l) => l.fromUserId),
    ...user.swipePasses.map((s) => s.toUserId),
    ...user.blocksMade.map((b) => b.blockedId),
    ...user.visitsMade.map((v) => v.visitedId),
  ])
  const photoFiles: ExportFile[] = user.photos.map((p) => ({ path: `photos/${p.id}.webp`, key: p.filename }))
  const sections = {
    account: accountSection(user),
    profile: profileSection(user.profile),
    photos: user.photos.map((p) => ({
      file: `photos/${p.id}.webp`,
      visibility: p.visibility,
      status: p.status,
      main: p.isMain,
      width: p.width,
      height: p.height,
      uploadedAt: iso(p.createdAt),
      reviewedAt: iso(p.reviewedAt),
    })),
    preferences: {
      language: user.language,
      invisible: user.invisible,
      email: user.emailPreferences.map((e) => ({ type: e.type, enabled: e.enabled })),
      pushDevices: user.pushSubscriptions.map((s) => ({
        subscribedAt: iso(s.createdAt),
        browser: s.userAgent,
        lastPushedAt: iso(s.lastPushedAt),
        lastPushedMessage: s.lastPushedMessage,
      })),
    },
    likesGiven: user.likesSent.map((l) => ({ member: other(names, l.toUserId), source: l.source, at: iso(l.createdAt) })),
    likesReceived: user.likesReceived.map((l) => ({ member: other(names, l.fromUserId), at: iso(l.createdAt) })),
    swipePasses: user.swipePasses.map((s) => ({ member: other(names, s.toUserId), at: iso(s.createdAt) })),
    blocksMade: user.blocksMade.map((b) => ({ member: other(names, b.blockedId), at: iso(b.createdAt) })),
    profileVisitsMade: user.visitsMade.map((v) => ({ member: other(names, v.visitedId), lastVisitAt: iso(v.visitedAt) })),
    orders: user.orders.map((o) => ({
      orderId: o.id,
      package: o.package.tier,
      provider: o.provider,
      paymentMethod: o.paymentMethod,
      status: o.status,
      country: o.country,
      currency: o.currency,
      amountMinor: o.amount,
      discountMinor: o.discountAmount,
      discountCode: o.discountCode?.code ?? null,
      credits: o.credits,
      repeatable: o.repeatable,
      createdAt: iso(o.createdAt),
      paidAt: iso(o.paidAt),
      refundedAt: iso(o.refundedAt),
      withdrawalWaiver: o.withdrawalWaiverAt
        ? { givenAt: iso(o.withdrawalWaiverAt), textVersion: o.withdrawalWaiverVersion, language: o.withdrawalWaiverLanguage }
        : null,
    })),
    creditLedger: user.creditTransactions.map((c) => ({
      change: c.delta,
      balanceAfter: c.balanceAfter,
      reason: c.reason,
      orderId: c.orderId,
      messageId: c.messageId,
      note: c.note,
      at: iso(c.createdAt),
    })),
    discountCodes: user.discountCodes.map((d) => ({
      code: d.code,
      kind: d.kind,
      percentage: d.valuePercentage,
      status: d.status,
      expiresAt: iso(d.expiresAt),
      createdAt: iso(d.createdAt),
    })),
    discountsUsed: user.discountRedemptions.map((r) => ({
      code: r.code.code,
      orderId: r.orderId,
      paidAt: iso(r.paidAt),
      createdAt: iso(r.createdAt),
    })),
    consents: {
      emailNotifications: user.emailPreferences.map((e) => ({ type: e.type, enabled: e.enabled })),
      pushNotifications: user.pushSubscriptions.map((s) => ({ givenAt: iso(s.createdAt), browser: s.userAgent })),
      directDebitMandates: user.directDebitRequests.map((d) => ({
        holder: d.holder,
        iban: d.iban,
        address: { street: d.street, houseNumber: d.houseNumber, postalCode: d.postalCode, city: d.city },
        phone: d.phone,
        orderId: d.orderId,
        requestedAt: iso(d.createdAt),
        endedAt: iso(d.endedAt),
      })),
      signedDirectDebitMandates: user.directDebitMandates.map((m) => ({
        reference: m.reference,
        creditor: { name: m.creditorName, address: m.creditorAddress, identifier: m.creditorId },
        holder: m.holder,
        iban: m.iban,
        textVersion: m.textVersion,
        signedAt: iso(m.signedAt),
        revokedAt: iso(m.revokedAt),
      })),
    },
    complaintsFiled: user.complaintsMade.map((c) => ({
      reference: c.reference,
      reason: c.reason,
      text: c.text,
      status: c.status,
      resolution: c.resolution,
      createdAt: iso(c.createdAt),
      resolvedAt: iso(c.resolvedAt),
    })),
    // Who reported the member and what they wrote is the reporter's data: only the notice's facts.
    complaintsAboutYou: user.complaintsReceived.map((c) => ({
      reference: c.reference,
      reason: c.reason,
      status: c.status,
      createdAt: iso(c.createdAt),
      resolvedAt: iso(c.resolvedAt),
    })),
    sessions: user.sessions.map((s) => ({
      loggedInAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      browser: s.userAgent,
      ip: s.ip,
    })),
    accountHistory: user.auditLogs.map((a) => ({ action: a.action, by: a.actorType, ip: a.ip, at: iso(a.createdAt) })),
    notificationLog: emails.map((e) => ({
      to: e.to,
      template: e.template,
      language: e.language,
      subject: e.subject,
      status: e.status,
      createdAt: iso(e.createdAt),
      sentAt: iso(e.sentAt),
    })),
    pageEvents: pageEvents.map((p) => ({ path: p.path, kind: p.kind, at: iso(p.createdAt) })),
    dataExports: user.dataExports.map((d) => ({
      requestedBy: d.requestedBy === 'member' ? 'member' : 'support',
      status: d.status,
      requestedAt: iso(d.createdAt),
      readyAt: iso(d.readyAt),
      expiresAt: iso(d.expiresAt),
    })),
  }
  return { sections, photoFiles, siteId: user.siteId }
}
