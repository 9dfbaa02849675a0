// The support CLI's site-texts command: the site's texts (home title and description, fictional labels) in
// every language, and where each comes from.
import { listSiteTexts } from '../../../server/sites/manage-site-texts.ts'
import type { SupportContext } from '../context.ts'

export async function siteTexts({ site, out }: SupportContext): Promise<number> {
  for (const row of await listSiteTexts(site.id)) out(`${row.locale} ${row.key.padEnd(18)} [${row.source}] ${row.value}`)
  return 0
}
