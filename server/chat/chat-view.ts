// What the chat shows of a member and of a message, and the selects that read them: shared by the
// chat list, one conversation and sending.
import type { MessageType, Prisma } from '../generated/prisma/client.ts'
import { profileAccessSelect } from '../members/profile-access.ts'
import { photoUrl } from '../photos/photo-url.ts'

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
export const chatMemberSelect = {
  userId: true,
  name: true,
  fictional: true,
  user: { select: { photos: partnerProfileSelect.user.select.photos } },
} satisfies Prisma.ProfileSelect

type ChatMemberRow = Prisma.ProfileGetPayload<{ select: typeof chatMemberSelect }>

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
