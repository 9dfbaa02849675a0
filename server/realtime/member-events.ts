// Live events for one member's open pages (new messages, typing, read state, likes, count
// changes). Published here, delivered by the member's Server-Sent Events stream. With Redis every
// process sees every event (pub/sub on one channel per member); without it, this process only.
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { getRequestRedis } from '../redis.ts'

export type MemberEvent =
  | { type: 'message'; conversationId: number; messageId: number; senderId: number }
  | { type: 'typing'; conversationId: number; senderId: number }
  | { type: 'read'; conversationId: number; readerId: number; lastReadAt: string }
  | { type: 'conversation_removed'; conversationId: number }
  | { type: 'like'; likerId: number; match: boolean }
  | { type: 'counts'; unreadMessages: number; newLikes: number; credits?: number }

export type MemberEventListener = (event: MemberEvent) => void

const local = new EventEmitter()
local.setMaxListeners(0)

const prefix = () => `${process.env.KEY_PREFIX ?? 'amora'}:member-events:`
let subscriber: Redis | null | undefined

function redisUrl() {
  return process.env.REDIS_URL || null
}

function getSubscriber(): Redis | null {
  if (subscriber === undefined) {
    const url = redisUrl()
    subscriber = url ? new Redis(url, { maxRetriesPerRequest: null }) : null
    subscriber?.on('error', () => undefined)
    subscriber?.on('pmessage', (_pattern: string, channel: string, message: string) => {
      const userId = channel.slice(prefix().length)
      try {
        local.emit(userId, JSON.parse(message) as MemberEvent)
      } catch {
        // not one of ours
      }
    })
    void subscriber?.psubscribe(`${prefix()}*`).catch(() => undefined)
  }
  return subscriber
}

/** Sends `event` to every open page of the member, in every process. Never throws. */
export async function publishToMember(userId: number, event: MemberEvent): Promise<void> {
  const redis = getRequestRedis()
  if (redis) {
    const sent = await redis.publish(`${prefix()}${userId}`, JSON.stringify(event)).then(
      () => true,
      () => false,
    )
    if (sent) return
  }
  // No Redis (or Redis is down): this process's pages still hear it.
  local.emit(String(userId), event)
}

/** Calls `listener` with the member's events until the returned function is called. */
export function subscribeToMember(userId: number, listener: MemberEventListener): () => void {
  getSubscriber()
  local.on(String(userId), listener)
  return () => local.off(String(userId), listener)
}

export async function closeMemberEvents() {
  const s = subscriber
  subscriber = undefined
  await s?.quit().catch(() => s.disconnect())
}
