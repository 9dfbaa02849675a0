// The support CLI's campaign command: a promotions or news e-mail from FILE (JSON: name, type, path, texts per
// language for all 11 languages; docs/notifications.md): count the members who would get it per language, preview
// it in language L (default en), or send it (each member once per name).
import { prisma } from '../../../server/db.ts'
import { recordStaffAction } from '../../../server/staff/audit.ts'
import { countCampaign, previewCampaign, readCampaign, sendCampaign } from '../../../server/notifications/campaigns.ts'
import { isLocale } from '../../../shared/i18n/config.ts'
import { SupportError, type SupportContext } from '../context.ts'

export async function campaign({ target, values, staff, site, out }: SupportContext): Promise<number> {
  if (!values.file) throw new SupportError('campaign needs --file FILE.')
  let campaign
  try {
    campaign = await readCampaign(values.file)
  } catch (error) {
    throw new SupportError((error as Error).message)
  }
  if (target === 'count') {
    const counts = await countCampaign(site.id, campaign)
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    out(`Campaign ${campaign.name} (${campaign.type}) on ${site.domain} would go to ${total} members.`)
    for (const [language, n] of Object.entries(counts)) out(`  ${language}: ${n}`)
    return 0
  }
  if (target === 'preview') {
    const language = values.lang ?? 'en'
    if (!isLocale(language)) throw new SupportError(`Unknown language ${language}.`)
    const preview = await previewCampaign(site, campaign, language)
    out(`Subject: ${preview.subject}`)
    out('')
    out(preview.text)
    return 0
  }
  if (target === 'send') {
    const sent = await sendCampaign(site.id, campaign, (n) => out(`  … ${n} sent`))
    await recordStaffAction(prisma, staff, {
      siteId: site.id,
      action: 'campaign_sent',
      data: { name: campaign.name, sent },
    })
    out(`Campaign ${campaign.name} sent to ${sent} members (members who already had it were skipped).`)
    return 0
  }
  throw new SupportError('campaign needs count, preview or send.')
}
