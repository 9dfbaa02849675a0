// Every half hour: the commonest search totals counted ahead (server/members/search/warm-totals.ts).
// Totals are answered for an hour (server/members/search/count-cache.ts): this runs twice in that time.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { log } from '../server/log.ts'

export const warmSearchTotalsJob = defineJob({
  name: 'warm-search-totals',
  payload: z.object({}).default({}),
  attempts: 1,
  everyMs: 30 * 60_000,
  handler: async () => {
    const { warmSearchTotals } = await import('../server/members/search/warm-totals.ts')
    const started = Date.now()
    const report = await warmSearchTotals()
    log().info({ ...report, ms: Date.now() - started }, 'search totals warmed')
  },
})
