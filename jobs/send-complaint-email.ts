// Acknowledges a notice (EU DSA art. 16(4)): the reporter gets its reference by e-mail, in the
// language they reported in. Delivered once per complaint, however often the job is retried.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { prisma } from '../server/db.ts'
import { getEnv } from '../server/env.ts'
import { deliverEmail } from '../server/mail/mailer.ts'
import { getI18n } from '../server/i18n/resources.ts'
import { renderEmail } from '../emails/render.ts'
import { isLocale } from '../app/i18n/config.ts'

export const sendComplaintEmailJob = defineJob({
  name: 'send-complaint-email',
  payload: z.object({
    complaintId: z.number().int(),
    /** complaint-received:<id>: a retried job never sends twice. */
    idempotencyKey: z.string().min(1),
    language: z.string(),
    /** Origin the reporter used: links point back there. */
    baseUrl: z.string().url(),
  }),
  attempts: 5,
  handler: async (payload) => {
    const complaint = await prisma.complaint.findUnique({
      where: { id: payload.complaintId },
      include: { reporter: { select: { email: true } } },
    })
    const to = complaint?.reporterEmail ?? complaint?.reporter?.email
    if (!complaint || !to) return
    const site = await prisma.site.findUniqueOrThrow({ where: { id: complaint.siteId } })
    const language = isLocale(payload.language) ? payload.language : 'en'
    const email = await renderEmail(
      'complaint-received',
      {
        language,
        siteName: site.name,
        siteUrl: payload.baseUrl,
        supportEmail: site.supportEmail,
        name: complaint.reporterName ?? to,
      },
      {
        reference: complaint.reference,
        reason: getI18n(language).t(`reasons.${complaint.reason}`, { ns: 'complaints', lng: language }),
        receivedAt: complaint.createdAt,
        termsUrl: `${payload.baseUrl}/pages/terms`,
      },
    )
    await deliverEmail({
      idempotencyKey: payload.idempotencyKey,
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: 'complaint-received',
      language,
      userId: complaint.reporterId ?? undefined,
      from: getEnv().MAIL_FROM ?? `${site.mailName} <no-reply@${site.domain.includes('.') ? site.domain : 'amora.example'}>`,
    })
  },
})
