// Values the Express server and the middleware hand to loaders and entry.server.
import { createContext } from 'react-router'
import type { i18n } from 'i18next'
import type { Locale } from '../shared/i18n/config.ts'
import type { SiteWithCompany } from '../server/sites/get-site-by-host.ts'
import type { SessionUser } from '../server/accounts/sessions.ts'

export interface RequestInfo {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string
  /**
   * The client's address as Express reads it (`req.ip`, honouring X-Forwarded-For only through
   * the proxies TRUST_PROXY names). The one source for rate limits, sessions and audit rows.
   */
  clientIp: string
}

/** Without a server (a loader called directly), every request shares one address: limits still apply. */
export const UNKNOWN_CLIENT_IP = 'unknown'

export const requestInfoContext = createContext<RequestInfo>({ nonce: '', clientIp: UNKNOWN_CLIENT_IP })

/** The client's IP address of this request (docs/security.md: one helper, never a header). */
export function clientIp(context: { get: (key: typeof requestInfoContext) => RequestInfo }): string {
  return context.get(requestInfoContext).clientIp
}
export const siteContext = createContext<SiteWithCompany>()
export const localeContext = createContext<Locale>()
export const i18nContext = createContext<i18n>()
/**
 * The member of a page read, looked up at most once: React Router gives every loader its own
 * Request, so the root loader and the page's loader would each query the session. Set by the page
 * middleware for GET/HEAD only (an action may log in or out); read through `sessionUser()`.
 */
export const sessionUserContext = createContext<(() => Promise<SessionUser | null>) | null>(null)
