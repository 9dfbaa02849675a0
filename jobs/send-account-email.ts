// Renders an account e-mail in the member's language and delivers it once per key.
import { defineJob } from './define-job.ts'
import { jobPayloads, type AccountEmailJob } from './payloads.ts'
import { prisma } from '../server/db.ts'
import type { AccountEmailTemplate, EmailVariables } from '../emails/render.ts'
import { memberRecipient, sendMemberEmail } from '../server/notifications/member-mail.ts'

export const sendAccountEmailJob = defineJob({
  name: 'send-account-email',
  ...jobPayloads['send-account-email'],
  handler: (payload) => sendAccountEmail(payload),
})

/**
 * Renders and delivers one account e-mail now (once per idempotency key). The job calls it; so
 * does a service that must know the e-mail went out before it goes on (the SEPA pre-notification).
 */
export async function sendAccountEmail(payload: AccountEmailJob): Promise<void> {
  const user = await prisma.user.findUnique({ where: { id: payload.userId }, include: { profile: true, site: true } })
  if (!user || user.status === 'deleted') return
  // Links are site paths (or whole URLs in jobs queued before): they point at the member's site.
  await sendMemberEmail({
    to: { ...memberRecipient(user), email: payload.to ?? user.email },
    ...accountEmail(payload),
    idempotencyKey: payload.idempotencyKey,
    template: payload.template,
  })
}

/** The template and its variables travel together, so their types stay tied without a cast. */
function accountEmail<K extends AccountEmailTemplate>(job: { template: K; variables: EmailVariables[K] }) {
  return { kind: job.template, vars: () => job.variables }
}
