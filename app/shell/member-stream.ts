// One Server-Sent Events connection per tab to GET /api/events (docs/chat.md), shared by whoever
// listens: the top-bar counts (activity.ts) and an open conversation. Opened with the first
// listener, closed with the last. The browser reconnects by itself after a dropped stream (the
// server sends `retry`); two answers need this module instead: a stream a newer tab of the member
// replaced (`closed` event) stays shut until this tab is shown again, and a refusal (a full
// process answers 503, which EventSource does not retry) is tried again after a growing delay.
// The SPEC's polling covers the time in between. The events are shared/realtime/member-events.ts.
import type { MemberStreamEvent } from '../../shared/realtime/member-events.ts'

type Listener = (event: MemberStreamEvent) => void

/** First wait after a refused stream; it doubles up to the maximum, with jitter so tabs spread out. */
export const REOPEN_FIRST_MS = 15_000
export const REOPEN_MAX_MS = 5 * 60_000

const listeners = new Set<Listener>()
let source: EventSource | null = null
let reopenTimer: ReturnType<typeof setTimeout> | null = null
let refusals = 0
/** Replaced by a newer tab: wait until this one is shown again. */
let waitingToBeShown = false

function dispatch(message: MessageEvent<string>) {
  let event: MemberStreamEvent
  try {
    event = JSON.parse(message.data) as MemberStreamEvent
  } catch {
    return
  }
  for (const listener of [...listeners]) listener(event)
}

function open() {
  if (source || listeners.size === 0) return
  const opened = new EventSource('/api/events')
  source = opened
  opened.addEventListener('member', dispatch as EventListener)
  opened.addEventListener('open', () => {
    refusals = 0
  })
  opened.addEventListener('closed', () => {
    shut()
    waitingToBeShown = true
  })
  opened.addEventListener('error', () => {
    // CONNECTING: the browser retries by itself. CLOSED: it gave up (a refusal); try later.
    if (opened.readyState !== EventSource.CLOSED || source !== opened) return
    shut()
    const delay = Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** refusals++)
    reopenTimer = setTimeout(
      () => {
        reopenTimer = null
        open()
      },
      delay / 2 + Math.random() * (delay / 2),
    )
  })
}

function shut() {
  source?.close()
  source = null
  if (reopenTimer) clearTimeout(reopenTimer)
  reopenTimer = null
}

function onVisibilityChange() {
  if (document.visibilityState !== 'visible' || !waitingToBeShown) return
  waitingToBeShown = false
  open()
}

/** Listens to the member's live events while JavaScript runs; returns the unsubscribe. */
export function onMemberEvent(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {}
  listeners.add(listener)
  if (listeners.size === 1) document.addEventListener('visibilitychange', onVisibilityChange)
  if (!waitingToBeShown) open()
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    shut()
    refusals = 0
    waitingToBeShown = false
    document.removeEventListener('visibilitychange', onVisibilityChange)
  }
}
