import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { purgeExpiredDeletions } from '../server/accounts/deletion.ts'

/** Hourly: accounts pending deletion for more than 14 days lose their personal data. */
export const purgeDeletedAccountsJob = defineJob({
  name: 'purge-deleted-accounts',
  ...jobPayloads['purge-deleted-accounts'],
  handler: async () => {
    await purgeExpiredDeletions()
  },
})
