// Issue 31 item 8: a process holds a bounded number of event streams, per member (the oldest
// closes) and in all (new ones are refused until one closes).
import { describe, expect, it } from 'vitest'
import { MAX_STREAMS_PER_MEMBER, StreamSlots } from './stream-slots.ts'

describe('event stream slots', () => {
  it('closes a member’s oldest stream when a new one passes the cap', () => {
    const slots = new StreamSlots(3, 100)
    const closed: number[] = []
    const held = Array.from({ length: 60 }, (_, i) => slots.open(7, () => closed.push(i)))
    expect(held.every(Boolean)).toBe(true)
    expect(closed).toEqual(Array.from({ length: 57 }, (_, i) => i))
    expect(slots.count(7)).toBe(3)
    expect(slots.count()).toBe(3)
    // Another member is not affected.
    slots.open(8, () => closed.push(-1))
    expect(slots.count(8)).toBe(1)
    expect(closed).not.toContain(-1)
  })

  it('refuses new streams in a full process until one ends, but a member at the cap replaces their own', () => {
    const slots = new StreamSlots(2, 3)
    const a1 = slots.open(1, () => undefined)!
    slots.open(1, () => undefined)
    slots.open(2, () => undefined)
    expect(slots.open(3, () => undefined)).toBeNull()
    expect(slots.count()).toBe(3)
    // Member 1 holds 2 (the cap): their new stream takes the place of their oldest.
    let replaced = false
    a1.release() // the oldest ended by itself meanwhile: nothing to close
    expect(slots.open(1, () => (replaced = true))).not.toBeNull()
    expect(slots.open(1, () => undefined)).not.toBeNull()
    expect(replaced).toBe(false)
    expect(slots.count()).toBe(3)
    expect(slots.open(3, () => undefined)).toBeNull()
  })

  it('gives a slot back once, however often it is released', () => {
    const slots = new StreamSlots(MAX_STREAMS_PER_MEMBER, 2)
    const first = slots.open(1, () => undefined)!
    slots.open(2, () => undefined)
    first.release()
    first.release()
    expect(slots.count()).toBe(1)
    expect(slots.open(3, () => undefined)).not.toBeNull()
    expect(slots.open(4, () => undefined)).toBeNull()
  })

  it('gives the slot back when the closed stream releases it from its close handler', () => {
    const slots = new StreamSlots(1, 10)
    const first = slots.open(1, () => first.release())!
    slots.open(1, () => undefined)
    expect(slots.count(1)).toBe(1)
    expect(slots.count()).toBe(1)
  })
})
