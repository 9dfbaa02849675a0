// The event stream under the one read rule (read-rule.ts): an event about a conversation (a
// message, typing, read) reaches a member's stream only while they may read that conversation,
// live or replayed after a reconnect. Other events (counts, likes, a removed chat) pass as they are.
import type { MemberEvent, ResyncEvent } from '../../shared/realtime/member-events.ts'
import { mayReadConversation } from './read-rule.ts'

type ConversationEvent = Extract<MemberEvent, { type: 'message' | 'typing' | 'read' }>

const aboutConversation = (event: { type: string }): event is ConversationEvent =>
  event.type === 'message' || event.type === 'typing' || event.type === 'read'

/** How often a check the database did not answer is asked again, and the pauses between. */
const CHECK_PAUSES_MS = [50, 200, 800]

async function decideWithRetries(check: () => Promise<boolean>): Promise<boolean | 'unknown'> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check()
    } catch {
      const pause = CHECK_PAUSES_MS[attempt]
      if (pause === undefined) return 'unknown'
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

/**
 * Wraps a stream's `deliver`: every event is decided as it arrives (decisions run side by side,
 * one per conversation while events are queued) and delivered in the order it arrived. A check
 * the database does not answer is asked again a few times (a busy pool under load); if it still
 * has no answer, the event is not passed but the stream gets a `resync` instead, so the page
 * reloads what it shows under the same rule and nothing is silently lost.
 */
export function readRuleGate<E extends { type: string }>(
  reader: { id: number; siteId: number },
  deliver: (event: E | ResyncEvent, id: string | null) => void,
): (event: E | ResyncEvent, id: string | null) => void {
  let queue: Promise<void> = Promise.resolve()
  let queued = 0
  // Shared by the events queued at one time (a replay): one check per conversation, not per event.
  const decisions = new Map<number, Promise<boolean | 'unknown'>>()
  const decide = (conversationId: number) => {
    let decision = decisions.get(conversationId)
    if (!decision) {
      decision = decideWithRetries(() => mayReadConversation(reader.id, reader.siteId, conversationId))
      decisions.set(conversationId, decision)
    }
    return decision
  }
  return (event, id) => {
    const allowed = aboutConversation(event) ? decide(event.conversationId) : null
    queued++
    queue = queue.then(async () => {
      try {
        const decision = allowed === null ? true : await allowed
        if (decision === true) deliver(event, id)
        else if (decision === 'unknown') deliver({ type: 'resync' }, null)
      } catch {
        // A stream that cannot take the event any more: the next ones are still decided in order.
      } finally {
        if (--queued === 0) decisions.clear()
      }
    })
  }
}
