// The request host picks the site (one row per branded domain); unknown hosts get
// the default site. Rows change rarely, so they are cached in memory for a short time.
import { prisma } from '../db.ts'
import { getEnv } from '../env.ts'
import type { Company, Site } from '../generated/prisma/client.ts'

export type SiteWithCompany = Site & { company: Company }

const TTL_MS = 30_000
const cache = new Map<string, { site: SiteWithCompany; expires: number }>()

/** "www.Example.com:3000" → "example.com" */
export function normalizeHost(host: string | null | undefined): string {
  return (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '')
}

export async function getSiteByHost(host: string | null | undefined): Promise<SiteWithCompany> {
  const domain = normalizeHost(host)
  const now = Date.now()
  const hit = cache.get(domain)
  if (hit && hit.expires > now) return hit.site
  const site =
    (domain ? await prisma.site.findUnique({ where: { domain }, include: { company: true } }) : null) ??
    (await prisma.site.findUnique({ where: { domain: getEnv().DEFAULT_SITE_DOMAIN }, include: { company: true } })) ??
    (await prisma.site.findFirst({ where: { isDefault: true }, include: { company: true }, orderBy: { id: 'asc' } })) ??
    (await prisma.site.findFirst({ include: { company: true }, orderBy: { id: 'asc' } }))
  if (!site) throw new Error('No site is configured: run npm run db:seed')
  if (cache.size > 1000) cache.clear()
  cache.set(domain, { site, expires: now + TTL_MS })
  return site
}

export function clearSiteCache() {
  cache.clear()
}
