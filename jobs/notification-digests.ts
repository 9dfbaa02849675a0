// Hourly: unread message reminders, reminders for members who stayed away, weekly updates
// (server/notifications/digests.ts).
import { z } from 'zod'
import { defineJob } from './define-job.ts'

export const notificationDigestsJob = defineJob({
  name: 'notification-digests',
  payload: z.object({}).default({}),
  attempts: 3,
  everyMs: 60 * 60_000,
  handler: async () => {
    const { runDigests } = await import('../server/notifications/digests.ts')
    await runDigests()
  },
})
