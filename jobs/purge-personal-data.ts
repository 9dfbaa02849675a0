import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { runRetentionPurges } from '../server/privacy/retention.ts'
import { log } from '../server/log.ts'

/** Hourly: rows past their retention period go (the schedule in docs/privacy.md, server/privacy/retention.ts). */
export const purgePersonalDataJob = defineJob({
  name: 'purge-personal-data',
  ...jobPayloads['purge-personal-data'],
  handler: async () => {
    const report = await runRetentionPurges()
    log().info({ ...report }, 'retention purge done')
  },
})
