// The event stream under the one read rule (read-rule.ts): an event about a conversation (a
// message, typing, read) reaches a member's stream only while they may read that conversation,
// live or replayed after a reconnect. Other events (counts, likes, a removed chat) pass as they are.
import type { MemberEvent } from '../realtime/member-events.ts'
import { mayReadConversation } from './read-rule.ts'

type ConversationEvent = Extract<MemberEvent, { type: 'message' | 'typing' | 'read' }>

const aboutConversation = (event: { type: string }): event is ConversationEvent =>
  event.type === 'message' || event.type === 'typing' || event.type === 'read'

/**
 * Wraps a stream's `deliver`: every event is decided as it arrives (decisions run side by side,
 * one per conversation while events are queued) and delivered in the order it arrived. An event
 * whose check fails (the database did not answer) is dropped: the page's polling catches up, under
 * the same rule.
 */
export function readRuleGate<E extends { type: string }>(
  reader: { id: number; siteId: number },
  deliver: (event: E, id: string | null) => void,
): (event: E, id: string | null) => void {
  let queue: Promise<void> = Promise.resolve()
  let queued = 0
  // Shared by the events queued at one time (a replay): one check per conversation, not per event.
  const decisions = new Map<number, Promise<boolean>>()
  const decide = (conversationId: number) => {
    let decision = decisions.get(conversationId)
    if (!decision) {
      decision = mayReadConversation(reader.id, reader.siteId, conversationId).catch(() => false)
      decisions.set(conversationId, decision)
    }
    return decision
  }
  return (event, id) => {
    const allowed = aboutConversation(event) ? decide(event.conversationId) : null
    queued++
    queue = queue.then(async () => {
      try {
        if (allowed === null || (await allowed)) deliver(event, id)
      } catch {
        // A stream that cannot take the event any more: the next ones are still decided in order.
      } finally {
        if (--queued === 0) decisions.clear()
      }
    })
  }
}
