// The stream's read-rule gate when the database does not answer: asked again, then a resync
// instead of a silent drop (found by the cluster drill under load: two messages never reached
// their recipient's stream).
import { describe, expect, it, vi } from 'vitest'

const answers: (boolean | Error)[] = []
vi.mock('./read-rule.ts', () => ({
  mayReadConversation: vi.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return next ?? true
  }),
}))
const { readRuleGate } = await import('./chat-events.ts')

const message = (conversationId: number) => ({ type: 'message' as const, conversationId, messageId: 1, senderId: 2 })

async function run(events: { type: string; conversationId?: number }[], expected = events.length) {
  const delivered: { type: string; id: string | null }[] = []
  const gate = readRuleGate<{ type: string; conversationId?: number }>({ id: 1, siteId: 1 }, (event, id) =>
    delivered.push({ type: event.type, id }),
  )
  events.forEach((event, i) => gate(event, `1-${i}`))
  await vi.waitFor(() => expect(delivered.length).toBeGreaterThanOrEqual(expected), { timeout: 5000 })
  return delivered
}

describe('the read-rule gate', () => {
  it('passes an event after the check failed once and then answered', async () => {
    answers.push(new Error('pool busy'), true)
    expect(await run([message(7)])).toEqual([{ type: 'message', id: '1-0' }])
  })

  it('sends a resync in place of an event whose check never answers, and keeps the order', async () => {
    answers.push(new Error('down'), new Error('down'), new Error('down'), new Error('down'))
    expect(await run([message(8), { type: 'counts' }])).toEqual([
      { type: 'resync', id: null },
      { type: 'counts', id: '1-1' },
    ])
  })

  it('drops an event the rule refuses', async () => {
    answers.push(false)
    const delivered = await run([message(9), { type: 'counts' }], 1)
    expect(delivered).toEqual([{ type: 'counts', id: '1-1' }])
  })
})
