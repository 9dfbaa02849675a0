// E-mails to the sender of a notice (EU DSA art. 16), in the language they reported in: the
// receipt with its reference (art. 16(4)) and, once staff decided, the decision with the ways to
// contest it (art. 16(5)). Each is delivered once, however often the job is retried.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { prisma } from '../server/db.ts'
import { deliverEmail } from '../server/mail/mailer.ts'
import { getI18n } from '../server/i18n/resources.ts'
import { renderEmail, type EmailContext, type RenderedEmail } from '../emails/render.ts'
import { localeOr } from '../shared/i18n/config.ts'
import { senderOf } from '../server/mail/sender.ts'

export const sendComplaintEmailJob = defineJob({
  name: 'send-complaint-email',
  payload: z.object({
    complaintId: z.number().int(),
    /** Which e-mail; jobs queued before the decision e-mail existed have none. */
    kind: z.enum(['received', 'decided']).default('received'),
    /** complaint-<kind>:<id>: a retried job never sends twice. */
    idempotencyKey: z.string().min(1),
    /** Overrides the notice's own language (older jobs carried it). */
    language: z.string().optional(),
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
    const wanted = payload.language ?? complaint.language
    const language = localeOr(wanted)
    const context: EmailContext = {
      language,
      siteName: site.name,
      siteUrl: payload.baseUrl,
      supportEmail: site.supportEmail,
      name: complaint.reporterName ?? to,
    }
    const common = { reference: complaint.reference, receivedAt: complaint.createdAt, termsUrl: `${payload.baseUrl}/pages/terms` }
    let email: RenderedEmail
    if (payload.kind === 'received') {
      const reason = getI18n(language).t(`reasons.${complaint.reason}`, { ns: 'complaints', lng: language })
      email = await renderEmail('complaint-received', context, { ...common, reason })
    } else {
      // Only a decided notice has a decision to tell.
      if (complaint.status !== 'resolved' && complaint.status !== 'rejected') return
      email = await renderEmail('complaint-decided', context, {
        ...common,
        decision: complaint.status,
        note: complaint.resolution,
      })
    }
    await deliverEmail({
      idempotencyKey: payload.idempotencyKey,
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: `complaint-${payload.kind}`,
      language,
      userId: complaint.reporterId ?? undefined,
      from: senderOf(site),
    })
  },
})
