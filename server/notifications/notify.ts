// What happened that a member may be told about by e-mail or push (SPEC §9 e-mail types): likes,
// matches, new conversations and messages. Services call notify() after their transaction
// commits; the `notify` job decides, with the member's preferences and throttling rules, what is
// sent (docs/notifications.md).
import { enqueue } from '../../jobs/queue.ts'
import type { NotificationEvent } from '../../jobs/notify.ts'

/** The events, as the `notify` job's payload schema has them (jobs/notify.ts). */
export type { NotificationEvent }

function eventKey(event: NotificationEvent): string {
  switch (event.type) {
    case 'like':
      return `like-${event.likerId}-${event.recipientId}`
    case 'match':
      return `match-${event.otherId}-${event.recipientId}`
    default:
      return `${event.type}-${event.messageId}-${event.recipientId}`
  }
}

/** Queues the event once (a retried request queues the same job id, which BullMQ keeps once). */
export async function notify(event: NotificationEvent): Promise<void> {
  await enqueue('notify', event, { jobId: eventKey(event) })
}
