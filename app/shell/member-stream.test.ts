// The tab's event stream and the server's caps (issue 31 item 8, docs/chat.md): a stream a newer
// tab replaced stays shut until this tab is shown again; a refused stream (503, which EventSource
// does not retry) is opened again after a growing delay; a stream the browser retries is left alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as MemberStream from './member-stream.ts'

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static made: FakeEventSource[] = []
  readyState = FakeEventSource.CONNECTING
  constructor(readonly url: string) {
    super()
    FakeEventSource.made.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  /** The server's answer: a stream, or a refusal the browser gives up on. */
  accept() {
    this.readyState = FakeEventSource.OPEN
    this.dispatchEvent(new Event('open'))
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED
    this.dispatchEvent(new Event('error'))
  }
  drop() {
    this.readyState = FakeEventSource.CONNECTING
    this.dispatchEvent(new Event('error'))
  }
  deliver(type: string, data: string) {
    this.dispatchEvent(Object.assign(new Event(type), { data }))
  }
}

const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as 'visible' | 'hidden' })
const show = (state: 'visible' | 'hidden') => {
  page.visibilityState = state
  page.dispatchEvent(new Event('visibilitychange'))
}
const open = () => FakeEventSource.made.filter((s) => s.readyState !== FakeEventSource.CLOSED)

let stream: typeof MemberStream

beforeEach(async () => {
  vi.useFakeTimers()
  vi.stubGlobal('EventSource', FakeEventSource)
  vi.stubGlobal('document', page)
  FakeEventSource.made = []
  page.visibilityState = 'visible'
  vi.resetModules()
  stream = await import('./member-stream.ts')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the tab’s event stream', () => {
  it('opens one stream for all listeners and delivers member events to each', () => {
    const a: string[] = []
    const b: string[] = []
    const stopA = stream.onMemberEvent((e) => a.push(e.type))
    const stopB = stream.onMemberEvent((e) => b.push(e.type))
    expect(FakeEventSource.made).toHaveLength(1)
    FakeEventSource.made[0]!.deliver('member', JSON.stringify({ type: 'resync' }))
    expect([a, b]).toEqual([['resync'], ['resync']])
    stopA()
    stopB()
    expect(open()).toHaveLength(0)
  })

  it('stays shut when a newer tab replaced it, and listens again once this tab is shown', () => {
    const stop = stream.onMemberEvent(() => undefined)
    const first = FakeEventSource.made[0]!
    first.accept()
    first.deliver('closed', '{"reason":"replaced"}')
    expect(first.readyState).toBe(FakeEventSource.CLOSED)
    vi.advanceTimersByTime(60 * 60_000)
    expect(FakeEventSource.made).toHaveLength(1)
    show('hidden')
    expect(FakeEventSource.made).toHaveLength(1)
    show('visible')
    expect(FakeEventSource.made).toHaveLength(2)
    expect(open()).toHaveLength(1)
    stop()
  })

  it('opens a refused stream again after a delay that grows, up to five minutes', () => {
    const stop = stream.onMemberEvent(() => undefined)
    const delays: number[] = []
    for (let i = 0; i < 8; i++) {
      const refused = FakeEventSource.made.at(-1)!
      refused.refuse()
      const made = FakeEventSource.made.length
      let waited = 0
      while (FakeEventSource.made.length === made) {
        vi.advanceTimersByTime(1000)
        waited += 1000
      }
      delays.push(waited)
    }
    expect(delays[0]).toBeGreaterThanOrEqual(stream.REOPEN_FIRST_MS / 2)
    expect(delays[0]).toBeLessThanOrEqual(stream.REOPEN_FIRST_MS)
    expect(delays.at(-1)).toBeGreaterThanOrEqual(stream.REOPEN_MAX_MS / 2)
    expect(Math.max(...delays)).toBeLessThanOrEqual(stream.REOPEN_MAX_MS)
    expect(open()).toHaveLength(1)
    // Accepted at last: the next refusal starts from the first delay again.
    FakeEventSource.made.at(-1)!.accept()
    FakeEventSource.made.at(-1)!.refuse()
    vi.advanceTimersByTime(stream.REOPEN_FIRST_MS)
    expect(open()).toHaveLength(1)
    stop()
  })

  it('leaves a dropped stream to the browser’s own reconnect, and opens nothing after the last listener left', () => {
    const stop = stream.onMemberEvent(() => undefined)
    FakeEventSource.made[0]!.drop()
    vi.advanceTimersByTime(REOPEN_WAIT)
    expect(FakeEventSource.made).toHaveLength(1)
    FakeEventSource.made[0]!.refuse()
    stop()
    vi.advanceTimersByTime(REOPEN_WAIT)
    expect(FakeEventSource.made).toHaveLength(1)
  })
})

const REOPEN_WAIT = 10 * 60_000
