// Every background job: the list of definitions (one file each, jobs/<name>.ts). The worker and the
// in-process runner find a job here by name; enqueue() checks its payload against the same schema.
// jobs/queue.ts loads this module with import() (server code imports the queue, and two e-mail jobs
// import their services directly), so only its types are imported statically there.
import type { z } from 'zod'
import { buildDataExportJob } from './build-data-export.ts'
import { dashboardStatsJob } from './dashboard-stats.ts'
import { notificationDigestsJob } from './notification-digests.ts'
import { notifyJob } from './notify.ts'
import { purgeDeletedAccountsJob } from './purge-deleted-accounts.ts'
import { purgePersonalDataJob } from './purge-personal-data.ts'
import { sendAccountEmailJob } from './send-account-email.ts'
import { sendComplaintEmailJob } from './send-complaint-email.ts'
import { sendEmailJob } from './send-email.ts'
import { warmSearchTotalsJob } from './warm-search-totals.ts'

export const jobs = [
  sendEmailJob,
  sendAccountEmailJob,
  sendComplaintEmailJob,
  purgeDeletedAccountsJob,
  notifyJob,
  notificationDigestsJob,
  warmSearchTotalsJob,
  buildDataExportJob,
  purgePersonalDataJob,
  dashboardStatsJob,
] as const

type AnyJob = (typeof jobs)[number]
export type JobName = AnyJob['name']
export type JobOf<N extends JobName> = Extract<AnyJob, { name: N }>
/** What enqueue() takes for a job: its schema's input (defaults may be left out, dates may be strings). */
export type PayloadOf<N extends JobName> = z.input<JobOf<N>['payload']>
type ScheduledJob = Extract<AnyJob, { everyMs: number }>
/** The recurring jobs: those with an interval. */
export type ScheduledJobName = ScheduledJob['name']

export const jobRegistry = Object.fromEntries(jobs.map((job) => [job.name, job])) as { [J in AnyJob as J['name']]: J }

/** The recurring jobs with their intervals. The worker registers them with BullMQ; without Redis the web process runs them. */
export const schedules = jobs
  .filter((job): job is ScheduledJob => job.everyMs !== undefined)
  .map((job) => ({ name: job.name, everyMs: job.everyMs }))
