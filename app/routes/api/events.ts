// GET /api/events — the member's Server-Sent Events stream (docs/chat.md): new messages, typing,
// read state, likes and count changes, fanned out across processes by member-events.ts (Redis
// pub/sub). A heartbeat comment every 25 s keeps proxies from closing it; a client that comes
// back with Last-Event-ID first gets a `resync` event (reload what you show), since events are
// not stored. The stream ends when the process starts draining (shutdownSignal), and the
// browser reconnects to another process.
import type { Route } from './+types/events'
import { getSessionUser } from '../../../server/accounts/sessions.ts'
import { subscribeToMember } from '../../../server/realtime/member-events.ts'
import { shutdownSignal } from '../../../server/lifecycle.ts'
import { apiErrorResponse, handleApi, methodNotAllowed } from '../../../server/http/api.ts'

export const HEARTBEAT_MS = 25_000

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  if (!user) return apiErrorResponse(403, 'authentication_required', 'You need to be logged in to chat')
  if (shutdownSignal.aborted)
    return apiErrorResponse(503, 'service_unavailable', 'The service is unavailable for a moment, please try again.')
  const encoder = new TextEncoder()
  const resumed = request.headers.get('last-event-id')
  let seq = Number(resumed) > 0 ? Number(resumed) : 0
  let cleanup = () => {}
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          cleanup()
        }
      }
      const sendEvent = (data: unknown) => send(`id: ${++seq}\nevent: member\ndata: ${JSON.stringify(data)}\n\n`)
      send(`retry: 3000\n: connected\n\n`)
      if (resumed) sendEvent({ type: 'resync' })
      const unsubscribe = subscribeToMember(user.id, sendEvent)
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
