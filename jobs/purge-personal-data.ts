// Hourly: rows past their retention period go (the schedule in docs/privacy.md,
// server/privacy/retention.ts); small batches every hour keep each delete short.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { log } from '../server/log.ts'

export const purgePersonalDataJob = defineJob({
  name: 'purge-personal-data',
  payload: z.object({}).default({}),
  attempts: 3,
  everyMs: 60 * 60_000,
  handler: async () => {
    const { runRetentionPurges } = await import('../server/privacy/retention.ts')
    const report = await runRetentionPurges()
    log().info({ ...report }, 'retention purge done')
  },
})
