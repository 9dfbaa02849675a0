// One Server-Sent Events connection per tab to GET /api/events (docs/chat.md), shared by whoever
// listens: the top-bar counts (activity.ts) and an open conversation. Opened with the first
// listener, closed with the last; the browser reconnects by itself (the server sends `retry`).
export type MemberStreamEvent =
  | { type: 'message'; conversationId: number; messageId: number; senderId: number }
  | { type: 'typing'; conversationId: number; senderId: number }
  | { type: 'read'; conversationId: number; readerId: number; lastReadAt: string }
  | { type: 'conversation_removed'; conversationId: number }
  | { type: 'like'; likerId: number; match: boolean }
  | { type: 'counts'; unreadMessages: number; newLikes: number; credits?: number }
  /** After a reconnect: events may have been missed, reload what is shown. */
  | { type: 'resync' }

type Listener = (event: MemberStreamEvent) => void

const listeners = new Set<Listener>()
let source: EventSource | null = null

function dispatch(message: MessageEvent<string>) {
  let event: MemberStreamEvent
  try {
    event = JSON.parse(message.data) as MemberStreamEvent
  } catch {
    return
  }
  for (const listener of [...listeners]) listener(event)
}

/** Listens to the member's live events while JavaScript runs; returns the unsubscribe. */
export function onMemberEvent(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {}
  listeners.add(listener)
  if (!source) {
    source = new EventSource('/api/events')
    source.addEventListener('member', dispatch as EventListener)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && source) {
      source.close()
      source = null
    }
  }
}
