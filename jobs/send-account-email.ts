// Renders an account e-mail in the member's language and delivers it once per key.
import { defineJob } from './define-job.ts'
import { jobPayloads } from './payloads.ts'
import { prisma } from '../server/db.ts'
import { getEnv } from '../server/env.ts'
import { deliverEmail } from '../server/mail/mailer.ts'
import { renderEmail, type EmailTemplate, type EmailVariables } from '../emails/render.ts'
import { isLocale } from '../shared/i18n/config.ts'

export const sendAccountEmailJob = defineJob({
  name: 'send-account-email',
  ...jobPayloads['send-account-email'],
  handler: async (payload) => {
    const user = await prisma.user.findUnique({ where: { id: payload.userId }, include: { profile: true, site: true } })
    if (!user || user.status === 'deleted') return
    const language = isLocale(user.language) ? user.language : 'en'
    const variables = { ...payload.variables } as Record<string, unknown>
    if (typeof variables.deletionDate === 'string') variables.deletionDate = new Date(variables.deletionDate)
    const email = await renderEmail(
      payload.template as EmailTemplate,
      {
        language,
        siteName: user.site.name,
        siteUrl: payload.baseUrl,
        supportEmail: user.site.supportEmail,
        name: user.profile?.name ?? user.email,
      },
      variables as unknown as EmailVariables[EmailTemplate],
    )
    await deliverEmail({
      idempotencyKey: payload.idempotencyKey,
      to: payload.to ?? user.email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: payload.template,
      language,
      userId: user.id,
      from:
        getEnv().MAIL_FROM ??
        `${user.site.mailName} <no-reply@${user.site.domain.includes('.') ? user.site.domain : 'amora.example'}>`,
    })
  },
})
