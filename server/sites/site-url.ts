// Every link we send (e-mails, pushes, statements of reasons) starts at the site's own domain,
// never at the Host a request claimed: a forged Host cannot send a member's token elsewhere.
import { getEnv, type Env } from '../env.ts'

type UrlSettings = Pick<Env, 'SITE_URL_TEMPLATE' | 'NODE_ENV' | 'PORT' | 'embeddedDatabase'>

/**
 * "https://amora.example" for the site whose domain is amora.example (no trailing slash). The
 * demo on its embedded database (npm start) is plain HTTP on its own port: http://localhost:3000.
 */
export function siteOrigin(site: { domain: string }, env: UrlSettings = getEnv()): string {
  const secure = env.NODE_ENV === 'production' && !env.embeddedDatabase
  const template = env.SITE_URL_TEMPLATE ?? (secure ? 'https://{domain}' : `http://{domain}:${env.PORT}`)
  return template.replace('{domain}', site.domain)
}

/** An absolute link on the site: siteUrl(site, '/activate?token=…'). */
export function siteUrl(site: { domain: string }, pathAndQuery: string): string {
  return `${siteOrigin(site)}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`
}
