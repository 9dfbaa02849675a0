import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { runDigests } from '../server/notifications/digests.ts'

/** Hourly: unread message reminders, reminders for members who stayed away, weekly updates. */
export const notificationDigestsJob = defineJob({
  name: 'notification-digests',
  ...jobPayloads['notification-digests'],
  handler: async () => {
    await runDigests()
  },
})
