import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { warmSearchTotals } from '../server/members/search/warm-totals.ts'
import { log } from '../server/log.ts'

/** Every half hour: the commonest search totals counted ahead (server/members/search/warm-totals.ts). */
export const warmSearchTotalsJob = defineJob({
  name: 'warm-search-totals',
  ...jobPayloads['warm-search-totals'],
  handler: async () => {
    const started = Date.now()
    const report = await warmSearchTotals()
    log().info({ ...report, ms: Date.now() - started }, 'search totals warmed')
  },
})
