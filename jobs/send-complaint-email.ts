// E-mails to the sender of a notice (EU DSA art. 16), in the language they reported in: the
// receipt with its reference (art. 16(4)) and, once staff decided, the decision with the ways to
// contest it (art. 16(5)). Each is delivered once, however often the job is retried.
import { z } from 'zod'
import { defineJob } from './define-job.ts'
import { prisma } from '../server/db.ts'
import { getI18n } from '../server/i18n/resources.ts'
import { sendMemberEmail, type MailRecipient } from '../server/notifications/member-mail.ts'

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
    /** Unused: links point at the notice's site (siteOrigin of its row); older jobs carried its origin. */
    baseUrl: z.string().url().optional(),
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
    const recipient: MailRecipient = {
      userId: complaint.reporterId ?? undefined,
      email: to,
      name: complaint.reporterName ?? to,
      language: payload.language ?? complaint.language,
      site,
    }
    // Links are site paths: they point at the notice's site (siteOrigin of its row).
    const common = { reference: complaint.reference, receivedAt: complaint.createdAt, termsUrl: '/pages/terms' }
    const sent = { to: recipient, idempotencyKey: payload.idempotencyKey, template: `complaint-${payload.kind}` }
    if (payload.kind === 'received') {
      await sendMemberEmail({
        ...sent,
        kind: 'complaint-received',
        vars: (language) => ({
          ...common,
          reason: getI18n(language).t(`reasons.${complaint.reason}`, { ns: 'complaints', lng: language }),
        }),
      })
      return
    }
    // Only a decided notice has a decision to tell.
    const decision = complaint.status
    if (decision !== 'resolved' && decision !== 'rejected') return
    await sendMemberEmail({
      ...sent,
      kind: 'complaint-decided',
      vars: () => ({ ...common, decision, note: complaint.resolution }),
    })
  },
})
