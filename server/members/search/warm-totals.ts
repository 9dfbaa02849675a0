// The commonest search shapes — no filter, each gender, each of the site's countries, and each
// gender in each country — counted ahead by a recurring job, so that no member waits for a count
// of the whole site (~120 ms at 1,000,000 members) even on the first search of its kind after a
// deploy. The totals go where the searches look for them (count-cache.ts: this process, and with
// Redis every process), fresh for a minute and answered for an hour; the job runs every half hour
// (jobs/warm-search-totals.ts).
import { prisma } from '../../db.ts'
import { recountTotal } from './search-query.ts'

export interface WarmReport {
  sites: number
  totals: number
}

export async function warmSearchTotals(now = new Date()): Promise<WarmReport> {
  const sites = await prisma.site.findMany({ select: { id: true, countries: true, searchFields: true }, orderBy: { id: 'asc' } })
  let totals = 0
  for (const site of sites) {
    // Only the filters the site's search form offers (Site.searchFields).
    const genders = site.searchFields.includes('gender') ? [undefined, 'female' as const, 'male' as const] : [undefined]
    const countries = site.searchFields.includes('country') ? [undefined, ...site.countries] : [undefined]
    for (const gender of genders)
      for (const country of countries) {
        // One at a time: the job shares the database with members' requests.
        await recountTotal({ siteId: site.id, userId: null, position: null }, { gender, country }, now)
        totals++
      }
  }
  return { sites: sites.length, totals }
}
