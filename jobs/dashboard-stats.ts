import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { refreshDashboardStats } from '../server/staff/dashboard/aggregate.ts'
import { log } from '../server/log.ts'

/** Every ten minutes: the staff dashboard's daily rows (server/staff/dashboard/aggregate.ts). */
export const dashboardStatsJob = defineJob({
  name: 'dashboard-stats',
  ...jobPayloads['dashboard-stats'],
  handler: async () => {
    const started = Date.now()
    const { days } = await refreshDashboardStats()
    log().info({ days: days.length, first: days.at(-1), ms: Date.now() - started }, 'dashboard figures counted')
  },
})
