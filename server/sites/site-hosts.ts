// Which host names a site answers to. In production only its own domain (a Site row): a request
// that changes state for any other host is refused (421, app/middleware/site-host-guard.server.ts).
// The demo (npm start on its embedded database, or npm run dev) also answers to the addresses its
// start banner prints: localhost, 127.0.0.1 ([::1]) and, when it listens on every interface, the
// machine's name, all as the default site.
import os from 'node:os'
import type { Env } from '../env.ts'
import { siteOrigin } from './site-url.ts'

type HostSettings = Pick<Env, 'NODE_ENV' | 'embeddedDatabase' | 'HOST'>

const WILDCARDS = new Set(['0.0.0.0', '::', ''])
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/** Not a production deployment: the embedded database, or not NODE_ENV=production. */
export function isDemo(env: HostSettings): boolean {
  return env.embeddedDatabase || env.NODE_ENV !== 'production'
}

/** The demo's extra host names (normalized as normalizeHost does); none in production. */
export function demoHostNames(env: HostSettings): string[] {
  if (!isDemo(env)) return []
  const host = env.HOST.trim().toLowerCase()
  const names = new Set(LOOPBACK)
  if (WILDCARDS.has(host)) names.add(os.hostname().toLowerCase())
  else names.add(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)
  return [...names]
}

/** Where the site that a host shows (the default site, for an unknown host) may be used: its own origin, then the demo's addresses. */
export function siteAddresses(site: { domain: string }, env: HostSettings & Pick<Env, 'PORT' | 'SITE_URL_TEMPLATE'>): string[] {
  const own = siteOrigin(site, env)
  const demo = demoHostNames(env)
    .filter((name) => name !== site.domain)
    .map((name) => `http://${name}:${env.PORT}`)
  return [own, ...demo]
}
