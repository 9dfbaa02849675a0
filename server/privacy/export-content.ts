// What a member's data export holds (GDPR Art. 15 and 20, docs/privacy.md): their own data as
// JSON, written out piece by piece (messages a page at a time, so 100,000 messages never sit in
// memory at once), and the list of their own photo files. Other members appear only as the
// member saw them: an id and a profile name while that profile is shown to them, never an
// e-mail address, a photo, a block they made or anything else of theirs.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'

/** The JSON's format version: a reader can tell what to expect. */
export const EXPORT_FORMAT = 'amora-data-export/1'
const MESSAGE_PAGE = 2000

/** A file the ZIP carries besides data.json: its path in the ZIP and its storage key. */
export interface ExportFile {
  path: string
  key: string
}

/** Another member as the exporting member could see them: null name when they are no longer shown. */
interface OtherMember {
  memberId: number
  name: string | null
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null)

/**
 * Names of the given members as `userId` sees them: shown on the site (an active, visible
 * profile) and not blocking `userId`. Blocks `userId` made do not hide a name: they know it.
 */
async function namesAsSeenBy(userId: number, siteId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id !== userId)
  if (!unique.length) return new Map()
  const rows = await prisma.profile.findMany({
    where: { userId: { in: unique }, siteId, searchable: true, user: { blocksMade: { none: { blockedId: userId } } } },
    select: { userId: true, name: true },
  })
  return new Map(rows.map((r) => [r.userId, r.name]))
}

function other(names: Map<number, string>, id: number): OtherMember {
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
    createdAt: iso(profile.createdAt),
    updatedAt: iso(profile.updatedAt),
  }
}

/** Everything but the conversations, with the photo files the ZIP carries. */
async function mainSections(userId: number) {
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

const messageSelect = {
  id: true,
  senderId: true,
  type: true,
  body: true,
  gifUrl: true,
  credits: true,
  createdAt: true,
  gift: { select: { slug: true } },
  chatPhoto: { select: { filename: true } },
} satisfies Prisma.MessageSelect
type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>

function messageJson(m: MessageRow, userId: number, files: ExportFile[]) {
  const own = m.senderId === userId
  let photo: string | null = null
  if (m.chatPhoto) {
    // Pictures the member sent are theirs; a picture received is the sender's and stays out.
    if (own) {
      photo = `chat-photos/${m.id}.webp`
      files.push({ path: photo, key: m.chatPhoto.filename })
    } else photo = 'received (not included)'
  }
  return {
    messageId: m.id,
    from: own ? 'me' : 'them',
    type: m.type,
    text: m.body,
    gift: m.gift?.slug ?? null,
    gif: m.gifUrl,
    photo,
    ...(own ? { credits: m.credits } : {}),
    sentAt: iso(m.createdAt),
  }
}

/**
 * data.json as a stream of text pieces, and the files to add once it is written (the chat photos
 * are known only after the messages are read). Conversations are those the member is part of,
 * removed from their list or not; messages come oldest first, a page at a time.
 */
export async function exportDocument(userId: number, now = new Date()) {
  const { sections, photoFiles, siteId } = await mainSections(userId)
  const files: ExportFile[] = [...photoFiles]
  async function* pieces(): AsyncGenerator<string> {
    const head = JSON.stringify({ format: EXPORT_FORMAT, exportedAt: now.toISOString(), ...sections }, null, 2)
    yield `${head.slice(0, -2)},\n  "conversations": [`
    const memberships = await prisma.conversationMember.findMany({
      where: { userId },
      orderBy: { conversationId: 'asc' },
      select: {
        conversationId: true,
        removedAt: true,
        lastReadAt: true,
        conversation: { select: { createdAt: true, initiatorId: true, members: { select: { userId: true } } } },
      },
    })
    const partners = memberships.map((m) => m.conversation.members.find((p) => p.userId !== userId)?.userId ?? null)
    const names = await namesAsSeenBy(
      userId,
      siteId,
      partners.filter((p): p is number => p !== null),
    )
    for (const [index, membership] of memberships.entries()) {
      const partner = partners[index] ?? null
      const header = {
        conversationId: membership.conversationId,
        with: partner === null ? { memberId: null, name: null } : other(names, partner),
        startedBy: membership.conversation.initiatorId === userId ? 'me' : 'them',
        startedAt: iso(membership.conversation.createdAt),
        removedFromMyListAt: iso(membership.removedAt),
        lastReadAt: iso(membership.lastReadAt),
      }
      const open = JSON.stringify(header, null, 2).replace(/\n/g, '\n    ')
      yield `${index ? ',' : ''}\n    ${open.slice(0, -6)},\n      "messages": [`
      let after = 0
      let first = true
      for (;;) {
        const page = await prisma.message.findMany({
          where: { conversationId: membership.conversationId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: MESSAGE_PAGE,
          select: messageSelect,
        })
        if (!page.length) break
        const text = page.map((m) => `\n        ${JSON.stringify(messageJson(m, userId, files))}`).join(',')
        yield `${first ? '' : ','}${text}`
        first = false
        after = page[page.length - 1]!.id
        if (page.length < MESSAGE_PAGE) break
      }
      yield `${first ? '' : '\n      '}]\n    }`
    }
    yield `${memberships.length ? '\n  ' : ''}]\n}\n`
  }
  return { pieces, files }
}
