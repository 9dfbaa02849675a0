// What code that changes a site calls after its transaction has committed (the support CLI, the
// staff console): every web process and worker drops its copy of the site within moments
// (server/cache-bus.ts), instead of showing the old settings until its cache expires.
import { EVERYTHING, publishInvalidation } from '../cache-bus.ts'

/** A Site row's settings changed (prices, countries, signup mode, niche, domain...). */
export function invalidateSite(siteId: number): Promise<void> {
  return publishInvalidation('site', siteId)
}

/** A site's texts (SiteText rows: titles, descriptions, fictional labels) changed. */
export function invalidateSiteTexts(siteId: number): Promise<void> {
  // Texts travel with the cached site row, so they go the same way.
  return publishInvalidation('site', siteId)
}

/** A company changed (legal pages, /api/companyinfo.php), or a site was added or removed. */
export function invalidateAllSites(): Promise<void> {
  return publishInvalidation('site', EVERYTHING)
}
