// The support CLI's discounts command: the site's codes with their limits and uses (paid / held by an open
// payment); --personal adds members' own codes.
import { listCodes } from '../../../server/offers/manage-discounts.ts'
import type { SupportContext } from '../context.ts'

export async function discounts({ values, site, out }: SupportContext): Promise<number> {
  const limit = values.limit ? Number(values.limit) : 50
  const rows = await listCodes(site.id, {
    personal: values.personal,
    limit: Number.isInteger(limit) && limit > 0 ? limit : 50,
  })
  if (!rows.length) out('No codes.')
  for (const r of rows) out(`${r.code} ${r.kind} ${r.percentage}% [${r.status}] used ${r.used}, held ${r.held}; ${r.limits}`)
  return 0
}
