// Values the Express server and the middleware hand to loaders and entry.server.
import { createContext } from 'react-router'
import type { i18n } from 'i18next'
import type { Locale } from './i18n/config.ts'
import type { SiteWithCompany } from '../server/sites/get-site-by-host.ts'

export interface RequestInfo {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: '' })
export const siteContext = createContext<SiteWithCompany>()
export const localeContext = createContext<Locale>()
export const i18nContext = createContext<i18n>()
