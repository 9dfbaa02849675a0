// Every half hour: checks the search count table against a fresh count and rebuilds it on a
// difference (server/members/search/count-table.ts). The job kept its name from when it counted
// the commonest search totals ahead, which the table now answers without counting: the worker's
// schedulers are stored in Redis under this name.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { log } from '../server/log.ts'

export const warmSearchTotalsJob = defineJob({
  name: 'warm-search-totals',
  payload: z.object({}).default({}),
  attempts: 1,
  everyMs: 30 * 60_000,
  handler: async () => {
    const { checkSearchCounts } = await import('../server/members/search/count-table.ts')
    const started = Date.now()
    const { drifted, repaired } = await checkSearchCounts()
    const ms = Date.now() - started
    if (drifted.length)
      log().warn({ drifted: drifted.slice(0, 20), groups: drifted.length, repaired, ms }, 'search counts drifted')
    else log().info({ ms }, 'search counts checked')
  },
})
