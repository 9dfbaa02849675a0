// Renders an account e-mail in the member's language and delivers it once per key.
import { defineJob } from './define-job.ts'
import { jobPayloads, type AccountEmailJob } from './payloads.ts'
import { prisma } from '../server/db.ts'
import { deliverEmail } from '../server/mail/mailer.ts'
import { renderEmail, type AccountEmailTemplate, type EmailContext, type EmailVariables } from '../emails/render.ts'
import { localeOr } from '../shared/i18n/config.ts'
import { senderOf } from '../server/mail/sender.ts'

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
  const language = localeOr(user.language)
  const email = await renderAccountEmail(payload, {
    language,
    siteName: user.site.name,
    siteUrl: payload.baseUrl,
    supportEmail: user.site.supportEmail,
    name: user.profile?.name ?? user.email,
  })
  await deliverEmail({
    idempotencyKey: payload.idempotencyKey,
    to: payload.to ?? user.email,
    subject: email.subject,
    html: email.html,
    text: email.text,
    template: payload.template,
    language,
    userId: user.id,
    from: senderOf(user.site),
  })
}

/** The template and its variables travel together, so their types stay tied without a cast. */
function renderAccountEmail<K extends AccountEmailTemplate>(
  job: { template: K; variables: EmailVariables[K] },
  context: EmailContext,
) {
  return renderEmail(job.template, context, job.variables)
}
