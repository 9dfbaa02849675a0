// The request host picks the site (one row per branded domain); unknown hosts get
// the default site. Rows change rarely, so they are cached in memory for a short time; a change
// through site-cache.ts reaches every process's copy at once (server/cache-bus.ts).
import { LRUCache } from 'lru-cache'
import { EVERYTHING, onInvalidation } from '../cache-bus.ts'
import { prisma } from '../db.ts'
import { getEnv } from '../env.ts'
import type { Company, Site, SiteText } from '../generated/prisma/client.ts'
import { demoHostNames } from './site-hosts.ts'

/** A site with its company and its texts in every language (server/sites/site-texts.ts). */
export type SiteWithCompany = Site & { company: Company; texts: SiteText[] }

const include = { company: true, texts: true } as const

const cacheOptions = { max: 1000, ttl: 30_000 }
const cache = new LRUCache<string, SiteWithCompany>(cacheOptions)
/** Counts invalidations, so a read that raced one is not cached. */
let invalidations = 0

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
  const hit = cache.get(domain)
  if (hit) return hit
  const generation = invalidations
  const site =
    (domain ? await prisma.site.findUnique({ where: { domain }, include }) : null) ??
    (await prisma.site.findUnique({ where: { domain: getEnv().DEFAULT_SITE_DOMAIN }, include })) ??
    (await prisma.site.findFirst({ where: { isDefault: true }, include, orderBy: { id: 'asc' } })) ??
    (await prisma.site.findFirst({ include, orderBy: { id: 'asc' } }))
  if (!site) throw new Error('No site is configured: run npm run db:seed')
  // A row read before an invalidation that arrived meanwhile is used once, not kept.
  if (generation === invalidations) cache.set(domain, site)
  return site
}

const byId = new LRUCache<number, SiteWithCompany>(cacheOptions)

/** A site by its id (a member's own site), cached and invalidated like the sites by host. */
export async function getSiteById(id: number): Promise<SiteWithCompany> {
  const hit = byId.get(id)
  if (hit) return hit
  const generation = invalidations
  const site = await prisma.site.findUniqueOrThrow({ where: { id }, include })
  if (generation === invalidations) byId.set(id, site)
  return site
}

const knownDomains = new LRUCache<string, boolean>(cacheOptions)

/**
 * Whether the host names a site of ours exactly (no fallback to the default site), or is one of the
 * demo's own addresses (server/sites/site-hosts.ts). Requests that change state are only served for
 * such hosts, so nothing is ever sent on a forged Host's behalf.
 */
export async function isKnownSiteHost(host: string | null | undefined): Promise<boolean> {
  const domain = normalizeHost(host)
  if (!domain) return false
  const hit = knownDomains.get(domain)
  if (hit !== undefined) return hit
  const generation = invalidations
  const known = demoHostNames(getEnv()).includes(domain) || (await prisma.site.count({ where: { domain } })) > 0
  if (generation === invalidations) knownDomains.set(domain, known)
  return known
}

/** Forgets this process's copy of every site (tests; other code calls invalidateSite). */
export function clearSiteCache() {
  knownDomains.clear()
  byId.clear()
  cache.clear()
}

/** Forgets one site (by id) in this process; '*' forgets them all. */
function forgetSite(key: string) {
  invalidations++
  // A domain may have been added or renamed: which hosts are ours is read again.
  knownDomains.clear()
  if (key === EVERYTHING) {
    byId.clear()
    return cache.clear()
  }
  const id = Number(key)
  byId.delete(id)
  // Every host that fell back to the site (unknown hosts, the default domain) goes too.
  for (const [domain, site] of [...cache.entries()]) if (site.id === id) cache.delete(domain)
}
onInvalidation('site', forgetSite)
