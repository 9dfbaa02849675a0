// GET /api/events — the member's Server-Sent Events stream (docs/chat.md): new messages, typing,
// read state, likes and count changes, fanned out across processes by member-events.ts (Redis
// pub/sub). A heartbeat comment every 25 s keeps proxies from closing it. Each kept event carries
// its id in the member's event log: a client that comes back with Last-Event-ID first gets the
// events it missed, or a `resync` event (reload what you show) when the log no longer reaches
// back that far. The stream ends when the process starts draining (shutdownSignal), and the
// browser reconnects to another process.
import type { Route } from './+types/events'
import {
  compareEventIds,
  memberEventsReady,
  missedEvents,
  subscribeToMember,
  type MemberEvent,
} from '../../../server/realtime/member-events.ts'
import { shutdownSignal } from '../../../server/lifecycle.ts'
import { apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'
import { sessionUser } from '../../session.server.ts'

export const HEARTBEAT_MS = 25_000
/** Ids of events sent lately, remembered per stream so an event replayed and heard live goes once. */
const SENT_IDS_KEPT = 500

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await sessionUser({ request, context })
  if (!user) return apiErrorResponse(403, 'authentication_required', 'You need to be logged in to chat')
  if (shutdownSignal.aborted)
    return apiErrorResponse(503, 'service_unavailable', 'The service is unavailable for a moment, please try again.')
  const encoder = new TextEncoder()
  const resumed = request.headers.get('last-event-id')?.trim() || null
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
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
      const sendEvent = (data: MemberEvent | { type: 'resync' }, id: string | null = null) => {
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
      // Listening first, replaying second: what arrives meanwhile waits and is not lost.
      let waiting: { event: MemberEvent; id: string | null }[] | null = resumed ? [] : null
      const unsubscribe = subscribeToMember(user.id, (event, id) =>
        waiting ? waiting.push({ event, id }) : sendEvent(event, id),
      )
      // "connected" means live: the process hears the member's events (its first stream subscribes).
      await memberEventsReady()
      send(`retry: 3000\n: connected\n\n`)
      if (resumed) {
        const missed = await missedEvents(user.id, resumed)
        if (missed === 'resync') {
          // Whatever the client had is unknown here: it reloads, and every live event counts.
          lastSent = null
          sendEvent({ type: 'resync' })
        } else for (const m of missed) sendEvent(m.event, m.id)
        const live = waiting ?? []
        waiting = null
        for (const w of live) sendEvent(w.event, w.id)
      }
      const heartbeat = setInterval(() => send(`: heartbeat\n\n`), HEARTBEAT_MS)
      let done = false
      cleanup = () => {
        if (done) return
        done = true
        clearInterval(heartbeat)
        unsubscribe()
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
      shutdownSignal.addEventListener('abort', end)
      request.signal.addEventListener('abort', end)
      // Gone (or shutting down) while the missed events were read: nothing keeps listening.
      if (request.signal.aborted || shutdownSignal.aborted) end()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    },
  })
}

/** The stream is read-only: other methods get the API's 405. */
export function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(['GET']))
}
