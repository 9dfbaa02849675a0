// Every link we send (e-mails, pushes, statements of reasons) starts at the site's own domain,
// never at the Host a request claimed: a forged Host cannot send a member's token elsewhere.
import { getEnv } from '../env.ts'

/** "https://amora.example" for the site whose domain is amora.example (no trailing slash). */
export function siteOrigin(site: { domain: string }): string {
  const env = getEnv()
  const template = env.SITE_URL_TEMPLATE ?? (env.NODE_ENV === 'production' ? 'https://{domain}' : `http://{domain}:${env.PORT}`)
  return template.replace('{domain}', site.domain)
}

/** An absolute link on the site: siteUrl(site, '/activate?token=…'). */
export function siteUrl(site: { domain: string }, pathAndQuery: string): string {
  return `${siteOrigin(site)}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`
}
