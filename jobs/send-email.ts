import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { deliverEmail } from '../server/mail/mailer.ts'

export const sendEmailJob = defineJob({
  name: 'send-email',
  ...jobPayloads['send-email'],
  handler: async (payload) => {
    await deliverEmail(payload)
  },
})
