import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { purgeExpiredDeletions } from '../server/accounts/deletion.ts'
import { purgeUnsentChatPhotos } from '../server/chat/chat-photos.ts'

/**
 * Hourly: accounts pending deletion for more than 14 days lose their personal data, and chat
 * pictures that were stored but never sent (a process stopped in between) are removed.
 */
export const purgeDeletedAccountsJob = defineJob({
  name: 'purge-deleted-accounts',
  ...jobPayloads['purge-deleted-accounts'],
  handler: async () => {
    await purgeExpiredDeletions()
    await purgeUnsentChatPhotos()
  },
})
