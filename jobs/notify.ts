import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { deliverNotification } from '../server/notifications/deliver.ts'

export const notifyJob = defineJob({
  name: 'notify',
  ...jobPayloads['notify'],
  handler: async (event) => {
    await deliverNotification(event)
  },
})
