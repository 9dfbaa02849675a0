import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { purgeExpiredDeletions } from '../server/accounts/deletion.ts'

/** Hourly: accounts pending deletion for more than 14 days lose their personal data. */
export const purgeDeletedAccountsJob = defineJob({
  name: 'purge-deleted-accounts',
  payload: z.object({}).default({}),
  attempts: 3,
  handler: async () => {
    await purgeExpiredDeletions()
  },
})
