// The member event log without Redis (one process): ids in order, typing not kept, replay after a
// Last-Event-ID, and resync when the id is unknown or the log was trimmed past it.
import { beforeAll, describe, expect, it } from 'vitest'
import type * as MemberEvents from './member-events.ts'

let events: typeof MemberEvents

beforeAll(async () => {
  delete process.env.REDIS_URL
  events = await import('./member-events.ts')
})

describe('the member event log in memory', () => {
  it('delivers live events with ids, keeps all but typing, and replays what came after an id', async () => {
    const { publishToMember, subscribeToMember, missedEvents } = events
    const got: { type: string; id: string | null }[] = []
    const stop = subscribeToMember(41, (event, id) => got.push({ type: event.type, id }))
    await publishToMember(41, { type: 'message', conversationId: 1, messageId: 10, senderId: 2 })
    await publishToMember(41, { type: 'typing', conversationId: 1, senderId: 2 })
    await publishToMember(41, { type: 'message', conversationId: 1, messageId: 11, senderId: 2 })
    await publishToMember(41, { type: 'counts', unreadMessages: 2, newLikes: 0 })
    stop()
    expect(got.map((g) => g.type)).toEqual(['message', 'typing', 'message', 'counts'])
    expect(got[1]!.id).toBeNull()
    const first = got[0]!.id!
    expect(first).toMatch(/^\d+-\d+$/)
    const missed = await missedEvents(41, first)
    expect(missed).not.toBe('resync')
    expect((missed as { event: { type: string } }[]).map((m) => m.event.type)).toEqual(['message', 'counts'])
    expect(await missedEvents(41, got[3]!.id!)).toEqual([])
    // Not one of ours, another member's log, or from the future: reload.
    expect(await missedEvents(41, '17')).toBe('resync')
    expect(await missedEvents(42, first)).toBe('resync')
    expect(await missedEvents(41, `${Date.now() + 60_000}-0`)).toBe('resync')
  })

  it('answers resync for an id the trimmed log no longer reaches', async () => {
    const { publishToMember, subscribeToMember, missedEvents, EVENT_LOG_LENGTH } = events
    const ids: string[] = []
    const stop = subscribeToMember(43, (_event, id) => ids.push(id!))
    for (let i = 0; i < EVENT_LOG_LENGTH + 5; i++) await publishToMember(43, { type: 'like', likerId: i + 1, match: false })
    stop()
    expect(await missedEvents(43, ids[0]!)).toBe('resync')
    const recent = await missedEvents(43, ids[10]!)
    expect(recent).not.toBe('resync')
    expect((recent as unknown[]).length).toBe(EVENT_LOG_LENGTH + 5 - 11)
  })
})
