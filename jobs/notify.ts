// A like, a match, a new conversation or message a member may be told about (server/notifications/
// notify.ts queues it after the service's transaction): deliverNotification decides, with the
// member's preferences and throttling rules, whether an e-mail or a push goes out.
import { z } from 'zod'
import { defineJob } from './define-job.ts'

const id = z.number().int().positive()

const notificationEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('like'), recipientId: id, likerId: id }),
  z.object({ type: z.literal('match'), recipientId: id, otherId: id }),
  z.object({ type: z.literal('new_conversation'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
  z.object({ type: z.literal('new_message'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
])
export type NotificationEvent = z.infer<typeof notificationEvent>

export const notifyJob = defineJob({
  name: 'notify',
  payload: notificationEvent,
  attempts: 5,
  handler: async (event) => {
    const { deliverNotification } = await import('../server/notifications/deliver.ts')
    await deliverNotification(event)
  },
})
