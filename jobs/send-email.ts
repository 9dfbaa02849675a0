// One e-mail already rendered, delivered once per idempotency key (server/mail/mailer.ts).
import { z } from 'zod'
import { defineJob } from './define-job.ts'

export const sendEmailJob = defineJob({
  name: 'send-email',
  payload: z.object({
    /** The same key on a retry means the same e-mail: it is sent at most once. */
    idempotencyKey: z.string().min(1),
    to: z.string().email(),
    subject: z.string().min(1),
    html: z.string(),
    text: z.string(),
    template: z.string(),
    language: z.string(),
    userId: z.number().int().optional(),
    from: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  attempts: 5,
  handler: async (payload) => {
    const { deliverEmail } = await import('../server/mail/mailer.ts')
    await deliverEmail(payload)
  },
})
