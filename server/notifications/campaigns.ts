// Staff campaigns (SPEC §9 `promotions` and `news`): one text per language from a JSON file,
// sent to every member of the site who may get that type (support CLI: campaign count, preview,
// send). Each member gets a campaign once (key campaign:<name>:<member>), so an interrupted send
// is finished by running it again.
import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { Prisma } from '../generated/prisma/client.ts'
import { prisma } from '../db.ts'
import { locales, type Locale } from '../../shared/i18n/config.ts'
import { siteOrigin } from '../sites/site-url.ts'
import { renderEmail } from '../../emails/render.ts'
import { sendToMember } from './member-mail.ts'

const texts = z.object({
  subject: z.string().min(1).max(200),
  preview: z.string().min(1).max(300),
  intro: z.string().min(1).max(5000),
  button: z.string().min(1).max(60),
})

export const campaignSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]{3,60}$/, 'name: 3–60 characters a-z, 0-9 and -'),
  type: z.enum(['promotions', 'news']),
  /** A path on the site the button opens, e.g. /pricing. */
  path: z.string().regex(/^\/[\w\-/?=&.%]*$/, 'path: a path on the site such as /pricing'),
  texts: z.object(Object.fromEntries(locales.map((l) => [l, texts])) as Record<Locale, typeof texts>),
})
export type Campaign = z.infer<typeof campaignSchema>

export async function readCampaign(file: string): Promise<Campaign> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`)
  }
  const parsed = campaignSchema.safeParse(json)
  if (!parsed.success)
    throw new Error(
      `${file} is not a campaign:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    )
  return parsed.data
}

function recipientsWhere(siteId: number, type: Campaign['type']) {
  return Prisma.sql`u."siteId" = ${siteId} AND u.status = 'active' AND COALESCE(cardinality(u."notificationsDisabled"), 0) = 0
    AND NOT EXISTS (SELECT 1 FROM "EmailPreference" ep WHERE ep."userId" = u.id AND ep.type = ${type}::"EmailType" AND NOT ep.enabled)`
}

/** Members who would get the campaign now, per language. */
export async function countCampaign(siteId: number, campaign: Campaign): Promise<Record<string, number>> {
  const rows = await prisma.$queryRaw<{ language: string; n: number }[]>`
    SELECT u.language, COUNT(*)::int AS n FROM "User" u WHERE ${recipientsWhere(siteId, campaign.type)} GROUP BY u.language ORDER BY u.language`
  return Object.fromEntries(rows.map((r) => [r.language, r.n]))
}

/** The campaign as a member speaking `language` would get it (subject and plain text). */
export async function previewCampaign(
  site: { name: string; domain: string; supportEmail: string },
  campaign: Campaign,
  language: Locale,
) {
  const email = await renderEmail(
    'campaign',
    {
      language,
      siteName: site.name,
      siteUrl: siteOrigin(site),
      supportEmail: site.supportEmail,
      name: 'Alex',
      preferences: { preferencesUrl: '/notifications/email?token=…', unsubscribeUrl: '/api/unsubscribe.php?token=…' },
    },
    { url: campaign.path, texts: campaign.texts[language] },
  )
  return { subject: email.subject, text: email.text }
}

/** Sends the campaign to every member who may get it; returns how many were sent now. */
export async function sendCampaign(siteId: number, campaign: Campaign, onProgress?: (sent: number) => void): Promise<number> {
  let sent = 0
  let after = 0
  for (;;) {
    const batch = await prisma.$queryRaw<{ id: number }[]>`
      SELECT u.id FROM "User" u WHERE ${recipientsWhere(siteId, campaign.type)} AND u.id > ${after} ORDER BY u.id LIMIT 200`
    if (batch.length === 0) return sent
    for (const { id } of batch) {
      const outcome = await sendToMember(id, {
        type: campaign.type,
        kind: 'campaign',
        vars: (language) => ({ url: campaign.path, texts: campaign.texts[language] }),
        idempotencyKey: `campaign:${campaign.name}:${id}`,
        template: `notify-${campaign.type}`,
      })
      if (outcome === 'sent') sent++
    }
    after = batch[batch.length - 1]!.id
    onProgress?.(sent)
  }
}
