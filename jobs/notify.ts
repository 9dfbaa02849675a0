import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { deliverNotification } from '../server/notifications/deliver.ts'

const id = z.number().int().positive()

export const notifyJob = defineJob({
  name: 'notify',
  payload: z.discriminatedUnion('type', [
    z.object({ type: z.literal('like'), recipientId: id, likerId: id }),
    z.object({ type: z.literal('match'), recipientId: id, otherId: id }),
    z.object({ type: z.literal('new_conversation'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
    z.object({ type: z.literal('new_message'), recipientId: id, senderId: id, conversationId: id, messageId: id }),
  ]),
  attempts: 5,
  handler: async (event) => {
    await deliverNotification(event)
  },
})
