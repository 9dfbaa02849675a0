// Every ten minutes: the staff dashboard's daily rows (server/staff/dashboard/aggregate.ts), today
// and yesterday again, missing days filled in.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { log } from '../server/log.ts'

export const dashboardStatsJob = defineJob({
  name: 'dashboard-stats',
  payload: z.object({}).default({}),
  attempts: 2,
  everyMs: 10 * 60_000,
  handler: async () => {
    const { refreshDashboardStats } = await import('../server/staff/dashboard/aggregate.ts')
    const started = Date.now()
    const { days } = await refreshDashboardStats()
    log().info({ days: days.length, first: days.at(-1), ms: Date.now() - started }, 'dashboard figures counted')
  },
})
