// Every background job by name with its handler, for the worker; the payload schemas live in
// payloads.ts, which enqueue() checks against.
import { purgeDeletedAccountsJob } from './purge-deleted-accounts.ts'
import { sendAccountEmailJob } from './send-account-email.ts'
import { sendComplaintEmailJob } from './send-complaint-email.ts'
import { sendEmailJob } from './send-email.ts'
import { notifyJob } from './notify.ts'
import { notificationDigestsJob } from './notification-digests.ts'
import { warmSearchTotalsJob } from './warm-search-totals.ts'
import { buildDataExportJob } from './build-data-export.ts'
import { purgePersonalDataJob } from './purge-personal-data.ts'
import { dashboardStatsJob } from './dashboard-stats.ts'

export const jobRegistry = {
  'send-email': sendEmailJob,
  'send-account-email': sendAccountEmailJob,
  'send-complaint-email': sendComplaintEmailJob,
  'purge-deleted-accounts': purgeDeletedAccountsJob,
  notify: notifyJob,
  'notification-digests': notificationDigestsJob,
  'warm-search-totals': warmSearchTotalsJob,
  'build-data-export': buildDataExportJob,
  'purge-personal-data': purgePersonalDataJob,
  'dashboard-stats': dashboardStatsJob,
} as const

export { schedules, type JobName } from './payloads.ts'
