// The chat's JSON shapes for /api/chats.php and /api/chat.php (docs/api.md), snake_case like the
// rest of the API. SPEC §3 "Chat list entry": conversation id, messages, profile id,
// num_unread_messages; the store totals: unread messages and new likes.
import type { ChatMember, ChatMessage } from './chat-view.ts'
import type { ChatListEntry, ConversationView } from './read-messages.ts'

export const toMessageJson = (m: ChatMessage) => ({
  id: m.id,
  conversation_id: m.conversationId,
  sender_id: m.senderId,
  own: m.own,
  type: m.type,
  body: m.body,
  gift: m.gift,
  gif_url: m.gifUrl,
  photo_url: m.photoUrl,
  photo_size: m.photoSize,
  credits: m.credits,
  created_at: m.createdAt,
})

export const toMemberJson = (p: ChatMember) => ({ id: p.id, name: p.name, photo: p.photo, fictional: p.fictional })

export const toChatEntryJson = (c: ChatListEntry) => ({
  id: c.conversationId,
  conversation_id: c.conversationId,
  profile_id: c.partner.id,
  profile: toMemberJson(c.partner),
  messages: c.lastMessage ? [toMessageJson(c.lastMessage)] : [],
  num_unread_messages: c.unread,
  last_message_at: c.lastMessageAt,
})

export const toConversationJson = (v: ConversationView) => ({
  conversation_id: v.conversationId,
  profile_id: v.partner.id,
  profile: toMemberJson(v.partner),
  messages: v.messages.map(toMessageJson),
  has_older: v.hasOlder,
  hidden_older: v.hiddenOlder,
  partner_last_read_at: v.partnerLastReadAt,
})
