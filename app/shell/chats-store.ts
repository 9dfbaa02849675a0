// The member's chat list as last fetched from GET /api/chats.php (SPEC §4 Polling: the poll refetches
// user, chats and likes). The poll (activity.ts) and the chats page publish here; while /chats is
// open its list follows the member's event stream: a message, a read or a removed chat reloads it
// (order, last message, unread), one request at a time.
import { useEffect, useRef, useState } from 'react'
import { fetchJson } from './http.ts'
import { onMemberEvent } from './member-stream.ts'
import type { MemberStreamEvent } from '../../shared/realtime/member-events.ts'
import type { toChatEntryJson, toMessageJson } from '../../server/chat/chat-json.ts'
import type { ChatListEntry } from '../../server/chat/read-messages.ts'

type ChatEntryJson = ReturnType<typeof toChatEntryJson>
type MessageJson = ReturnType<typeof toMessageJson>

export interface ChatsJson {
  chats: ChatEntryJson[]
  totals: { unread_messages: number; new_likes: number }
}

type Listener = (chats: ChatsJson) => void
const listeners = new Set<Listener>()

export function onChats(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let inFlight: Promise<ChatsJson | null> | null = null
let again = false

/** Fetches the chat list and tells every listener; a call while one is on its way asks once more after it. */
export function reloadChats(): Promise<ChatsJson | null> {
  if (inFlight) {
    again = true
    return inFlight
  }
  inFlight = fetchJson<ChatsJson>('/api/chats.php', {}, 1)
    .then((chats) => {
      for (const listener of listeners) listener(chats)
      return chats
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null
      if (again) {
        again = false
        void reloadChats()
      }
    })
  return inFlight
}

const fromMessageJson = (m: MessageJson): ChatListEntry['lastMessage'] => ({
  id: m.id,
  conversationId: m.conversation_id,
  senderId: m.sender_id,
  own: m.own,
  type: m.type,
  body: m.body,
  gift: m.gift,
  gifUrl: m.gif_url,
  photoUrl: m.photo_url,
  photoSize: m.photo_size,
  credits: m.credits,
  createdAt: m.created_at,
})

/** A list entry of /api/chats.php as the page's loader gives it. */
export function chatEntryFromJson(c: ChatEntryJson): ChatListEntry {
  const last = c.messages.at(-1)
  return {
    conversationId: c.conversation_id,
    partner: c.profile,
    lastMessage: last ? fromMessageJson(last) : null,
    unread: c.num_unread_messages,
    lastMessageAt: c.last_message_at,
  }
}

const RELOADING_EVENTS = new Set<MemberStreamEvent['type']>(['message', 'read', 'conversation_removed', 'counts', 'resync'])

/**
 * The chat list of the page: the loader's, then every newer answer of /api/chats.php (a navigation
 * or revalidation brings fresh loader data, which wins again). Reloads on the member's events.
 */
export function useLiveChatList(initial: ChatListEntry[]): ChatListEntry[] {
  const [live, setLive] = useState<{ base: ChatListEntry[]; chats: ChatListEntry[] } | null>(null)
  const base = useRef(initial)
  useEffect(() => {
    base.current = initial
  }, [initial])
  useEffect(() => {
    const stopChats = onChats((json) => setLive({ base: base.current, chats: json.chats.map(chatEntryFromJson) }))
    const stopStream = onMemberEvent((event) => {
      if (RELOADING_EVENTS.has(event.type)) void reloadChats()
    })
    return () => {
      stopChats()
      stopStream()
    }
  }, [])
  return live && live.base === initial ? live.chats : initial
}
