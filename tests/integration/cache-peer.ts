// Another process of the deployment for tests/integration/staff-settings.test.ts: it listens on
// the cache bus like a web process, keeps its own cached site, and answers each line on stdin
// (a host) with what its member pages would show now: the site's settings and texts, the prices,
// the gifts and the icebreakers.
import { createInterface } from 'node:readline'
import { startCacheBus } from '../../server/cache-bus.ts'
import { listGifts, listIcebreakers } from '../../server/chat/conversations.ts'
import { getPricing } from '../../server/pricing/get-pricing.ts'
import { getSiteByHost } from '../../server/sites/get-site-by-host.ts'
import { siteText } from '../../server/sites/site-texts.ts'

await startCacheBus()
const lines = createInterface({ input: process.stdin })
lines.on('line', (host) => {
  void (async () => {
    const site = await getSiteByHost(host.trim())
    const pricing = await getPricing(site, { country: 'NL', language: 'en' })
    const answer = {
      refundDays: site.refundDays,
      name: site.name,
      indexTitleDe: siteText(site, 'de', 'index_title'),
      prices: pricing.packages.map((p) => `${p.tier}:${p.amount}:${p.credits}`),
      gifts: (await listGifts()).map((g) => `${g.slug}:${g.credits}`),
      icebreakersFi: await listIcebreakers('fi'),
    }
    process.stdout.write(`${JSON.stringify(answer)}\n`)
  })()
})
process.stdout.write('ready\n')
