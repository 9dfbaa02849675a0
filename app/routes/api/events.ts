// GET /api/events — the member's Server-Sent Events stream (docs/chat.md): new messages, typing,
// read state, likes and count changes, fanned out across processes by member-events.ts (Redis
// pub/sub). A heartbeat comment every 25 s keeps proxies from closing it. Each kept event carries
// its id in the member's event log: a client that comes back with Last-Event-ID first gets the
// events it missed, or a `resync` event (reload what you show) when the log no longer reaches
// back that far. Events about a conversation, live or replayed, pass only while the member may read
// it (the one read rule, server/chat/chat-events.ts). The stream ends when the process starts
// draining (shutdownSignal), and the browser reconnects to another process. Streams are capped per
// member (a new one closes the oldest with a `closed` event) and per process (503
// too_many_streams): stream-slots.ts.
import type { Route } from './+types/events'
import { compareEventIds, memberEventsReady, missedEvents, subscribeToMember } from '../../../server/realtime/member-events.ts'
import type { MemberEvent, MemberStreamEvent } from '../../../shared/realtime/member-events.ts'
import { memberStreamSlots } from '../../../server/realtime/stream-slots.ts'
import { shutdownSignal } from '../../../server/lifecycle.ts'
import { apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { sessionUser } from '../../session.server.ts'
import { readRuleGate } from '../../../server/chat/chat-events.ts'

export const HEARTBEAT_MS = 25_000
/** How long a full process asks the browser to wait before trying again (it polls meanwhile). */
export const FULL_RETRY_SECONDS = 30
/** Sent to a stream a newer one of the same member replaced: the page stops listening (docs/chat.md). */
const REPLACED = `retry: 300000\nevent: closed\ndata: {"reason":"replaced"}\n\n`

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
}
/** Ids of events sent lately, remembered per stream so an event replayed and heard live goes once. */
const SENT_IDS_KEPT = 500

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser({ request, context })
  if (!user) return apiErrorResponse(403, 'authentication_required', 'You need to be logged in to chat')
  if (shutdownSignal.aborted)
    return apiErrorResponse(503, 'service_unavailable', 'The service is unavailable for a moment, please try again.')
  // HEAD learns the headers; it holds no stream, listener or slot.
  if (request.method === 'HEAD') return new Response(null, { headers: STREAM_HEADERS })
  let replaced = () => {}
  const slot = memberStreamSlots().open(user.id, () => replaced())
  if (!slot) {
    const refused = apiErrorResponse(503, 'too_many_streams', 'Too many live connections here, please try again later.')
    refused.headers.set('Retry-After', String(FULL_RETRY_SECONDS))
    return refused
  }
  const encoder = new TextEncoder()
  const resumed = request.headers.get('last-event-id')?.trim() || null
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let done = false
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      /** The newest kept event sent, and the ids sent lately: the replay and live events overlap. */
      let lastSent = resumed
      const sentIds = new Set<string>()
      const sendEvent = (data: MemberStreamEvent, id: string | null = null) => {
        let field = ''
        if (id) {
          // Sent already, or the client had it before it came back.
          if (sentIds.has(id) || (resumed && compareEventIds(id, resumed) <= 0)) return
          sentIds.add(id)
          if (sentIds.size > SENT_IDS_KEPT) sentIds.delete(sentIds.values().next().value!)
          // Processes publish concurrently, so an event may arrive after a newer one: it is sent, but
          // the SSE id stays the newest, which a reconnecting client replays from.
          if (!lastSent || compareEventIds(id, lastSent) > 0) {
            lastSent = id
            field = `id: ${id}\n`
          }
        }
        send(`${field}event: member\ndata: ${JSON.stringify(data)}\n\n`)
      }
      // Events about a conversation pass only while the member may read it (the one read rule).
      const deliver = readRuleGate(user, sendEvent)
      // Listening first, replaying second: what arrives meanwhile waits and is not lost.
      let waiting: { event: MemberEvent; id: string | null }[] | null = resumed ? [] : null
      const unsubscribe = subscribeToMember(user.id, (event, id) => (waiting ? waiting.push({ event, id }) : deliver(event, id)))
      // "connected" means live: the process hears the member's events (its first stream subscribes).
      await memberEventsReady()
      send(`retry: 3000\n: connected\n\n`)
      const heartbeat = setInterval(() => send(`: heartbeat\n\n`), HEARTBEAT_MS)
      cleanup = () => {
        if (done) return
        done = true
        clearInterval(heartbeat)
        unsubscribe()
        slot.release()
        shutdownSignal.removeEventListener('abort', end)
        request.signal.removeEventListener('abort', end)
      }
      const end = () => {
        cleanup()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      replaced = () => {
        send(REPLACED)
        end()
      }
      shutdownSignal.addEventListener('abort', end)
      request.signal.addEventListener('abort', end)
      // Gone (or shutting down) already: nothing keeps listening.
      if (request.signal.aborted || shutdownSignal.aborted) return end()
      if (resumed) {
        const missed = await missedEvents(user.id, resumed)
        if (done) return
        if (missed === 'resync') {
          // Whatever the client had is unknown here: it reloads, and every live event counts.
          lastSent = null
          deliver({ type: 'resync' }, null)
        } else for (const m of missed) deliver(m.event, m.id)
        const live = waiting ?? []
        waiting = null
        for (const w of live) deliver(w.event, w.id)
      }
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, { headers: STREAM_HEADERS })
}

/** The stream is read-only: other methods get the API's 405. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(['GET']))
}
