// The wire contract of a member's event stream (GET /api/events, docs/chat.md "Real time"): the
// events the server publishes (server/realtime/member-events.ts) and the stream's own `resync`,
// as the browser's one connection per tab hands them to its listeners (app/shell/member-stream.ts).
// Types only: both sides import them from here, so a new event or field is written once.

/** An event published to one member: kept in their log (all but typing) and sent on their streams. */
export type MemberEvent =
  | { type: 'message'; conversationId: number; messageId: number; senderId: number }
  | { type: 'typing'; conversationId: number; senderId: number }
  | { type: 'read'; conversationId: number; readerId: number; lastReadAt: string }
  | { type: 'conversation_removed'; conversationId: number }
  | { type: 'like'; likerId: number; match: boolean }
  | { type: 'counts'; unreadMessages: number; newLikes: number; credits?: number }

/** Sent by the stream itself after a reconnect it cannot replay: events may have been missed, reload what is shown. */
export interface ResyncEvent {
  type: 'resync'
}

/** What a stream sends as a `member` event. */
export type MemberStreamEvent = MemberEvent | ResyncEvent
