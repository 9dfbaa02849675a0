// Live events of the operator inbox (docs/operators.md): a conversation starts waiting, is
// answered, claimed or released. Published after the change commits, per site, and heard by every
// process through Redis pub/sub (one pattern subscription per process, like member-events.ts);
// without Redis, by this process only. The console's stream (/staff/inbox/events) passes them on;
// they carry ids only, and the page reloads its list when one arrives. Nothing is kept: a stream
// that reconnects reloads the list anyway. The events are shared/realtime/inbox-events.ts.
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { getRequestRedis, redisKey } from '../redis.ts'
import type { InboxChange } from '../../shared/realtime/inbox-events.ts'

export type InboxListener = (change: InboxChange) => void

const local = new EventEmitter()
local.setMaxListeners(0)
/** This process's own changes, heard as they are published (Redis brings them back a moment later). */
const publishedHere = new EventEmitter()
publishedHere.setMaxListeners(0)
const prefix = () => redisKey('inbox-events', '')
let subscriber: Redis | null | undefined
let subscribed: Promise<void> = Promise.resolve()

function getSubscriber(): Redis | null {
  if (subscriber === undefined) {
    const url = process.env.REDIS_URL || null
    subscriber = url ? new Redis(url, { maxRetriesPerRequest: null }) : null
    subscriber?.on('error', () => undefined)
    subscriber?.on('pmessage', (_pattern: string, channel: string, message: string) => {
      try {
        local.emit(channel.slice(prefix().length), JSON.parse(message) as InboxChange)
      } catch {
        // not one of ours
      }
    })
    if (subscriber)
      subscribed = subscriber.psubscribe(`${prefix()}*`).then(
        () => undefined,
        () => undefined,
      )
  }
  return subscriber
}

/** Tells every process's inbox streams of the site about the change. Never throws. */
export async function publishInboxEvent(siteId: number, change: InboxChange): Promise<void> {
  publishedHere.emit('change', siteId)
  const redis = getRequestRedis()
  if (redis) {
    try {
      await redis.publish(`${prefix()}${siteId}`, JSON.stringify(change))
      return
    } catch {
      // Redis is down: this process's streams still hear it (below).
    }
  }
  local.emit(String(siteId), change)
}

/** Calls `listener` with the site's inbox changes until the returned function is called. */
export function subscribeToInbox(siteId: number, listener: InboxListener): () => void {
  getSubscriber()
  local.on(String(siteId), listener)
  return () => local.off(String(siteId), listener)
}

/**
 * Calls `listener` with the site of each change this process publishes, at once: what this
 * process keeps about the inbox (the shared list pages) is stale before Redis brings the event
 * back to its subscribers.
 */
export function onInboxChangeHere(listener: (siteId: number) => void): () => void {
  publishedHere.on('change', listener)
  return () => publishedHere.off('change', listener)
}

/** Waits (at most `timeoutMs`) until this process hears the inbox events of every process. */
export async function inboxEventsReady(timeoutMs = 1000): Promise<void> {
  getSubscriber()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
  clearTimeout(timer)
}

export async function closeInboxEvents() {
  const s = subscriber
  subscriber = undefined
  await s?.quit().catch(() => s.disconnect())
}
