import { describe, expect, it } from 'vitest'
import { freeMessagesLeft, historyCutoff, memberPair, messageCost, normaliseText, parseClientKey } from './chat-rules.ts'

const site = { messageCredits: 10, photoCredits: 20 }

describe('chat rules', () => {
  it('prices text free while free messages are left, then message_credits; gifts their own price', () => {
    expect(messageCost('text', site, 1)).toBe(0)
    expect(messageCost('text', site, 0)).toBe(10)
    expect(messageCost('photo', site, 5)).toBe(20)
    expect(messageCost('gift', site, 5, 40)).toBe(40)
    expect(freeMessagesLeft(3, 5)).toBe(0)
    expect(freeMessagesLeft(3, 1)).toBe(2)
  })
  it('trims text and refuses empty or over-long text', () => {
    expect(normaliseText('  hi\r\nthere ', 20)).toEqual({ ok: true, text: 'hi\nthere' })
    expect(normaliseText('   ', 20)).toEqual({ ok: false, error: 'empty' })
    expect(normaliseText(42, 20)).toEqual({ ok: false, error: 'empty' })
    expect(normaliseText('x'.repeat(21), 20)).toEqual({ ok: false, error: 'too_long' })
    expect(normaliseText('😀'.repeat(20), 20)).toMatchObject({ ok: true })
  })
  it('accepts only sane idempotency keys', () => {
    expect(parseClientKey('0b7d0c9e-1f7a-4c8e-9a39-3d2f3f5d7a11')).not.toBeNull()
    expect(parseClientKey('short')).toBeNull()
    expect(parseClientKey('a'.repeat(65))).toBeNull()
    expect(parseClientKey('bad key with spaces')).toBeNull()
  })
  it('hides history only for free members', () => {
    const now = new Date('2026-11-23T00:00:00Z')
    expect(historyCutoff(true, 30, now)).toBeNull()
    expect(historyCutoff(false, 30, now)?.toISOString()).toBe('2026-10-24T00:00:00.000Z')
    expect(memberPair(9, 3)).toEqual([3, 9])
  })
})
