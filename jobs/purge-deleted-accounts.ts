// Hourly: accounts pending deletion for more than 14 days lose their personal data, and chat
// pictures that were stored but never sent (a process stopped in between) are removed.
import { z } from 'zod'
import { defineJob } from './define-job.ts'

export const purgeDeletedAccountsJob = defineJob({
  name: 'purge-deleted-accounts',
  payload: z.object({}).default({}),
  attempts: 3,
  everyMs: 60 * 60_000,
  handler: async () => {
    const { purgeExpiredDeletions } = await import('../server/accounts/deletion.ts')
    const { purgeUnsentChatPhotos } = await import('../server/chat/chat-photos.ts')
    await purgeExpiredDeletions()
    await purgeUnsentChatPhotos()
  },
})
