// What a member's data export holds (GDPR Art. 15 and 20, docs/privacy.md): their own data as
// JSON, written out piece by piece (messages a page at a time, so 100,000 messages never sit in
// memory at once), and the list of their own photo files. The parts besides the conversations
// are built in export-sections.ts, with the rule for how other members appear.
import { prisma } from '../db.ts'
import type { Prisma } from '../generated/prisma/client.ts'
import { iso, mainSections, namesAsSeenBy, other, type ExportFile } from './export-sections.ts'

export type { ExportFile }

/** The JSON's format version: a reader can tell what to expect. */
export const EXPORT_FORMAT = 'amora-data-export/1'
const MESSAGE_PAGE = 2000

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
