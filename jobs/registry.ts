// Every background job by name; enqueue() is type-checked against this table.
import { purgeDeletedAccountsJob } from './purge-deleted-accounts.ts'
import { sendAccountEmailJob } from './send-account-email.ts'
import { sendComplaintEmailJob } from './send-complaint-email.ts'
import { sendEmailJob } from './send-email.ts'
import { notifyJob } from './notify.ts'
import { notificationDigestsJob } from './notification-digests.ts'

export const jobRegistry = {
  'send-email': sendEmailJob,
  'send-account-email': sendAccountEmailJob,
  'send-complaint-email': sendComplaintEmailJob,
  'purge-deleted-accounts': purgeDeletedAccountsJob,
  notify: notifyJob,
  'notification-digests': notificationDigestsJob,
} as const

export type JobName = keyof typeof jobRegistry

/** Recurring jobs: name and interval. The worker registers them with BullMQ; without Redis the web process runs them. */
export const schedules: { name: JobName; everyMs: number }[] = [
  { name: 'purge-deleted-accounts', everyMs: 60 * 60_000 },
  { name: 'notification-digests', everyMs: 60 * 60_000 },
]
