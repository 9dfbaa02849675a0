// GET /staff/inbox/events (inbox.answer): the operator inbox's Server-Sent Events stream for the
// console's current site (docs/operators.md). It passes on the site's inbox changes (a
// conversation waits, is answered, claimed, released: ids only, server/inbox/inbox-events.ts,
// fanned out across processes by Redis) and a heartbeat every 25 s; the page reloads its list on
// each. It ends when the process drains (the browser reconnects elsewhere) or the session ends
// (the next reconnect is a 404). It takes a slot of the process's event streams like a member's
// stream (server/realtime/stream-slots.ts): six per staff member (a seventh tab closes the oldest)
// and the process's cap in all (503 beyond it).
import type { Route } from './+types/inbox.events'
import { shutdownSignal } from '../../../server/lifecycle.ts'
import { inboxEventsReady, subscribeToInbox } from '../../../server/inbox/inbox-events.ts'
import { requireStaff } from './+shared/staff.server.ts'
import { memberStreamSlots, streamHolder } from '../../../server/realtime/stream-slots.ts'
import { apiErrorResponse } from '../../../server/http/api.ts'

const HEARTBEAT_MS = 25_000
/** How long a full process asks the browser to wait before trying again. */
const FULL_RETRY_SECONDS = 30
/** Sent to a stream a newer one of the same staff member replaced: the browser waits before it asks again. */
const REPLACED = `retry: 300000\nevent: closed\ndata: {"reason":"replaced"}\n\n`
const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // The console's no-store comes with every /staff answer (server/http/staff-headers.ts); this
  // adds no-transform, so no compression or proxy holds events back.
  'Cache-Control': 'no-transform',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
}

export async function loader(args: Route.LoaderArgs) {
  const { site, staff } = await requireStaff(args, 'inbox.answer')
  const { request } = args
  if (request.method === 'HEAD' || shutdownSignal.aborted) return new Response(null, { headers: HEADERS })
  let replaced = () => {}
  const slot = memberStreamSlots().open(streamHolder.staff(staff.id), () => replaced())
  if (!slot) {
    const refused = apiErrorResponse(503, 'too_many_streams', 'Too many live connections here, please try again later.')
    refused.headers.set('Retry-After', String(FULL_RETRY_SECONDS))
    return refused
  }
  const encoder = new TextEncoder()
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
      const unsubscribe = subscribeToInbox(site.id, (change) => send(`event: inbox\ndata: ${JSON.stringify(change)}\n\n`))
      await inboxEventsReady()
      send(`retry: 3000\n: connected\n\n`)
      const heartbeat = setInterval(() => send(`: heartbeat\n\n`), HEARTBEAT_MS)
      const end = () => {
        cleanup()
        try {
          controller.close()
        } catch {
          // already closed
        }
      }
      cleanup = () => {
        if (done) return
        done = true
        clearInterval(heartbeat)
        unsubscribe()
        slot.release()
        shutdownSignal.removeEventListener('abort', end)
        request.signal.removeEventListener('abort', end)
      }
      replaced = () => {
        send(REPLACED)
        end()
      }
      shutdownSignal.addEventListener('abort', end)
      request.signal.addEventListener('abort', end)
      if (request.signal.aborted || shutdownSignal.aborted) end()
    },
    cancel() {
      cleanup()
    },
  })
  return new Response(stream, { headers: HEADERS })
}
