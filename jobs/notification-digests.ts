import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { runDigests } from '../server/notifications/digests.ts'

/** Hourly: unread message reminders, reminders for members who stayed away, weekly updates. */
export const notificationDigestsJob = defineJob({
  name: 'notification-digests',
  payload: z.object({}).default({}),
  attempts: 3,
  handler: async () => {
    await runDigests()
  },
})
