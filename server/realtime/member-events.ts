// Live events for one member's open pages (new messages, typing, read state, likes, count
// changes). Published here, delivered by the member's Server-Sent Events stream. With Redis every
// process sees every event (pub/sub on one channel per member); without it, this process only.
// Every event but typing is also kept in a short log per member (a Redis stream, or memory
// without Redis) under an id that the stream sends as the SSE id: a client that reconnects with
// Last-Event-ID gets what it missed (missedEvents), or `resync` when the log no longer reaches
// back that far. The events themselves are the wire contract in shared/realtime/member-events.ts.
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { getRequestRedis, redisKey } from '../redis.ts'
import type { MemberEvent } from '../../shared/realtime/member-events.ts'

/** The event's id in the member's log ("<ms>-<n>"); null for events that are not kept (typing). */
export type MemberEventListener = (event: MemberEvent, id: string | null) => void

/** Events kept per member, and for how long after the last one. */
export const EVENT_LOG_LENGTH = 200
const EVENT_LOG_TTL_SECONDS = 3600

interface Delivery {
  id: string | null
  event: MemberEvent
}

const local = new EventEmitter()
local.setMaxListeners(0)

const prefix = () => redisKey('member-events', '')
let subscriber: Redis | null | undefined
/** Settles when the pattern subscription is in place (at once without Redis). */
let subscribed: Promise<void> = Promise.resolve()

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
        local.emit(userId, JSON.parse(message) as Delivery)
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

const logKey = (userId: number) => `${prefix()}log:${userId}`

/** Ids of the log compare as (milliseconds, sequence); null when `id` is not one. */
function parseId(id: string): [number, number] | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(id)
  return match ? [Number(match[1]), Number(match[2])] : null
}

export function compareEventIds(a: string, b: string): number {
  const zero: [number, number] = [0, 0]
  const [x, y] = [parseId(a) ?? zero, parseId(b) ?? zero]
  return x[0] - y[0] || x[1] - y[1]
}

/** Without Redis: this process's log, per member. */
const memoryLogs = new Map<number, { entries: Delivery[]; trimmedAfter: string | null; expires: number }>()
let memorySeq = 0
let nextSweep = 0

function appendToMemory(userId: number, event: MemberEvent): string {
  const now = Date.now()
  // Expired logs go once a minute, not on every event.
  if (now >= nextSweep) {
    nextSweep = now + 60_000
    for (const [id, log] of memoryLogs) if (log.expires < now) memoryLogs.delete(id)
  }
  const id = `${now}-${memorySeq++}`
  const log = memoryLogs.get(userId) ?? { entries: [], trimmedAfter: null, expires: 0 }
  log.entries.push({ id, event })
  if (log.entries.length > EVENT_LOG_LENGTH) log.trimmedAfter = log.entries.shift()!.id
  log.expires = now + EVENT_LOG_TTL_SECONDS * 1000
  memoryLogs.set(userId, log)
  return id
}

/**
 * Logs and publishes a kept event in one step (a script runs alone in Redis): every subscriber
 * hears a member's events in the order of their log ids, even when processes publish at the same
 * moment. Published apart, a newer event could arrive first, and a stream that dies then would
 * resume after it and never replay the older one (found by the cluster drill).
 */
const PUBLISH_KEPT = `local id = redis.call('XADD', KEYS[1], 'MAXLEN', ARGV[1], '*', 'e', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[4], '{"id":"' .. id .. '","event":' .. ARGV[2] .. '}')
return id`

/** Sends `event` to every open page of the member, in every process. Never throws. */
export async function publishToMember(userId: number, event: MemberEvent): Promise<void> {
  const kept = event.type !== 'typing'
  const redis = getRequestRedis()
  if (redis) {
    try {
      const channel = `${prefix()}${userId}`
      if (!kept) {
        await redis.publish(channel, JSON.stringify({ id: null, event } satisfies Delivery))
        return
      }
      await redis.eval(
        PUBLISH_KEPT,
        1,
        logKey(userId),
        String(EVENT_LOG_LENGTH),
        JSON.stringify(event),
        String(EVENT_LOG_TTL_SECONDS),
        channel,
      )
      return
    } catch {
      // Redis is down: this process's pages still hear it (below).
    }
  }
  local.emit(String(userId), { id: kept ? appendToMemory(userId, event) : null, event } satisfies Delivery)
}

/**
 * What the member's log holds after `lastId` (the Last-Event-ID of a reconnecting stream), oldest
 * first; 'resync' when that cannot be told: the id is not one of ours, the log is gone or was
 * trimmed past it.
 */
export async function missedEvents(userId: number, lastId: string): Promise<Delivery[] | 'resync'> {
  if (!parseId(lastId)) return 'resync'
  const redis = getRequestRedis()
  if (redis) {
    try {
      const key = logKey(userId)
      const info = (await redis.call('XINFO', 'STREAM', key)) as (string | number | null | unknown[])[]
      const field = (name: string) => String(info[info.indexOf(name) + 1] ?? '')
      const trimmed = field('max-deleted-entry-id')
      if (compareEventIds(lastId, trimmed) < 0 || compareEventIds(lastId, field('last-generated-id')) > 0) return 'resync'
      const entries = await redis.xrange(key, `(${lastId}`, '+')
      return entries.map(([id, fields]) => ({ id, event: JSON.parse(fields[1]!) as MemberEvent }))
    } catch {
      return 'resync' // no such log (expired), or Redis is down
    }
  }
  const log = memoryLogs.get(userId)
  const last = log?.entries.at(-1)?.id
  if (!log || !last || (log.trimmedAfter && compareEventIds(lastId, log.trimmedAfter) < 0) || compareEventIds(lastId, last) > 0)
    return 'resync'
  return log.entries.filter((e) => compareEventIds(e.id!, lastId) > 0)
}

/**
 * Waits (at most `timeoutMs`) until this process hears every member's events: the first stream of a
 * process subscribes, and an event published before the subscription is in place would reach it
 * neither live nor (after a replay that was read already) from the log.
 */
export async function memberEventsReady(timeoutMs = 1000): Promise<void> {
  getSubscriber()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([subscribed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
  clearTimeout(timer)
}

/** Calls `listener` with the member's events until the returned function is called. */
export function subscribeToMember(userId: number, listener: MemberEventListener): () => void {
  getSubscriber()
  const deliver = (delivery: Delivery) => listener(delivery.event, delivery.id)
  local.on(String(userId), deliver)
  return () => local.off(String(userId), deliver)
}

export async function closeMemberEvents() {
  const s = subscriber
  subscriber = undefined
  await s?.quit().catch(() => s.disconnect())
}
