// What the chat shows of a member and of a message, and the selects that read them: shared by the
// chat list, one conversation and sending.
import { Prisma, type MessageType } from '../generated/prisma/client.ts'
import { profileAccessSelect } from '../members/profile-access.ts'
import { photoUrl } from '../photos/photo-url.ts'
import { prisma } from '../db.ts'

export interface ChatMember {
  id: number
  name: string
  photo: string | null
  fictional: boolean
}

export interface ChatMessage {
  id: number
  conversationId: number
  senderId: number
  own: boolean
  type: MessageType
  body: string | null
  gift: { id: number; slug: string; icon: string; credits: number } | null
  gifUrl: string | null
  /** A photo message's picture: a signed address for the two members, with its size. */
  photoUrl: string | null
  photoSize: { width: number; height: number } | null
  credits: number
  createdAt: string
}

/** The other member of a conversation, with what the visibility rule needs (isShowable). */
export const partnerProfileSelect = {
  ...profileAccessSelect,
  user: {
    select: {
      status: true,
      invisible: true,
      photos: {
        where: { isMain: true, status: 'active', visibility: 'public' },
        take: 1,
        select: { thumbFilename: true },
      },
    },
  },
} satisfies Prisma.ProfileSelect

export type PartnerProfile = Prisma.ProfileGetPayload<{ select: typeof partnerProfileSelect }>

/** What the chat list shows of a partner (the list's own SQL has checked they may be reached). */
type ChatMemberRow = Pick<PartnerProfile, 'userId' | 'name' | 'fictional'> & { user: { photos: { thumbFilename: string }[] } }

/** The public main photo's thumbnail of member `userId` (as partnerProfileSelect reads it), as a LATERAL subquery. */
export const chatMemberThumbSql = (userId: Prisma.Sql) => Prisma.sql`
  SELECT ph."thumbFilename" FROM "Photo" ph
   WHERE ph."userId" = ${userId} AND ph."isMain" AND ph.status = 'active' AND ph.visibility = 'public'
   LIMIT 1`

export const toChatMember = (p: ChatMemberRow): ChatMember => ({
  id: p.userId,
  name: p.name,
  photo: p.user.photos[0] ? photoUrl(p.user.photos[0].thumbFilename) : null,
  fictional: p.fictional,
})

export const messageSelect = {
  id: true,
  conversationId: true,
  senderId: true,
  type: true,
  body: true,
  gifUrl: true,
  credits: true,
  createdAt: true,
  gift: { select: { id: true, slug: true, icon: true, credits: true } },
  chatPhoto: { select: { filename: true, width: true, height: true } },
} satisfies Prisma.MessageSelect

export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>

const { gift: giftSelect, chatPhoto: chatPhotoSelect, ...messageColumns } = messageSelect

/**
 * Messages as `messageSelect` reads them, with their gifts and photos asked for only when some
 * message has one: Prisma's nested select sent both relation queries even when every id was null
 * (two of the chat list's round trips on every poll).
 */
export async function findMessageRows(
  args: Omit<Prisma.MessageFindManyArgs, 'select' | 'include' | 'omit'>,
): Promise<MessageRow[]> {
  const rows = await prisma.message.findMany({ ...args, select: { ...messageColumns, giftId: true, chatPhotoId: true } })
  const ids = (key: 'giftId' | 'chatPhotoId') => [...new Set(rows.flatMap((row) => (row[key] === null ? [] : [row[key]])))]
  const giftIds = ids('giftId')
  const photoIds = ids('chatPhotoId')
  const [gifts, photos] = await Promise.all([
    giftIds.length ? prisma.gift.findMany({ where: { id: { in: giftIds } }, select: giftSelect.select }) : [],
    photoIds.length
      ? prisma.chatPhoto.findMany({ where: { id: { in: photoIds } }, select: { id: true, ...chatPhotoSelect.select } })
      : [],
  ])
  const giftOf = new Map(gifts.map((gift) => [gift.id, gift]))
  const photoOf = new Map(photos.map(({ id, ...photo }) => [id, photo]))
  return rows.map(({ giftId, chatPhotoId, ...row }) => ({
    ...row,
    gift: giftId === null ? null : (giftOf.get(giftId) ?? null),
    chatPhoto: chatPhotoId === null ? null : (photoOf.get(chatPhotoId) ?? null),
  }))
}

/** A message as SQL columns (`messageSelect`'s, with gift and chat photo joined), for statements that read more than messages. */
export interface MessageColumns {
  messageId: number | null
  messageSenderId: number | null
  messageType: MessageType | null
  messageBody: string | null
  messageGifUrl: string | null
  messageCredits: number | null
  messageCreatedAt: Date | null
  gift: { id: number; slug: string; icon: string; credits: number } | null
  chatPhoto: { filename: string; width: number; height: number } | null
}

/**
 * The columns of MessageColumns from message alias `m` (its conversation is the row's
 * "conversationId"), gift alias `g` and chat photo alias `cp` (both LEFT JOINed by the message's ids).
 */
export const chatMessageColumnsSql = (m: string, g: string, cp: string) => {
  const [message, gift, photo] = [m, g, cp].map((alias) => Prisma.raw(`"${alias}"`))
  return Prisma.sql`
    ${message}.id AS "messageId", ${message}."senderId" AS "messageSenderId", ${message}.type::text AS "messageType",
    ${message}.body AS "messageBody", ${message}."gifUrl" AS "messageGifUrl", ${message}.credits AS "messageCredits",
    ${message}."createdAt" AS "messageCreatedAt",
    CASE WHEN ${gift}.id IS NULL THEN NULL
         ELSE json_build_object('id', ${gift}.id, 'slug', ${gift}.slug, 'icon', ${gift}.icon, 'credits', ${gift}.credits) END AS gift,
    CASE WHEN ${photo}.id IS NULL THEN NULL
         ELSE json_build_object('filename', ${photo}.filename, 'width', ${photo}.width, 'height', ${photo}.height) END AS "chatPhoto"`
}

/** The MessageRow of a row with MessageColumns and a "conversationId" (messageId not null). */
export const messageRowOf = (row: MessageColumns & { conversationId: number }): MessageRow => ({
  id: row.messageId!,
  conversationId: row.conversationId,
  senderId: row.messageSenderId!,
  type: row.messageType!,
  body: row.messageBody,
  gifUrl: row.messageGifUrl,
  credits: row.messageCredits!,
  createdAt: row.messageCreatedAt!,
  gift: row.gift,
  chatPhoto: row.chatPhoto,
})

export function toChatMessage(m: MessageRow, viewerId: number): ChatMessage {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    own: m.senderId === viewerId,
    type: m.type,
    body: m.body,
    gift: m.gift,
    gifUrl: m.gifUrl,
    photoUrl: m.chatPhoto ? photoUrl(m.chatPhoto.filename) : null,
    photoSize: m.chatPhoto ? { width: m.chatPhoto.width, height: m.chatPhoto.height } : null,
    credits: m.senderId === viewerId ? m.credits : 0,
    createdAt: m.createdAt.toISOString(),
  }
}
